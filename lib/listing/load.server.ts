import "server-only";
import { notFound, redirect } from "next/navigation";
import { catalogueCache, uncached } from "@/lib/shop-api/cache-policy.server";
import { ShopApiUnavailableError } from "@/lib/shop-api/core.server";
import { listProducts } from "@/lib/shop-api/products.server";
import { productSummary, type ProductSummary } from "@/lib/shop-api/product-summary";
import {
  boundedListingState,
  buildListingQuery,
  isCachedListingState,
  listingHref,
  showingText,
  type ListingState,
} from "./query";
import { sliderCeiling } from "./ranges";
import type { ListingRoute } from "./route";
import { listingRequest, optionLabel } from "./scope";
import { filterTags, type FilterTag } from "./tags";

const MAX_DISCOUNT_PERCENT = 100;

/** One page of a listing as it is rendered (components/catalogue/listing/listing-view.tsx). */
export type LoadedListing = {
  /** The request's state without the route's own options: what the filters, tags and pager show. */
  state: ListingState;
  products: ProductSummary[];
  priceCeiling: number;
  discountCeiling: number;
  tags: FilterTag[];
  /** The shop's page of results, when it sent one. */
  page: { current: number; last: number; showing: string | null } | null;
};

/**
 * Loads one page of a listing: the products request with its cache choice, the shop's refusal as a 404 or the
 * plain listing, and every state or spelling the listing does not have sent to its one URL (redirects are
 * never cached, lib/page-cache/handler.mjs).
 */
export async function loadListing(route: ListingRoute, state: ListingState): Promise<LoadedListing> {
  const { shop, listing, canonicalPath } = route;
  // Ranges and several options make more states than anyone links twice: their pages are rendered each time.
  const cache = catalogueCache(shop.origin, "products");
  const cacheable = isCachedListingState(state, listing.fixedChecked);
  // The page travels as `?page=N`. The original storefront never sent it, so every page showed the first one:
  // a bug, not reproduced.
  const result = await listProducts(
    shop.origin,
    listingRequest(listing, state),
    state.page,
    cacheable ? cache : uncached(cache),
  );
  if (!result.ok) {
    // Anything but 422 is a failure to reach the shop, for the error boundary (whose retry fetches again).
    if (result.status !== 422) throw new ShopApiUnavailableError(result, "The products");
    // 422: the shop refuses this listing. Any id or state may be asked for, so such a page is never one of its
    // own (it would be cached): filters go back to the plain listing, which is not found if refused too.
    if (buildListingQuery(state)) redirect(canonicalPath);
    notFound();
  }

  const response = result.data;
  const page = response.data;
  const priceCeiling = sliderCeiling(response.max_price ?? 0);
  const discountCeiling = sliderCeiling(response.max_discount ?? 0, MAX_DISCOUNT_PERCENT);
  // Every state has one URL, within what the listing can show: anything else is sent there rather than
  // rendered (and cached) as a page of its own.
  const offered = (listing.group?.options ?? []).map((o) => o.id).filter((id) => !listing.fixedChecked.includes(id));
  const bounded = page
    ? boundedListingState(state, { optionIds: offered, priceCeiling, discountCeiling, lastPage: page.last_page })
    : state;
  if (!route.canonicalRequest || buildListingQuery(bounded) !== buildListingQuery(state))
    redirect(listingHref(canonicalPath, bounded));

  const shown = { ...state, checked: state.checked.filter((id) => !listing.fixedChecked.includes(id)) };
  return {
    state: shown,
    products: (page?.data ?? []).map(productSummary).filter((product) => product.visible),
    priceCeiling,
    discountCeiling,
    tags: filterTags(
      canonicalPath,
      shown,
      (id) => optionLabel(shop.attributes, id) ?? `Option ${id}`,
      shop.currency.symbol,
    ),
    page: page ? { current: page.current_page, last: page.last_page, showing: showingText(page) } : null,
  };
}
