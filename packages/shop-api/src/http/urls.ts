import type { Context } from "hono";
import type { AppEnv } from "./env";

/** The base URL browsers use to reach this API: the configured one, else the request's own origin. */
export function publicBaseUrl(c: Context<AppEnv>): string {
  const configured = c.var.deps.publicUrl;
  if (configured) return configured.replace(/\/+$/, "");
  return new URL(c.req.url).origin;
}
