import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env";
import { HttpError } from "./errors";

/**
 * Calls only the storefront's server (or an operator) may make carry `X-Shop-Server-Key`. The header
 * is not CORS-allowed, so a browser page cannot send it cross-origin; without a configured key
 * (`Deps.serverKey` null) everyone is refused.
 */
export function hasServerKey(given: string | undefined, expected: string | null): boolean {
  if (given === undefined || expected === null) return false;
  // Hashing first makes the comparison constant-time whatever the lengths.
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());
}

export const SERVER_ONLY = "This call is only for the storefront's server.";

export const requireServerKey: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!hasServerKey(c.req.header("x-shop-server-key"), c.var.deps.serverKey)) {
    throw new HttpError(403, { status: false, msg: SERVER_ONLY });
  }
  await next();
};
