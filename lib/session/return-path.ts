/**
 * The sign-in page and where it sends the customer back to. `next` comes from the address bar, so it
 * is kept only as a path of this shop: an absolute URL, a protocol-relative `//host` or a backslash
 * spelling that browsers read as one would send a customer to another site after signing in.
 */

export const SIGN_IN_PATH = "/sign-in";

const HOME = "/";
const BASE = "http://shop.invalid";

/** `value` when it is a path of this shop (with its query), else `/`. */
export function returnPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return HOME;
  // Browsers treat `\` as `/` and drop tabs and newlines: `/\evil.example` is `//evil.example`.
  if (/[\\\u0000-\u001f\u007f]/.test(value) || value.startsWith("//")) return HOME;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return HOME;
  }
  if (url.origin !== BASE) return HOME;
  const path = `${url.pathname}${url.search}`;
  // Back to the sign-in page would only show the form again.
  return url.pathname === SIGN_IN_PATH ? HOME : path;
}

/**
 * A page's own address for its return path: `pathname` with the query values the page is drawn from
 * (`{ reference: "12" }` gives `?reference=12`), in the order given; absent ones are left out.
 */
export function pagePath(pathname: string, query: Record<string, string | string[] | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of typeof value === "string" ? [value] : (value ?? [])) search.append(key, one);
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/** The sign-in page's address, returning to `next` afterwards (the page keeps it only as a path of this shop). */
export function signInHref(next: string): string {
  return next === HOME || next.startsWith(SIGN_IN_PATH)
    ? SIGN_IN_PATH
    : `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
}
