import { pathnameOf, shopPath } from "@/lib/safe-url";

/**
 * Where a signed-out visitor is sent and where signing in brings them back to. `next` comes from the
 * address bar, so it is kept only as a path of this shop (shopPath): anything a browser reads as
 * another site would send a customer there after signing in.
 */

export const SIGN_IN_PATH = "/sign-in";
export const HOME = "/";
/** The query key of the return path, on home and on the sign-in page. */
export const NEXT_PARAM = "next";

/** `value` when it is a path of this shop (with its query), else `/`. */
export function returnPath(value: unknown): string {
  const path = typeof value === "string" ? shopPath(value)?.split("#")[0] : null;
  // Back to the sign-in page would only show the form again.
  return !path || pathnameOf(path) === SIGN_IN_PATH ? HOME : path;
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
  return withNext(SIGN_IN_PATH, next);
}

/**
 * Where a signed-out visitor of a login-required route, or one whose session the shop refused (401), is
 * sent: home, as the spec says, with where they were going as `next` (home opens the sign-in modal and
 * goes there after signing in; without JavaScript its login link carries `next` to the sign-in page).
 */
export function homeHref(next: string): string {
  return withNext(HOME, next);
}

function withNext(page: string, next: string): string {
  const pathname = pathnameOf(next);
  return pathname === HOME || pathname === SIGN_IN_PATH ? page : `${page}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
