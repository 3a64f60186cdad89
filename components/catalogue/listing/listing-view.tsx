import { notFound, redirect } from "next/navigation";
import {
  boundedListingState,
  buildListingQuery,
  isKeptListingState,
  listingHref,
  showingText,
  type ListingState,
} from "@/lib/listing/query";
import type { Shop } from "@/lib/current-shop.server";
import { catalogueCache, notKept } from "@/lib/shop-api/cache-policy.server";
import { ShopApiUnavailableError } from "@/lib/shop-api/core.server";
import { listProducts } from "@/lib/shop-api/products.server";
import { productSummary } from "@/lib/shop-api/product-summary";
import { ProductCardGrid } from "@/components/catalogue/product-card";
import { productCardData } from "@/components/catalogue/product-card-data";
import { FilterFold } from "./filter-fold.client";
import { FilterForm } from "./filter-form.client";
import { WakeOnUse } from "@/components/static-region/wake-on-use.client";
import { FilterTags } from "./filter-tags";
import { ListingNavigation, ListingResults } from "./listing-navigation.client";
import { listingRequest, optionLabel, type ResolvedListing } from "@/lib/listing/scope";
import { Pager } from "./pager";
import { sliderCeiling } from "@/lib/listing/ranges";
import { filterTags } from "@/lib/listing/tags";
import catalogue from "@/components/catalogue/catalogue.module.css";
import styles from "./listing.module.css";

/** Listing cards: 3 per row from md width, image 250 px high. */
const LISTING_COLUMNS = 3;
const LISTING_CARD_IMAGE_HEIGHT = 250;
const LISTING_IMAGE_SIZES = "(min-width: 1216px) 290px, (min-width: 992px) 24vw, (min-width: 768px) 33vw, 50vw";
const MAX_DISCOUNT_PERCENT = 100;

export type ListingViewProps = {
  shop: Shop;
  listing: ResolvedListing;
  state: ListingState;
  /** The listing's public path (links, the filter form's target). */
  pathname: string;
  /** False when the request named the listing by another path: it is sent to `pathname`. */
  canonicalRequest: boolean;
};

/**
 * The body of every listing (category, mega-menu option, product type): the filter sidebar, the
 * removable tags, one server-rendered page of products, the 'Showing' line and the pager.
 */
export async function ListingView({ shop, listing, state, pathname, canonicalRequest }: ListingViewProps) {
  // The page travels as `?page=N`. The original storefront never sent it, so every page showed
  // the first one: a bug, not kept.
  const cache = catalogueCache(shop.origin, "products");
  const kept = isKeptListingState(state, listing.fixedChecked);
  const result = await listProducts(
    shop.origin,
    listingRequest(listing, state),
    state.page,
    kept ? cache : notKept(cache),
  );
  if (!result.ok) {
    // Anything but 422 is a failure to reach the shop, for the error boundary (whose retry fetches again).
    if (result.status !== 422) throw new ShopApiUnavailableError(result, "The products");
    // 422: the shop refuses this listing. Any id or state may be asked for, so such a page is never
    // one of its own (it would be kept): filters go back to the plain listing, which is not found if refused too.
    if (buildListingQuery(state)) redirect(pathname);
    notFound();
  }

  const currencySymbol = shop.currency.symbol;
  const answer = result.data;
  const page = answer.data;
  const products = (page?.data ?? []).map(productSummary).filter((product) => product.visible);
  const priceCeiling = sliderCeiling(answer.max_price ?? 0);
  const discountCeiling = sliderCeiling(answer.max_discount ?? 0, MAX_DISCOUNT_PERCENT);
  // Every state has one URL, within what the listing can show: anything else is sent there rather
  // than rendered (and kept) as a page of its own. Redirects are never kept (lib/page-cache/handler.mjs).
  const offered = (listing.group?.options ?? []).map((o) => o.id).filter((id) => !listing.fixedChecked.includes(id));
  const bounded = page
    ? boundedListingState(state, { optionIds: offered, priceCeiling, discountCeiling, lastPage: page.last_page })
    : state;
  if (!canonicalRequest || buildListingQuery(bounded) !== buildListingQuery(state))
    redirect(listingHref(pathname, bounded));
  const visibleState = { ...state, checked: state.checked.filter((id) => !listing.fixedChecked.includes(id)) };
  const tags = filterTags(
    pathname,
    visibleState,
    (id) => optionLabel(shop.attributes, id) ?? `Option ${id}`,
    currencySymbol,
  );
  const showing = page ? showingText(page) : null;
  const group = listing.group;

  return (
    <ListingNavigation>
      <div className={styles.layout}>
        {/* Nothing in the filters shows this browser's state: they hydrate when a shopper reaches for them. */}
        <WakeOnUse as="aside">
          <FilterFold>
            <FilterForm
              key={`${pathname}?${buildListingQuery({ ...visibleState, page: 1 })}`}
              action={pathname}
              group={
                group
                  ? {
                      heading: group.heading,
                      fieldType: group.fieldType,
                      options: group.options.map((o) => ({ id: o.id, label: o.label })),
                    }
                  : null
              }
              fixedChecked={listing.fixedChecked}
              state={visibleState}
              priceCeiling={priceCeiling}
              discountCeiling={discountCeiling}
              currencySymbol={currencySymbol}
            />
          </FilterFold>
        </WakeOnUse>
        <ListingResults>
          <h2 className="visually-hidden">Products</h2>
          <FilterTags tags={tags} />
          {products.length === 0 ? (
            <p className={catalogue.empty}>No Product Found !</p>
          ) : (
            <ProductCardGrid
              cards={products.map((product) => productCardData(product, currencySymbol))}
              layout={{ sizes: LISTING_IMAGE_SIZES }}
              imageHeight={LISTING_CARD_IMAGE_HEIGHT}
              columns={LISTING_COLUMNS}
              label="Products"
              eagerFirstRow
            />
          )}
          {page ? (
            <div className={styles.listingFooter}>
              {showing ? <p className={styles.showing}>{showing}</p> : null}
              <Pager
                pathname={pathname}
                state={visibleState}
                currentPage={page.current_page}
                lastPage={page.last_page}
              />
            </div>
          ) : null}
        </ListingResults>
      </div>
    </ListingNavigation>
  );
}
