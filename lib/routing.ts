/**
 * Public paths versus the app's internal route tree (edge-safe, pure).
 *
 * Every page and browser-facing route handler lives under `app/[site]/…`; the middleware prefixes
 * each request path with the encoded shop origin. A few public paths map to internal names:
 * `/Product/{id}` (product-type listing) is served by `product-type/[id]` because `/product/{uuid}`
 * (product detail) must not share a folder name that differs only in case.
 */

/** Routes that need a signed-in customer; anyone else is sent to `/` before any HTML. */
export const LOGIN_REQUIRED_PATHS = [
  "/profile",
  "/ProductSubmission",
  "/order-summary",
  "/stripe/check-out",
  "/stripe/session-status",
  "/order-receipt",
] as const;

const PRODUCT_TYPE_PUBLIC = "/Product/";
const PRODUCT_TYPE_INTERNAL = "/product-type/";
/** Where the middleware sends public paths that name an internal folder directly. */
export const NOT_FOUND_PATH = "/404";

export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The path inside `app/[site]` that serves a public path. */
export function internalPath(pathname: string): string {
  if (pathname.startsWith(PRODUCT_TYPE_INTERNAL) || pathname === PRODUCT_TYPE_INTERNAL.slice(0, -1)) {
    return NOT_FOUND_PATH; // only reachable as /Product/{id}
  }
  if (pathname.startsWith(PRODUCT_TYPE_PUBLIC)) {
    return PRODUCT_TYPE_INTERNAL + pathname.slice(PRODUCT_TYPE_PUBLIC.length);
  }
  return pathname;
}
