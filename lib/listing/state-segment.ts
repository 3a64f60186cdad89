import { DEFAULT_LISTING_STATE, buildListingQuery, parseListingQuery, type ListingState } from "./query";
import { NOT_FOUND_PATH, decodeSegment, internalPath } from "@/lib/routing";

/*
 * The listing state segment, written and read here only (edge-safe, pure; docs/adr/0002-listing-state-path-segment.md).
 * The middleware moves a listing's filters and page from the query into one more path segment
 * (`/catagory/Men_Wear/1?page=2&checked=3` is served as `/catagory/Men_Wear/1/~checked=3&page=2`), and the listing
 * routes read their state from that segment, never from searchParams: every state is a page Next can cache (ISR).
 */

/**
 * First character of the segment that carries a listing's state. Only the middleware writes such segments; a
 * public path that holds one is not found, so each state has one URL.
 */
const PREFIX = "~";

// Category `/catagory/{name}/{id}`, product type `/Product/{id}`, mega-menu option `/{label}/{id}`.
const LISTING_PATH = /^\/(?:catagory\/[^/]+\/\d+|Product\/\d+|[^/]+\/\d+)$/;
/** Two-segment routes of their own (`/{folder}/{id}`) that are not option listings. */
const NOT_OPTION_LISTINGS = new Set(["articles", "BlogDetail", "product", "product-type"]);

/**
 * A listing request whose query holds filters or a page, as the path with its canonical state in one more segment.
 * Null when the path is not a listing's or the query holds no listing state.
 */
export function listingStatePath(pathname: string, search: URLSearchParams): string | null {
  if (search.keys().next().done) return null; // no query, no state (most requests)
  const segments = pathname.split("/");
  if (!LISTING_PATH.test(pathname) || (segments.length === 3 && NOT_OPTION_LISTINGS.has(segments[1] ?? "")))
    return null;
  const query = buildListingQuery(parseListingQuery(search));
  return query ? `${pathname}/${PREFIX}${query}` : null;
}

/** The path inside `app/[site]` that serves a public request: what the middleware rewrites to (the router then adds
 * the shop segment in front). */
export function routedPath(pathname: string, search: URLSearchParams): string {
  // A segment that starts with the prefix (the path always starts with "/").
  if (pathname.includes(`/${PREFIX}`)) return NOT_FOUND_PATH;
  return internalPath(listingStatePath(pathname, search) ?? pathname);
}

/**
 * The listing state of the segments after a listing route's name and id: none is the plain listing, one
 * `~{query}` segment is a state, anything else is a path no listing has (null: not found).
 */
export function stateFromSegments(segments: readonly string[]): ListingState | null {
  if (segments.length === 0) return DEFAULT_LISTING_STATE;
  const [segment] = segments;
  if (segments.length !== 1 || !segment?.startsWith(PREFIX)) return null;
  return parseListingQuery(new URLSearchParams(decodeSegment(segment).slice(PREFIX.length)));
}
