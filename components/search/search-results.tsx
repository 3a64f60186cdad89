import Link from "next/link";
import { categoryHref } from "@/lib/routing";
import { DEFAULT_LISTING_STATE, clampPage, showingText, withPage } from "@/lib/listing/query";
import { searchProducts } from "@/lib/search/search.server";
import type { Shop } from "@/lib/current-shop.server";
import { ListingNavigation, ListingResults } from "@/components/catalogue/listing/listing-navigation.client";
import { Pager } from "@/components/catalogue/listing/pager";
import { ProductCardGrid } from "@/components/catalogue/product-card";
import { productCardData } from "@/components/catalogue/product-card-data";
import catalogue from "@/components/catalogue/catalogue.module.css";
import listing from "@/components/catalogue/listing/listing.module.css";
import styles from "./search.module.css";

/** As many results per page, per row and as large as on a category listing. */
const PER_PAGE = 12;
const COLUMNS = 3;
const CARD_IMAGE_HEIGHT = 250;
const IMAGE_SIZES = "(min-width: 1216px) 380px, (min-width: 768px) 33vw, 50vw";
const SEARCH_PATH = "/search";

/** One page of a shop's products matching a query, in the listing's cards, 'Showing' line and pager. */
export async function SearchResults({ shop, raw, page }: { shop: Shop; raw: unknown; page: number }) {
  const outcome = await searchProducts(shop.origin, raw);
  if (!outcome.ok) {
    return (
      <p className={catalogue.empty} role="alert">
        Search is not available right now. Please try again in a moment.
      </p>
    );
  }
  const { query, products } = outcome;
  if (query === null || products.length === 0) return <NoMatch shop={shop} query={query} />;

  const lastPage = Math.ceil(products.length / PER_PAGE);
  const current = clampPage(page, lastPage);
  const from = (current - 1) * PER_PAGE;
  const shown = products.slice(from, from + PER_PAGE);
  const showing = showingText({ from: from + 1, to: from + shown.length, total: products.length, last_page: lastPage });
  const currencySymbol = shop.currency.symbol;
  return (
    <ListingNavigation>
      <div className={styles.results}>
        <ListingResults>
          {/* The results' heading: the cards' names are h3. */}
          <h2 className={styles.count}>
            {products.length === 1 ? "1 product matches" : `${products.length} products match`} “{query}”
          </h2>
          <ProductCardGrid
            cards={shown.map((product) => productCardData(product, currencySymbol))}
            layout={{ sizes: IMAGE_SIZES }}
            imageHeight={CARD_IMAGE_HEIGHT}
            columns={COLUMNS}
            label="Search results"
            eagerFirstRow
          />
          <div className={listing.listingFooter}>
            {showing ? <p className={listing.showing}>{showing}</p> : null}
            <Pager
              pathname={SEARCH_PATH}
              state={withPage(DEFAULT_LISTING_STATE, current)}
              currentPage={current}
              lastPage={lastPage}
              extraQuery={new URLSearchParams({ q: query }).toString()}
            />
          </div>
        </ListingResults>
      </div>
    </ListingNavigation>
  );
}

function NoMatch({ shop, query }: { shop: Shop; query: string | null }) {
  const categories = shop.menuGroups;
  return (
    <div className={styles.results}>
      <p className={catalogue.empty}>
        {query === null ? "Type the name of a product in the search box to find it." : `No products match “${query}”.`}
      </p>
      {categories.length > 0 ? (
        <nav aria-labelledby="search-browse" className={styles.browse}>
          <h2 id="search-browse" className={styles.browseHeading}>
            Browse our categories
          </h2>
          <ul>
            {categories.map((c) => (
              <li key={c.id}>
                <Link href={categoryHref(c.name, c.id)}>{c.heading}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
