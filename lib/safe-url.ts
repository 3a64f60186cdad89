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

/**
 * `value` as a path of this shop (with its query and fragment), normalised; null for anything that could
 * leave it. Judged on what a browser or router is handed, the normalised path (`/..//host` and `/.//host`
 * become `//host`), and again on the text percent-decoded once and twice, since a router or a later
 * redirect may decode it (`/%2e%2e//host`, `/%2E%2E/%2F` and `/%5Chost` are `//host` then). Every place
 * that sends the shopper to a path it did not write itself (a return path, a link from the shop API, a
 * link the browser's router follows) goes through here.
 */
export function shopPath(value: string): string | null {
  if (!value.startsWith("/") || value.length > MAX_PATH || !staysOnShop(value)) return null;
  // The query cannot change the host.
  let path = pathnameOf(value);
  for (let decodings = 0; decodings < 2; decodings++) {
    const decoded = decodedOnce(path);
    if (!staysOnShop(decoded)) return null;
    path = decoded;
  }
  const url = new URL(value, SHOP_BASE);
  return url.pathname + url.search + url.hash;
}

// A return path rides in a query; nothing of the shop's own is near this long.
const MAX_PATH = 2000;

function staysOnShop(text: string): boolean {
  // Browsers read `\` as `/` and drop tabs and newlines: `/\host` and `/<tab>/host` are `//host`.
  if (/[\\\u0000-\u001f\u007f]/.test(pathnameOf(text))) return false;
  let url: URL;
  try {
    url = new URL(text, SHOP_BASE);
  } catch {
    return false;
  }
  return url.origin === SHOP_BASE && !/^\/[/\\]/.test(url.pathname);
}

/** Every escape that decodes, decoded; a malformed one (a lone `%`) left as it is, as lenient decoders do. */
function decodedOnce(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });
}

/** The path of a path with a query or fragment, as written. */
export function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0]!;
}

/** A path on the shop itself (`/catagory/…`), normalised; null for anything that could leave it. */
export function safeShopPath(value: string | null | undefined): string | null {
  return shopPath(value?.trim() ?? "");
}

/** A link the shop chose (a hero slide's): a path on the shop or an absolute http(s) URL; null otherwise. */
export function safeLink(value: string | null | undefined): string | null {
  return safeShopPath(value) ?? safeExternalUrl(value);
}
