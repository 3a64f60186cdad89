/**
 * Absolute URLs on a shop's own origin, for canonical links, OpenGraph, JSON-LD and the sitemap.
 * Every shop is served from its own origin, so these are built from the origin of the `[site]`
 * segment, never from a configured base URL.
 */

/** `path` (starting with "/") or an absolute http(s) URL, as an absolute URL on `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return new URL(path.startsWith("/") ? path : `/${path}`, origin).href;
}
