/**
 * Which shop a request is for. A shop is its origin (`scheme://host[:port]`), resolved from the
 * request headers, which reach the app as its first route segment (`app/[site]/…`).
 *
 * Edge-safe: no Node APIs.
 */

export type TenantOptions = {
  /** Believe X-Forwarded-Host / X-Forwarded-Proto (the last value of each, the trusted proxy's). */
  trustProxy: boolean;
  /** `host` or `host:port` entries, lower case; empty allows any host. */
  allowedHosts: readonly string[];
};

export type HeaderSource = { get(name: string): string | null };

export type TenantResolution =
  { ok: true; origin: string; host: string } | { ok: false; status: 400 | 421; reason: string };

// Lower-case DNS name, IPv4 address or bracketed IPv6 literal, then an optional port.
const HOST_HEADER =
  /^(?<name>[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(?<port>\d{1,5}))?$/;

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

/** The entry the nearest proxy added: the one end of a forwarded list a trusted proxy vouches for (as for X-Forwarded-For). */
function lastValue(header: string | null): string | undefined {
  const last = header?.split(",").at(-1)?.trim();
  return last ? last : undefined;
}

/**
 * The host a trusted proxy names in X-Forwarded-Host (the last entry, the one it added); none without
 * TRUST_PROXY. The shop of a request and the Origin check of a Server Action both read this one.
 */
export function forwardedHost(headers: HeaderSource, trustProxy: boolean): string | undefined {
  return trustProxy ? lastValue(headers.get("x-forwarded-host")) : undefined;
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

/**
 * Is an origin (`scheme://host[:port]`, as URL writes it) in a list of `host` or `host:port`
 * entries? A bare host is its scheme's default port only (80 for http, 443 for https).
 */
export function originInList(origin: string, entries: readonly string[]): boolean {
  const url = new URL(origin);
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return entries.some((entry) => entry === url.host || entry === `${url.hostname}:${port}`);
}

function originAllowed(origin: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.length === 0 || originInList(origin, allowedHosts);
}

/** `scheme://host` → its host (with port), as URL writes it. */
function hostOfOrigin(origin: string): string {
  return origin.slice(origin.indexOf("//") + 2);
}

/**
 * The origin a request's headers name, in its canonical form, before ALLOWED_HOSTS. Without
 * trustProxy the scheme is http and the host is the Host header: the X-Forwarded-* headers are
 * client-controlled unless a proxy overwrites them.
 */
function canonicalOrigin(headers: HeaderSource, trustProxy: boolean): TenantResolution {
  const forwardedProto = trustProxy ? lastValue(headers.get("x-forwarded-proto"))?.toLowerCase() : undefined;
  const host = (forwardedHost(headers, trustProxy) ?? firstValue(headers.get("host")))?.toLowerCase();
  if (!host) return { ok: false, status: 400, reason: "Missing Host header" };
  const origin = normaliseOrigin(forwardedProto ?? "http", host);
  if (!origin) return { ok: false, status: 400, reason: "Malformed Host header" };
  return { ok: true, origin, host: hostOfOrigin(origin) };
}

function allowed(resolution: TenantResolution, allowedHosts: readonly string[]): TenantResolution {
  if (resolution.ok && !originAllowed(resolution.origin, allowedHosts))
    return { ok: false, status: 421, reason: "This host is not served here" };
  return resolution;
}

/** The shop origin of a request: its canonical origin, if ALLOWED_HOSTS lets it in. */
export function resolveOrigin(headers: HeaderSource, options: TenantOptions): TenantResolution {
  return allowed(canonicalOrigin(headers, options.trustProxy), options.allowedHosts);
}

/*
 * The shop's segment is its canonical origin, `{scheme},{host}` (`http,localhost:3000`), so that
 * each shop is one set of cached pages however a request spells it. Next's own router (the
 * `rewrites` of next.config.ts) puts it in front of every path before any route runs: an Edge
 * middleware doing so for every request cost more than the rest of a cached page's answer
 * (BENCHMARKS.md). The router can only copy header values, not transform them, and its rules are
 * fixed at build time while TRUST_PROXY is read at start, so:
 * - a request whose Host is already canonical for http and that carries no forwarded header (what
 *   a browser sends to the shop directly) is prefixed with `http,{Host}` by the router alone;
 * - any other request runs the middleware (its matcher is the exact complement, see
 *   middleware.ts), which works out the canonical origin with the settings and hands it to the
 *   router in the SITE_HEADER request header. A client cannot forge that header: a request that
 *   carries it always runs the middleware, which overwrites it.
 */

/** Request header through which the middleware gives the router a request's canonical segment. */
export const SITE_HEADER = "x-storefront-site";

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
/**
 * A Host header that URL would leave as it is for http: lower case, a DNS name whose last label does
 * not read as a number (URL would take it for an IPv4 address) or a dotted-quad IPv4 address without
 * leading zeros, and a port without leading zeros that is not 80. (Anything else, IPv6 literals
 * included, goes through the middleware.) middleware.ts repeats it literally in its matcher.
 */
export const CANONICAL_HTTP_HOST = `(?:(?:${LABEL}\\.)*(?!(?:[0-9]+|0x[0-9a-f]*)(?::|$))${LABEL}|(?:${OCTET}\\.){3}${OCTET})(?::(?!80$)[1-9][0-9]{0,4})?`;
const CANONICAL_HTTP_HOST_PATTERN = new RegExp(`^${CANONICAL_HTTP_HOST}$`);
const SEPARATOR = ",";
const SEGMENT_HOST = "[a-z0-9.:\\[\\]-]+";
const SEGMENT_PATTERN = new RegExp(`^(https?)${SEPARATOR}(${SEGMENT_HOST})$`);

/** Paths that are not a shop's: build assets, the image optimizer, the image pass-through and public files. */
const NOT_SHOP_PATHS = ["_next/", "media/", "assets/"] as const;
const SHOP_PATHS = `/:path((?!${NOT_SHOP_PATHS.join("|")}).*)`;

/** Does the router give this path a shop segment? */
export function isShopPath(pathname: string): boolean {
  return !NOT_SHOP_PATHS.some((prefix) => pathname.startsWith(`/${prefix}`));
}

export type SiteRewrite = {
  source: string;
  destination: string;
  has?: { type: "header"; key: string; value: string }[];
  missing?: { type: "header"; key: string; value?: string }[];
};

/** The segment of a canonical origin. */
export function siteSegment(origin: string): string {
  return origin.replace("://", SEPARATOR);
}

/**
 * True when the router alone prefixes this request (see above): canonical http Host, and no
 * forwarded or SITE_HEADER header (an empty header counts as none, as in Next's matcher).
 */
function routerPrefixes(headers: HeaderSource): boolean {
  const host = headers.get("host");
  return (
    !!host &&
    CANONICAL_HTTP_HOST_PATTERN.test(host) &&
    !headers.get("x-forwarded-host") &&
    !headers.get("x-forwarded-proto") &&
    !headers.get(SITE_HEADER)
  );
}

/** Headers a client may write and only a trusted proxy overwrites. */
const PROXY_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-for"] as const;

export type ForwardedHeaders = { ok: true; headers: Headers | null } | { ok: false; status: 400 | 421; reason: string };

/**
 * The request headers the middleware hands on to the router: SITE_HEADER holds the canonical
 * segment, and without TRUST_PROXY the X-Forwarded-* headers are dropped (a client wrote them; Next
 * then fills them in from the connection, the client's address included); with it, X-Forwarded-Host is
 * its trusted entry alone. `headers` is null when
 * nothing needs to change (the router prefixes the request alone).
 */
export function forwardedRequestHeaders(headers: Headers, trustProxy: boolean): ForwardedHeaders {
  const site = canonicalOrigin(headers, trustProxy);
  if (!site.ok) return site;
  const untrusted = trustProxy ? [] : PROXY_HEADERS.filter((name) => headers.has(name));
  if (untrusted.length === 0 && routerPrefixes(headers)) return { ok: true, headers: null };
  const next = new Headers(headers);
  for (const name of untrusted) next.delete(name);
  // Next checks a Server Action's Origin against the first entry: handed on, the trusted one is the only one.
  const host = forwardedHost(headers, trustProxy);
  if (host) next.set("x-forwarded-host", host);
  next.set(SITE_HEADER, siteSegment(site.origin));
  return { ok: true, headers: next };
}

/**
 * The rewrites of next.config.ts. `beforeFiles` gives every request its shop segment, before the
 * file-system check, so that no public path (not even `/404`) reaches a route without its shop.
 * Next applies every matching beforeFiles rule in turn, so the two exclude each other. `afterFiles`
 * then maps the public `/Product/{id}` to its internal folder (see lib/routing.ts): only afterFiles
 * rules honour `caseSensitiveRoutes`, and `/product/{uuid}` must stay the product page.
 */
export function siteRewrites(): { beforeFiles: SiteRewrite[]; afterFiles: SiteRewrite[] } {
  const direct: SiteRewrite = {
    source: SHOP_PATHS,
    destination: `/http${SEPARATOR}:host/:path`,
    has: [{ type: "header", key: "host", value: `(?<host>${CANONICAL_HTTP_HOST})` }],
    missing: [
      { type: "header", key: "x-forwarded-host" },
      { type: "header", key: "x-forwarded-proto" },
      { type: "header", key: SITE_HEADER },
    ],
  };
  const normalised: SiteRewrite = {
    source: SHOP_PATHS,
    destination: "/:site/:path",
    has: [{ type: "header", key: SITE_HEADER, value: `(?<site>https?${SEPARATOR}${SEGMENT_HOST})` }],
  };
  return {
    beforeFiles: [direct, normalised],
    afterFiles: [{ source: "/:site/Product/:id", destination: "/:site/product-type/:id" }],
  };
}

const NOT_A_SEGMENT: TenantResolution = { ok: false, status: 400, reason: "Malformed Host header" };

/**
 * The shop a `[site]` segment names. Only a canonical segment names one, so no other spelling of a
 * shop renders (or caches) its pages. The settings are read only for a well-formed segment: the
 * build renders placeholder segments, with no settings to read.
 */
export function originOfSite(site: string, options: () => TenantOptions): TenantResolution {
  let text = site;
  try {
    if (text.includes("%")) text = decodeURIComponent(text);
  } catch {
    return NOT_A_SEGMENT;
  }
  const match = SEGMENT_PATTERN.exec(text);
  if (!match) return NOT_A_SEGMENT;
  const [, scheme = "", host = ""] = match;
  const origin = normaliseOrigin(scheme, host);
  if (origin !== `${scheme}://${host}`) return NOT_A_SEGMENT;
  const settings = options();
  // Only the middleware writes https, and only from a trusted proxy's header.
  if (scheme === "https" && !settings.trustProxy) return NOT_A_SEGMENT;
  return allowed({ ok: true, origin, host }, settings.allowedHosts);
}

/** Host (with port) of an origin, e.g. for the `{site_name}` placeholder of policy texts. */
export function hostOf(origin: string): string {
  return new URL(origin).host;
}
