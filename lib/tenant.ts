/**
 * Which shop a request is for. A shop is its origin (`scheme://host[:port]`), resolved from the
 * request headers by the middleware and carried to the app as an encoded route segment.
 *
 * Edge-safe: no Node APIs.
 */

export type TenantOptions = {
  /** Believe X-Forwarded-Host / X-Forwarded-Proto (first value of each). */
  trustProxy: boolean;
  /** `host` or `host:port` entries, lower case; empty allows any host. */
  allowedHosts: readonly string[];
};

export type HeaderSource = { get(name: string): string | null };

export type TenantResolution =
  | { ok: true; origin: string; host: string }
  | { ok: false; status: 400 | 421; reason: string };

// Lower-case DNS name, IPv4 address or bracketed IPv6 literal, then an optional port.
const HOST_HEADER = /^(?<name>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/;

/**
 * The middleware resolves the same few origins on every request: their normalised form and their
 * segment are kept here instead of being recomputed (URL parsing, base64). Keys come from request
 * headers, so the memo is bounded: it starts over when full.
 */
const MEMO_MAX_ENTRIES = 256;
const normalisedOrigins = new Map<string, string | null>();
const encodedOrigins = new Map<string, string>();

function remember<V>(memo: Map<string, V>, key: string, compute: () => V): V {
  if (memo.has(key)) return memo.get(key) as V;
  const value = compute();
  if (memo.size >= MEMO_MAX_ENTRIES) memo.clear();
  memo.set(key, value);
  return value;
}

function firstValue(header: string | null): string | undefined {
  const first = header?.split(",")[0]?.trim();
  return first ? first : undefined;
}

/** Normalises `scheme://host` the way URL does (lower case, default port dropped), or null. */
export function normaliseOrigin(scheme: string, host: string): string | null {
  return remember(normalisedOrigins, `${scheme} ${host}`, () => computeNormalisedOrigin(scheme, host));
}

function computeNormalisedOrigin(scheme: string, host: string): string | null {
  const lowerHost = host.toLowerCase();
  const match = HOST_HEADER.exec(lowerHost);
  if (!match) return null;
  const port = match.groups?.port;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  if (scheme !== "http" && scheme !== "https") return null;
  try {
    const url = new URL(`${scheme}://${lowerHost}`);
    return url.origin;
  } catch {
    return null;
  }
}

function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  if (allowedHosts.length === 0) return true;
  const hostname = host.replace(/:\d+$/, "");
  return allowedHosts.some((entry) => entry === host || entry === hostname);
}

/**
 * Resolves the shop origin of a request. Without trustProxy the scheme is http and the host is the
 * Host header: the X-Forwarded-* headers are client-controlled unless a proxy overwrites them.
 */
export function resolveOrigin(headers: HeaderSource, options: TenantOptions): TenantResolution {
  const forwardedHost = options.trustProxy ? firstValue(headers.get("x-forwarded-host")) : undefined;
  const forwardedProto = options.trustProxy ? firstValue(headers.get("x-forwarded-proto"))?.toLowerCase() : undefined;
  const host = (forwardedHost ?? firstValue(headers.get("host")))?.toLowerCase();
  if (!host) return { ok: false, status: 400, reason: "Missing Host header" };

  const scheme = forwardedProto ?? "http";
  const origin = normaliseOrigin(scheme, host);
  if (!origin) return { ok: false, status: 400, reason: "Malformed Host header" };

  if (!hostAllowed(host, options.allowedHosts)) {
    return { ok: false, status: 421, reason: "This host is not served here" };
  }
  // The origin is `scheme://host[:port]` as URL writes it, so its host is what follows the "//".
  return { ok: true, origin, host: origin.slice(origin.indexOf("//") + 2) };
}

// The origin travels in one path segment: base64url keeps it to [A-Za-z0-9_-].
function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  try {
    const binary = atob(segment.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The route segment that carries an origin. */
export function encodeOrigin(origin: string): string {
  return remember(encodedOrigins, origin, () => toBase64Url(origin));
}

/**
 * The origin a route segment carries, or null when the segment is not one that encodeOrigin
 * produces for a well-formed origin (round trip must be exact, so no alternative spellings).
 */
export function decodeOrigin(segment: string): string | null {
  const text = fromBase64Url(segment);
  if (text === null) return null;
  const match = /^(https?):\/\/([^/?#@\s]+)$/.exec(text);
  if (!match) return null;
  const origin = normaliseOrigin(match[1] ?? "", match[2] ?? "");
  if (origin !== text || encodeOrigin(origin) !== segment) return null;
  return origin;
}

/** Host (with port) of an origin, e.g. for the `{site_name}` placeholder of policy texts. */
export function hostOf(origin: string): string {
  return new URL(origin).host;
}
