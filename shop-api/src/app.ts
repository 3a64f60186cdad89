/**
 * The reference shop API: `createApp(deps)` builds the Hono app, `startServer(options)` opens the
 * database, migrates and seeds it, and listens (port 0 → a random free port, for tests).
 *
 * HOW ROUTE MODULES PLUG IN
 * - A route module exports `registerXRoutes(app: Hono<AppEnv>, deps: Deps)` and is called below.
 * - Every path under /api/auth/ is behind `authGate` (http/auth.ts) unless listed public there:
 *   handlers can rely on `c.get("shop")` and `c.get("customer")` (a verified customer of that shop).
 * - Public calls resolve the tenant with the `shopFromQuery` middleware (or `resolveShop(c)`), which
 *   answers 404 `{status:false,msg:"Shop not found"}` for an unknown `site_url`/`url`.
 * - Read bodies with `readJsonObject(c)` (malformed → 400) and check them with `validate(schema, body)`
 *   (→ 422 `{errors:{"a.b":[msg]}}`). Throw `HttpError`s (http/errors.ts) for other refusals; anything
 *   else thrown is logged and answered 500 without details.
 * - Money: `domain/money.ts` (lineAmounts, sumTotals, round2). Item rows → contract `Item`:
 *   `catalogue/items.ts`. Cart lines: `cart/cart-store.ts`. Mail: `account/mailer.ts`.
 * - `c.get("deps")` gives the database, clock, logger and token secret inside any handler.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { OWASP_SCRYPT, type ScryptCost } from "./account/passwords";
import type { Deps } from "./deps";
import { openDatabase, wipeDatabase, migrate } from "./db/open";
import { authGate } from "./http/auth";
import type { AppEnv } from "./http/env";
import { HttpError } from "./http/errors";
import { IDEMPOTENT_PATHS, idempotency } from "./http/idempotency";
import { requestLog } from "./http/request-log";
import { loadTokenSecret } from "./http/secret";
import { releaseAbandonedDrafts } from "./payments/drafts";
import { registerAccountRoutes } from "./routes/account";
import { registerCartRoutes } from "./routes/cart";
import { registerCatalogueRoutes } from "./routes/catalogue";
import { registerContentRoutes, registerFormRoutes } from "./routes/content";
import { registerOrderRoutes } from "./routes/orders";
import { registerPaymentRoutes } from "./routes/payments";
import { registerSandboxMailRoutes } from "./routes/sandbox-mail";
import { registerSandboxPayRoutes } from "./routes/sandbox-pay";
import { registerStorageRoutes } from "./routes/storage";
import { seedIfEmpty } from "./seed";

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLog);
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

  registerContentRoutes(app, deps);
  registerFormRoutes(app, deps);
  registerCatalogueRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  // Demo-only surfaces: the mail outbox shows codes, the sandbox pages take "payments".
  if (deps.demo) {
    registerSandboxPayRoutes(app, deps);
    registerSandboxMailRoutes(app, deps);
  }
  registerStorageRoutes(app, deps);

  app.notFound((c) => c.json({ status: false, msg: "Not found" }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body, err.status);
    // Never leak internals: log the stack, answer a generic message.
    deps.log(`ERROR ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return c.json({ status: false, msg: "Internal server error" }, 500);
  });
  return app;
}

/** The demo's server key (the storefront's default too); anywhere real, set SHOP_API_SERVER_KEY on both sides. */
export const DEMO_SERVER_KEY = "demo-server-key-not-for-production";

export const DEFAULT_DEMO_ORIGINS = ["http://localhost:3000", "http://127.0.0.1:3000"];

export type ServerOptions = {
  dbPath: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Wipe the database and seed again. */
  reset?: boolean;
  /** Origins of the demo shops created when seeding (first = shop 1). */
  demoOrigins?: readonly string[];
  /** Defaults to SHOP_API_SECRET or a random key kept in the database. */
  tokenSecret?: string;
  /** See Deps.publicUrl. */
  publicUrl?: string;
  /** See Deps.serverKey; defaults to SHOP_API_SERVER_KEY, else the demo key in demo mode. */
  serverKey?: string;
  /** See Deps.demo (default off). */
  demo?: boolean;
  /** See Deps.passwordCost (default OWASP_SCRYPT). */
  passwordCost?: ScryptCost;
  log?: (line: string) => void;
  now?: () => Date;
};

export type RunningServer = { url: string; deps: Deps; close: () => Promise<void> };

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const db = openDatabase(options.dbPath);
  if (options.reset) {
    wipeDatabase(db);
    migrate(db);
  }
  const deps: Deps = {
    db,
    tokenSecret: loadTokenSecret(db, options.tokenSecret ?? process.env.SHOP_API_SECRET),
    storageDir: join(dirname(options.dbPath), "storage"),
    log,
    now: options.now ?? (() => new Date()),
    publicUrl: options.publicUrl,
    serverKey: options.serverKey ?? (process.env.SHOP_API_SERVER_KEY || (options.demo ? DEMO_SERVER_KEY : null)),
    demo: options.demo ?? false,
    passwordCost: options.passwordCost ?? OWASP_SCRYPT,
  };
  await seedIfEmpty(deps, { origins: options.demoOrigins ?? DEFAULT_DEMO_ORIGINS, force: options.reset === true });

  const app = createApp(deps);
  const host = options.host ?? "127.0.0.1";
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: host }, () => resolveServer(s));
    s.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  const sweep = setInterval(() => releaseAbandonedDrafts(db, deps.now()), 60_000);
  sweep.unref();
  const url = `http://${host}:${port}`;

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    clearInterval(sweep);
    await new Promise<void>((resolveClose) => {
      server.close(() => resolveClose());
      // Keep-alive sockets would otherwise hold close() open.
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    db.close();
  };
  return { url, deps, close };
}
