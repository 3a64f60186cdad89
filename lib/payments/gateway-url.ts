const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * A gateway's redirect target, or null when the browser must not be sent there: only absolute
 * `https:` URLs (`http:` for loopback hosts, as the local demo gateways use), never `javascript:`,
 * `data:`, relative or protocol-relative values, nor URLs carrying credentials.
 */
export function gatewayRedirect(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const candidate = value.trim();
  // Checked on the raw text: URL parsing would quietly repair `https:/\host` and similar tricks.
  if (!/^https?:\/\/[^/\\]/i.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.username !== "" || url.password !== "") return null;
  if (url.protocol === "https:") return url.href;
  return url.protocol === "http:" && LOOPBACK_HOST.test(url.hostname) ? url.href : null;
}
