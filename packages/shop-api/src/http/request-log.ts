import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { logPath } from "./log-line";

/** One line per request: method, path (never the query: it may carry e-mail addresses), status, duration. */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const ms = performance.now() - started;
  c.var.deps.log(`${c.req.method} ${logPath(c.req.path)} ${c.res.status} ${ms.toFixed(1)}ms`);
};
