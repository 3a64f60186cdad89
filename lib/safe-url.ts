/**
 * Links that come from the shop API (social links, slide URLs) are only rendered when they are
 * plain http(s) URLs or paths on the shop itself: a `javascript:` or `data:` link from a compromised
 * backend must not run, and a path must not be one a browser reads as another host (`//host`,
 * `/\host`). What is rendered is the URL as URL normalises it, never the raw text.
 */

// Checked on the raw text: URL parsing would quietly repair `https:/\host` and similar tricks.
const ABSOLUTE_HTTP = /^https?:\/\/[^/\\]/i;
const SHOP_BASE = "http://shop.invalid";

/** An absolute http(s) URL without credentials, normalised; null otherwise. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (!ABSOLUTE_HTTP.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // `https://facebook.com@evil.example` reads as facebook.com but leads elsewhere.
  if (url.username !== "" || url.password !== "") return null;
  return url.href;
}

/** A path on the shop itself (`/catagory/…`), normalised; null for anything that could leave it. */
export function safeShopPath(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (!trimmed.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, SHOP_BASE);
  } catch {
    return null;
  }
  // `//host`, `/\host` and `/<tab>/host` all resolve to another origin.
  if (url.origin !== SHOP_BASE) return null;
  return url.pathname + url.search + url.hash;
}

/** A link the shop chose (a hero slide's): a path on the shop or an absolute http(s) URL; null otherwise. */
export function safeLink(value: string | null | undefined): string | null {
  return safeShopPath(value) ?? safeExternalUrl(value);
}
