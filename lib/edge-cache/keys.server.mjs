// @ts-check
import { createHash } from "node:crypto";
import { UNCACHED_TAG } from "../page-cache/uncached.mjs";

/**
 * The tags a shared cache in front of the storefront (Varnish, Fastly, Cloudflare) reads from an
 * answer, and purges by: the page cache's own tags (lib/shop-api/core.server.ts `shopTag`:
 * `shop:<origin>` and `shop:<origin>:<resource>`) with the shop's origin written as a short hash, so
 * that every key names its shop (one shop's purge never touches another's) and holds no character a
 * cache reads as a separator. `shop:<origin>:product:<uuid>` becomes `shop:3f9a2c1d5e6b:product:<uuid>`.
 * Plain JavaScript: server.mjs (outside Next's bundle) and the revalidation webhook both use it.
 */

// scheme://host[:port], host a name or a bracketed IPv6 address; what follows is the resource.
const SHOP_TAG = /^shop:([a-z][a-z0-9+.-]*:\/\/(?:\[[0-9a-f:.]+\]|[^/:[\]\s]+)(?::\d{1,5})?)(?::(\S+))?$/i;
const SHOP_ID_LENGTH = 12;
/** Fastly's and Cloudflare's bound for the whole header is 16 KB; past it the answer is not shared. */
export const MAX_KEYS_HEADER_BYTES = 16_000;

/** @param {string} origin */
function shopId(origin) {
  return createHash("sha256").update(origin.toLowerCase()).digest("hex").slice(0, SHOP_ID_LENGTH);
}

/**
 * The edge key of one page-cache tag, or null for a tag that names no shop (Next's own, global data).
 * @param {string} tag
 * @returns {string | null}
 */
export function edgeKeyOf(tag) {
  const match = SHOP_TAG.exec(tag);
  if (!match || /[,\s]/.test(tag)) return null;
  const [, origin, resource] = match;
  // The pattern's first group is not optional: a match always has the origin.
  const shop = shopId(/** @type {string} */ (origin));
  return resource ? `shop:${shop}:${resource}` : `shop:${shop}`;
}

/**
 * The edge keys of a list of page-cache tags: each once, in order, tags of no shop left out.
 * @param {Iterable<string>} tags
 * @returns {string[]}
 */
export function edgeKeysOf(tags) {
  /** @type {Set<string>} */
  const keys = new Set();
  for (const tag of tags) {
    const key = edgeKeyOf(tag);
    if (key) keys.add(key);
  }
  return [...keys];
}

/** 206 and 304 answer for a 200 (a range of it, or a browser's copy still good). */
const SHARED_STATUSES = new Set([200, 206, 304]);

/** @param {unknown} cacheControl */
const directives = (cacheControl) =>
  String(cacheControl ?? "")
    .toLowerCase()
    .split(",")
    .map((part) => part.trim().split("=")[0])
    .filter(Boolean);

/**
 * Whether a shared cache may store an answer with this Cache-Control: `public` or `s-maxage` (Next's
 * pages with a revalidation time), and none of `private`, `no-store`, `no-cache`.
 * @param {unknown} cacheControl
 * @returns {boolean}
 */
export function sharedCacheable(cacheControl) {
  const names = directives(cacheControl);
  if (names.some((name) => name === "private" || name === "no-store" || name === "no-cache")) return false;
  return names.includes("public") || names.includes("s-maxage");
}

/**
 * What an answer adds for the edge, from its Cache-Control and the page-cache tags it was built from:
 * - `headers`: `Surrogate-Key` (space-separated: Varnish xkey, Fastly) and `Cache-Tag`
 *   (comma-separated: Cloudflare), for an answer a shared cache may store that names a shop's data;
 * - `cacheControl`: a replacement that keeps the answer out of shared caches, for a page Next marked
 *   cacheable (`s-maxage`) whose tags are not known (or too many to send): stored without them, no
 *   purge would reach it;
 * - nothing for private answers, or shared ones that hold no shop data (built assets, images);
 * - `no-store` and no keys for any other status than 200 (or a 206 or 304 of a 200): a 404, a
 *   redirect or an error kept at the edge is junk anyone can mint by the URL (Next gives a 404
 *   page its layout's revalidation time), nor for a page its render marked not to be kept
 *   (UNCACHED_TAG: states too many to keep).
 * A page Next sends stale (`stale`: its revalidation time is over, a fresh render is on its way)
 * keeps its Cache-Control but for `s-maxage=1`: Next gives it the full window again, and the edge
 * would keep the old page that long after the storefront has the new one.
 * @param {unknown} cacheControl
 * @param {Iterable<string>} tags
 * @param {{ stale?: boolean; status?: number }} [options]
 * @returns {{ headers?: { "surrogate-key": string; "cache-tag": string }; cacheControl?: string }}
 */
export function edgeHeadersFor(cacheControl, tags, { stale = false, status = 200 } = {}) {
  if (!sharedCacheable(cacheControl)) return {};
  if (!SHARED_STATUSES.has(status)) return { cacheControl: "no-store" };
  const all = [...tags];
  if (all.includes(UNCACHED_TAG)) return { cacheControl: "no-store" };
  const keys = edgeKeysOf(all);
  const tooLong = keys.join(" ").length > MAX_KEYS_HEADER_BYTES;
  if (keys.length === 0 || tooLong)
    return directives(cacheControl).includes("s-maxage") ? { cacheControl: "no-store" } : {};
  const headers = { "surrogate-key": keys.join(" "), "cache-tag": keys.join(",") };
  const shortened = String(cacheControl).replace(/\bs-maxage=\d+/i, "s-maxage=1");
  return stale && shortened !== String(cacheControl) ? { headers, cacheControl: shortened } : { headers };
}
