import type { HeaderSource } from "@/lib/tenant";

/**
 * Next answers a Server Action request whose `Origin` is not the request's host with a bare 500
 * (or throws on an `Origin` it cannot parse), so the middleware refuses those first, with 403.
 * The test mirrors Next's own (action-handler.js): a POST with a `Next-Action` header or a
 * multipart body is a possible action; its Origin's host must equal the first `X-Forwarded-Host`,
 * else the `Host` header, as written. A missing Origin is Next's to judge. Edge-safe.
 */
export function isCrossSiteServerAction(method: string, headers: HeaderSource): boolean {
  if (method !== "POST") return false;
  const type = headers.get("content-type");
  // Next leaves url-encoded posts alone before it looks at the Origin.
  if (type === "application/x-www-form-urlencoded") return false;
  if (headers.get("next-action") === null && !type?.startsWith("multipart/form-data")) return false;
  const origin = headers.get("origin");
  if (origin === null) return false;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  if (!host || origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
