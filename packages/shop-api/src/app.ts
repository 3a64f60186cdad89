import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { Deps } from "./deps";
import { authGate } from "./http/auth";
import type { AppEnv } from "./http/env";
import { HttpError } from "./http/errors";
import { IDEMPOTENT_PATHS, idempotency } from "./http/idempotency";
import { logPath } from "./http/log-line";
import { requestMetrics } from "./http/metrics";
import { requestLog } from "./http/request-log";
import { specMinimalAnswers } from "./http/spec-minimal";
import { account } from "./routes/account";
import { admin } from "./routes/admin";
import { cart } from "./routes/cart";
import { catalogue } from "./routes/catalogue";
import { content } from "./routes/content";
import { forms } from "./routes/forms";
import { orders } from "./routes/orders";
import { payments } from "./routes/payments";
import { sandboxMail } from "./routes/sandbox-mail";
import { sandboxPay } from "./routes/sandbox-pay";
import { storage } from "./routes/storage";

/**
 * One sub-app per route group (routes/), mounted here; handlers reach the database and settings only
 * through `c.var.deps`. Under /api/auth/ the auth gate answers 401 for any path not listed public in
 * http/auth.ts, so a new route there is protected by default.
 */

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLog);
  app.use("*", requestMetrics);
  if (deps.specMinimal) app.use("*", specMinimalAnswers);
  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      allowHeaders: ["Content-Type", "Accept", "Authorization", "x-access-token", "Idempotency-Key"],
      exposeHeaders: ["Authorization"],
      maxAge: 600,
    }),
  );
  app.use(
    "*",
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ status: false, msg: "The request body is too large." }, 413),
    }),
  );
  app.use("/api/auth/*", authGate);
  for (const path of IDEMPOTENT_PATHS) app.use(path, idempotency);

  app.route("/", content);
  app.route("/", forms);
  app.route("/", catalogue);
  app.route("/", account);
  app.route("/api/auth/cart", cart);
  app.route("/", orders);
  app.route("/", payments);
  // Demo-only surfaces: the mail outbox shows codes, the sandbox pages take "payments".
  if (deps.demo) {
    app.route("/sandbox", sandboxPay);
    app.route("/sandbox", sandboxMail);
  }
  app.route("/storage", storage);
  app.route("/api/admin", admin);

  app.notFound((c) => c.json({ status: false, msg: "Not found" }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body, err.status, err.headers);
    // Never leak internals: log the stack, answer a generic message.
    deps.log(
      `ERROR ${c.req.method} ${logPath(c.req.path)}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return c.json({ status: false, msg: "Internal server error" }, 500);
  });
  return app;
}
