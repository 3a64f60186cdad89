import { buildListingQuery } from "@/lib/listing/query";
import type { LoadedListing } from "@/lib/listing/load.server";
import type { ListingRoute } from "@/lib/listing/route";
import { productCardData } from "@/components/catalogue/product-card-data";
import { ProductCardGrid } from "@/components/catalogue/product-card";
import { WakeOnUse } from "@/components/static-region/wake-on-use.client";
import { FilterFold } from "./filter-fold.client";
import { FilterForm } from "./filter-form.client";
import { FilterTags } from "./filter-tags";
import { ListingNavigation, ListingResults } from "./listing-navigation.client";
import { Pager } from "./pager";
import catalogue from "@/components/catalogue/catalogue.module.css";
import styles from "./listing.module.css";

/** Listing cards: 3 per row from md width, image 250 px high. */
const LISTING_COLUMNS = 3;
const LISTING_CARD_IMAGE_HEIGHT = 250;
const LISTING_IMAGE_SIZES = "(min-width: 1216px) 290px, (min-width: 992px) 24vw, (min-width: 768px) 33vw, 50vw";

/**
 * The body of every listing (category, mega-menu option, product type), rendered from what loadListing
 * (lib/listing/load.server.ts) loaded: the filter sidebar, the removable tags, one page of products, the
 * 'Showing' line and the pager.
 */
export function ListingView({ route, loaded }: { route: ListingRoute; loaded: LoadedListing }) {
  const { listing, canonicalPath: pathname } = route;
  const { state, page } = loaded;
  const currencySymbol = route.shop.currency.symbol;
  const group = listing.group;

  return (
    <ListingNavigation>
      <div className={styles.layout}>
        {/* Nothing in the filters shows this browser's state: they hydrate when a shopper reaches for them. */}
        <WakeOnUse as="aside">
          <FilterFold>
            <FilterForm
              key={`${pathname}?${buildListingQuery({ ...state, page: 1 })}`}
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
              state={state}
              priceCeiling={loaded.priceCeiling}
              discountCeiling={loaded.discountCeiling}
              currencySymbol={currencySymbol}
            />
          </FilterFold>
        </WakeOnUse>
        <ListingResults>
          <h2 className="visually-hidden">Products</h2>
          <FilterTags tags={loaded.tags} />
          {loaded.products.length === 0 ? (
            <p className={catalogue.empty}>No Product Found !</p>
          ) : (
            <ProductCardGrid
              cards={loaded.products.map((product) => productCardData(product, currencySymbol))}
              layout={{ sizes: LISTING_IMAGE_SIZES }}
              imageHeight={LISTING_CARD_IMAGE_HEIGHT}
              columns={LISTING_COLUMNS}
              label="Products"
              eagerFirstRow
            />
          )}
          {page ? (
            <div className={styles.listingFooter}>
              {page.showing ? <p className={styles.showing}>{page.showing}</p> : null}
              <Pager pathname={pathname} state={state} currentPage={page.current} lastPage={page.last} />
            </div>
          ) : null}
        </ListingResults>
      </div>
    </ListingNavigation>
  );
}
