import { forwardedHost, type HeaderSource } from "@/lib/tenant";

/**
 * Next answers a Server Action request whose `Origin` is not the request's host with a bare 500
 * (or throws on an `Origin` it cannot parse), so the middleware refuses those first, with 403.
 * The test mirrors Next's own (action-handler.js): a POST with a `Next-Action` header or a
 * multipart body is a possible action; its Origin's host must equal the `X-Forwarded-Host`, else the
 * `Host` header, as written. That forwarded host is the one the shop is taken from (forwardedHost: the
 * last entry, with TRUST_PROXY only), and the only one Next is handed (forwardedRequestHeaders). A
 * missing Origin is Next's to judge. Edge-safe.
 */
export function isCrossSiteServerAction(method: string, headers: HeaderSource, trustProxy: boolean): boolean {
  if (method !== "POST") return false;
  const type = headers.get("content-type");
  // Next leaves url-encoded posts alone before it looks at the Origin.
  if (type === "application/x-www-form-urlencoded") return false;
  if (headers.get("next-action") === null && !type?.startsWith("multipart/form-data")) return false;
  const origin = headers.get("origin");
  if (origin === null) return false;
  const host = forwardedHost(headers, trustProxy) ?? headers.get("host");
  if (!host || origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
