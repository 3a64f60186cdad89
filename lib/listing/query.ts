/**
 * Listing state in the URL: the checked options, the price and discount ranges and the
 * page live in the query string, so a filtered page is a shareable link and renders on the server.
 *
 * Query names are the ones an HTML GET form produces, so filters also work without JavaScript:
 * `checked=12&checked=15&price_min=10&price_max=250&discount_min=5&discount_max=40&page=2`.
 * Parsing tolerates junk: values that are not plain numbers are ignored, negative bounds become 0,
 * a discount above 100 becomes 100, bounds given the wrong way round are swapped (whoever typed
 * 250–10 meant the range between them), and a bad page is page 1. Building emits a canonical
 * string: fixed order, sorted unique ids, defaults omitted, so equal states give equal URLs.
 */

/** A range filter. `min` 0 is the sliders' floor; `max` null is an open upper bound. */
export type NumericRange = { min: number; max: number | null };

export type ListingState = {
  checked: number[];
  price: NumericRange | null;
  discount: NumericRange | null;
  page: number;
};

/** Every query name a listing reads (the middleware moves them into the path, see lib/routing.ts). */
export const LISTING_QUERY_KEYS = [
  "checked",
  "price_min",
  "price_max",
  "discount_min",
  "discount_max",
  "page",
] as const;

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** What a listing is narrowed to, from its route. */
export type ListingScope =
  | { kind: "category"; settingId: number } // /catagory/{name}/{setting_id}
  | { kind: "option"; optionId: number } // /{label}/{option_id}, from the mega-menu
  | { kind: "productType"; productType: number } // /Product/{id}
  | { kind: "all" };

/** Body of `POST /api/products` (CONTRACT.md, "Product listing"); the page goes in the query. */
export type ProductsRequestBody = {
  attribute?: number;
  checked?: number[];
  price?: { min: number; max: number | null };
  discount?: { min: number; max: number | null };
  product_type?: number;
};

export const DEFAULT_LISTING_STATE: ListingState = { checked: [], price: null, discount: null, page: 1 };

/** More checked options than any attribute list holds is abuse, not a filter. */
const MAX_CHECKED = 100;
const MAX_DISCOUNT = 100;

const DECIMAL = /^-?\d+(\.\d+)?$/;
const POSITIVE_INTEGER = /^\d+$/;

function valuesOf(params: SearchParamsInput, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function firstNumber(params: SearchParamsInput, name: string): number | null {
  const raw = valuesOf(params, name)[0]?.trim();
  if (raw === undefined || !DECIMAL.test(raw)) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function parseChecked(params: SearchParamsInput): number[] {
  // Repeated names (forms) and comma lists (hand-written links) both work.
  const ids = valuesOf(params, "checked")
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => POSITIVE_INTEGER.test(value))
    .map(Number)
    .filter((id) => id > 0 && Number.isSafeInteger(id));
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_CHECKED);
}

function normaliseRange(min: number | null, max: number | null, ceiling: number): NumericRange | null {
  const low = min === null ? 0 : Math.min(Math.max(min, 0), ceiling);
  const high = max === null ? null : Math.min(Math.max(max, 0), ceiling);
  if (high === null) return low === 0 ? null : { min: low, max: null };
  return low > high ? { min: high, max: low } : { min: low, max: high };
}

function parseRange(params: SearchParamsInput, prefix: string, ceiling: number): NumericRange | null {
  return normaliseRange(firstNumber(params, `${prefix}_min`), firstNumber(params, `${prefix}_max`), ceiling);
}

function parsePage(params: SearchParamsInput): number {
  const raw = valuesOf(params, "page")[0]?.trim();
  if (raw === undefined || !POSITIVE_INTEGER.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function parseListingQuery(params: SearchParamsInput): ListingState {
  return {
    checked: parseChecked(params),
    price: parseRange(params, "price", Number.POSITIVE_INFINITY),
    discount: parseRange(params, "discount", MAX_DISCOUNT),
    page: parsePage(params),
  };
}

function appendRange(pairs: [string, string][], prefix: string, range: NumericRange | null, ceiling: number): void {
  const normal = range && normaliseRange(range.min, range.max, ceiling);
  if (!normal) return;
  if (normal.min > 0) pairs.push([`${prefix}_min`, String(normal.min)]);
  if (normal.max !== null) pairs.push([`${prefix}_max`, String(normal.max)]);
}

/** The canonical query string of a state, without the leading "?"; "" for the default state. */
export function buildListingQuery(state: ListingState): string {
  const pairs: [string, string][] = [];
  const checked = [...new Set(state.checked.filter((id) => Number.isSafeInteger(id) && id > 0))].sort((a, b) => a - b);
  for (const id of checked) pairs.push(["checked", String(id)]);
  appendRange(pairs, "price", state.price, Number.POSITIVE_INFINITY);
  appendRange(pairs, "discount", state.discount, MAX_DISCOUNT);
  if (Number.isSafeInteger(state.page) && state.page > 1) pairs.push(["page", String(state.page)]);
  return new URLSearchParams(pairs).toString();
}

/**
 * Whether a state's page is kept (page cache and edge): the plain listing and one checked option, on
 * any page. Ranges and several options make more states than anyone links twice (each slider
 * position is one), and a crowd asking for them would fill memory: those are rendered each time.
 * `fixedChecked`: the options a listing's route checks itself (a mega-menu option's own).
 */
export function isCachedListingState(state: ListingState, fixedChecked: readonly number[] = []): boolean {
  const chosen = state.checked.filter((id) => !fixedChecked.includes(id));
  return state.price === null && state.discount === null && chosen.length <= 1;
}

/** `pathname` with the state's query, e.g. for links and `router.push`. */
export function listingHref(pathname: string, state: ListingState): string {
  const query = buildListingQuery(state);
  return query ? `${pathname}?${query}` : pathname;
}

// Filter changes go back to page 1: the old page number means nothing for a new result set.

export function toggleChecked(state: ListingState, optionId: number): ListingState {
  const checked = state.checked.includes(optionId)
    ? state.checked.filter((id) => id !== optionId)
    : [...state.checked, optionId];
  return { ...state, checked, page: 1 };
}

export function withRange(state: ListingState, filter: "price" | "discount", range: NumericRange | null): ListingState {
  return { ...state, [filter]: range, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

/**
 * The body of `POST /api/products` for a state on a route. An option listing always keeps its own
 * option checked (the route id is the filter); empty filters are left out rather than sent empty.
 */
export function toProductsRequest(state: ListingState, scope: ListingScope): ProductsRequestBody {
  const body: ProductsRequestBody = {};
  if (scope.kind === "category") body.attribute = scope.settingId;
  if (scope.kind === "productType") body.product_type = scope.productType;
  const checked =
    scope.kind === "option" ? [...new Set([scope.optionId, ...state.checked])].sort((a, b) => a - b) : state.checked;
  if (checked.length > 0) body.checked = checked;
  if (state.price) body.price = { min: state.price.min, max: state.price.max };
  if (state.discount) body.discount = { min: state.discount.min, max: state.discount.max };
  return body;
}

/** `last_page` as a usable number: at least 1, like the contract promises. */
function toLastPage(lastPage: number): number {
  return Number.isFinite(lastPage) && lastPage >= 1 ? Math.floor(lastPage) : 1;
}

/** A page number within 1..lastPage (the spec's pager is clamped to last_page). */
export function clampPage(page: number, lastPage: number): number {
  const last = toLastPage(lastPage);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.floor(page), 1), last);
}

/**
 * The page numbers the pager shows: a window of `size` pages around the current one, slid inwards
 * at either end so it always shows `size` pages when there are that many.
 */
export function pagerWindow(current: number, last: number, size = 5): number[] {
  const lastPage = toLastPage(last);
  const width = Math.max(1, Math.floor(size));
  const page = clampPage(current, lastPage);
  const start = Math.min(Math.max(page - Math.floor(width / 2), 1), Math.max(lastPage - width + 1, 1));
  const end = Math.min(start + width - 1, lastPage);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** What a listing's own answer bounds its states by. */
export type ListingBounds = {
  /** Option ids a state may check: the options the listing's sidebar offers. */
  optionIds: readonly number[];
  /** The sliders' tops in whole units (0 when the listing's scope is empty). */
  priceCeiling: number;
  discountCeiling: number;
  /** The last page of the state's own filters. */
  lastPage: number;
};

/** A range in whole units within 0..ceiling, as the sliders give it: a bound at an end is no bound. */
function boundedRange(range: NumericRange | null, ceiling: number): NumericRange | null {
  if (!range || !(ceiling > 0)) return null;
  const low = Math.min(Math.max(Math.floor(range.min), 0), ceiling);
  const high = range.max === null ? ceiling : Math.min(Math.max(Math.ceil(range.max), 0), ceiling);
  const [min, max] = low <= high ? [low, high] : [high, low];
  if (min <= 0 && max >= ceiling) return null;
  return { min, max: max >= ceiling ? null : max };
}

/**
 * The state a listing can show, within its bounds: only options it offers, ranges within the
 * sliders' ends in whole units (a fractional bound widened to the next one), the page within its
 * last one. With buildListingQuery's canonical form, this leaves junk no way to a page of its own. The
 * last page belongs to the filters asked for, so a state whose filters change keeps its page (the
 * answer for the new filters clamps it).
 */
export function boundedListingState(state: ListingState, bounds: ListingBounds): ListingState {
  const offered = new Set(bounds.optionIds);
  const filters = {
    checked: state.checked.filter((id) => offered.has(id)),
    price: boundedRange(state.price, bounds.priceCeiling),
    discount: boundedRange(state.discount, Math.min(bounds.discountCeiling, MAX_DISCOUNT)),
  };
  const sameFilters = buildListingQuery({ ...filters, page: 1 }) === buildListingQuery({ ...state, page: 1 });
  return { ...filters, page: sameFilters ? clampPage(state.page, bounds.lastPage) : state.page };
}

export type PaginationSummary = { from: number | null; to: number | null; total: number; last_page: number };

/** 'Showing {from} to {to} of {total}', shown only when there is more than one page. */
export function showingText({ from, to, total, last_page }: PaginationSummary): string | null {
  if (last_page <= 1 || from === null || to === null) return null;
  return `Showing ${from} to ${to} of ${total}`;
}
