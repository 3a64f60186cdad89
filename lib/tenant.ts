/**
 * Which shop a request is for. A shop is its origin (`scheme://host[:port]`), resolved from the
 * request headers, which reach the app as its first route segment (`app/[site]/…`).
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
 * The same few origins are resolved on every request: their normalised form is kept here instead
 * of being recomputed (URL parsing). Keys come from request headers, so the memo is bounded: it
 * starts over when full.
 */
const MEMO_MAX_ENTRIES = 256;
const normalisedOrigins = new Map<string, string | null>();

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

/*
 * The shop's segment. Next's own router (the `rewrites` of next.config.ts) prefixes every request
 * with the raw headers that name the shop, before any route runs: an Edge middleware doing the
 * same cost more than the rest of a cached page's answer (BENCHMARKS.md), and the router can only
 * copy header values, not transform them. So the segment carries the headers as they came, and
 * `originOfSite` applies the same rules as `resolveOrigin` (TRUST_PROXY, ALLOWED_HOSTS) to them.
 *
 * Segment: `{x-forwarded-proto},{x-forwarded-host},{host}`, each part empty when that header is
 * missing or not of the form below (a list of forwarded values gives its first).
 */
const SEPARATOR = ",";
const HOST_CHARS = "[A-Za-z0-9.:\\[\\]-]+";
const SCHEME_CHARS = "[A-Za-z][A-Za-z0-9+.-]*";
const HEADER_PATTERNS = {
  proto: { key: "x-forwarded-proto", value: `(?<proto>${SCHEME_CHARS})(?:\\s*,.*)?` },
  fh: { key: "x-forwarded-host", value: `(?<fh>${HOST_CHARS})(?:\\s*,.*)?` },
  host: { key: "host", value: `(?<host>${HOST_CHARS})` },
} as const;
type SegmentPart = keyof typeof HEADER_PATTERNS;
const SEGMENT_PARTS: readonly SegmentPart[] = ["proto", "fh", "host"];
const HOST_PART = new RegExp(`^${HOST_CHARS}$`);
const SCHEME_PART = new RegExp(`^${SCHEME_CHARS}$`);

/** Paths that are not a shop's: build assets, the image optimizer, the image pass-through and public files. */
const SHOP_PATHS = "/:path((?!_next/|media/|assets/).*)";

export type SiteRewrite = {
  source: string;
  destination: string;
  has?: { type: "header"; key: string; value: string }[];
  missing?: { type: "header"; key: string; value: string }[];
};

/**
 * The rewrites of next.config.ts. `beforeFiles` gives every request its shop segment, before the
 * file-system check, so that no public path (not even `/404`) reaches a route without its shop.
 * Next applies every matching beforeFiles rule in turn, so these are exclusive of each other (one
 * per combination of present headers) and exactly one applies. `afterFiles` then maps the public
 * `/Product/{id}` to its internal folder (see lib/routing.ts): only afterFiles rules honour
 * `caseSensitiveRoutes`, and `/product/{uuid}` must stay the product page.
 */
export function siteRewrites(): { beforeFiles: SiteRewrite[]; afterFiles: SiteRewrite[] } {
  // Most common first: a direct request, then behind a TLS proxy.
  const combinations: SegmentPart[][] = [["host"], ["proto", "host"], ["proto", "fh", "host"], ["fh", "host"], []];
  const header = (part: SegmentPart) => ({ type: "header" as const, ...HEADER_PATTERNS[part] });
  const prefixes = combinations.map((present) => {
    const segment = SEGMENT_PARTS.map((part) => (present.includes(part) ? `:${part}` : "")).join(SEPARATOR);
    const absent = SEGMENT_PARTS.filter((part) => !present.includes(part));
    return {
      source: SHOP_PATHS,
      destination: `/${segment}/:path`,
      ...(present.length > 0 ? { has: present.map(header) } : {}),
      ...(absent.length > 0 ? { missing: absent.map(header) } : {}),
    };
  });
  return { beforeFiles: prefixes, afterFiles: [{ source: "/:site/Product/:id", destination: "/:site/product-type/:id" }] };
}

/** The request headers a `[site]` segment carries, or null for a segment the rewrites cannot produce. */
function siteHeaders(site: string): HeaderSource | null {
  let text = site;
  try {
    if (text.includes("%")) text = decodeURIComponent(text);
  } catch {
    return null;
  }
  const parts = text.split(SEPARATOR);
  const [proto = "", forwardedHost = "", host = ""] = parts;
  const wellFormed =
    parts.length === 3 &&
    (proto === "" || SCHEME_PART.test(proto)) &&
    (forwardedHost === "" || HOST_PART.test(forwardedHost)) &&
    (host === "" || HOST_PART.test(host));
  if (!wellFormed) return null;
  const values: Record<string, string> = { "x-forwarded-proto": proto, "x-forwarded-host": forwardedHost, host };
  return { get: (name) => values[name.toLowerCase()] || null };
}

/**
 * The shop a `[site]` segment names, by the rules of resolveOrigin applied to its headers. The
 * settings are read only for a well-formed segment: the build renders placeholder segments, with
 * no settings to read.
 */
export function originOfSite(site: string, options: () => TenantOptions): TenantResolution {
  const headers = siteHeaders(site);
  return headers ? resolveOrigin(headers, options()) : { ok: false, status: 400, reason: "Malformed Host header" };
}

/** Host (with port) of an origin, e.g. for the `{site_name}` placeholder of policy texts. */
export function hostOf(origin: string): string {
  return new URL(origin).host;
}
