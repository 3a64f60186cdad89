/**
 * Public paths versus the app's internal route tree (edge-safe, pure).
 *
 * Every page and browser-facing route handler lives under `app/[site]/…`; Next's router prefixes
 * each request path with the shop's segment (lib/tenant.ts). A few public paths map to internal
 * names: `/Product/{id}` (product-type listing) is served by `product-type/[...path]` because
 * `/product/{uuid}` (product detail) must not share a folder name that differs only in case (the
 * router's rewrites map it; the middleware maps it when it rewrites a listing's query).
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

// Built once: the middleware asks on every guarded request.
const LOGIN_REQUIRED = LOGIN_REQUIRED_PATHS.map((path) => ({ path, prefix: `${path}/` }));

export function isLoginRequired(pathname: string): boolean {
  return LOGIN_REQUIRED.some(({ path, prefix }) => pathname === path || pathname.startsWith(prefix));
}

/** True when a segment of the path holds a percent-escape that is not valid UTF-8 (`%E0%A4%A`, `%zz`). */
export function hasMalformedEscape(pathname: string): boolean {
  if (!pathname.includes("%")) return false;
  try {
    for (const segment of pathname.split("/")) decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
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

/** A route segment decoded once; a malformed escape is kept as it is rather than throwing. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The category name of a listing route for its breadcrumb: only the first underscore becomes a space. */
export function categoryLabel(name: string): string {
  return name.replace("_", " ");
}

/** One path segment, encoded so that no label can add a segment or climb out with "." or "..". */
function pathSegment(text: string, fallback: string): string {
  const segment = encodeURIComponent(text);
  if (segment === "") return fallback;
  return segment === "." || segment === ".." ? segment.replaceAll(".", "%2E") : segment;
}

/** Mega-menu option link: `/{label with its first space replaced by a hyphen}/{option_id}`. */
export function optionHref(label: string, optionId: number): string {
  return `/${pathSegment(label.trim().replace(" ", "-"), "option")}/${optionId}`;
}

/** Category link: `/catagory/{fk_column_name}/{setting_id}` (the path's spelling is the contract's). */
export function categoryHref(fkColumnName: string, settingId: number): string {
  return `/catagory/${pathSegment(fkColumnName, "category")}/${settingId}`;
}

export function productTypeHref(productType: number): string {
  return `${PRODUCT_TYPE_PUBLIC}${productType}`;
}

export function productHref(uuid: string): string {
  return `/product/${encodeURIComponent(uuid)}`;
}

export function blogPostHref(blogId: number): string {
  return `/BlogDetail/${blogId}`;
}

/** `/articles` for the first page (its canonical URL), `/articles/page/N` after it. */
export function blogListHref(page: number): string {
  return page > 1 ? `/articles/page/${page}` : "/articles";
}

/** A draft's 'Click to Proceed': `/order-summary/?order_id={id}`, with the slash the spec writes. */
export function proceedHref(saleOrderId: number): string {
  return `/order-summary/?order_id=${saleOrderId}`;
}

/** The order summary, for an order whose payment is to be chosen again, or for the cart. */
export function orderSummaryHref(saleOrderId?: number | null): string {
  return saleOrderId ? `/order-summary?order_id=${saleOrderId}` : "/order-summary";
}

export function orderReceiptHref(saleOrderId: number | null): string {
  return `/order-receipt?reference=${saleOrderId}`;
}

export function trackOrderHref(orderNumber: string, trackingNo: string): string {
  return `/track-order?${new URLSearchParams({ order_no: orderNumber, tracking_no: trackingNo }).toString()}`;
}
