import { productSummary } from "@/lib/shop-api/product-summary";
import type { Item } from "@/lib/shop-api/schemas";
import { ProductCard } from "@/components/catalogue/product-card";
import { ProductGrid } from "@/components/catalogue/product-grid";
import { gridColumns, gridImageSizes } from "./grid-columns";
import catalogue from "@/components/catalogue/catalogue.module.css";
import styles from "./home.module.css";

/** Card image height on the home page. */
export const HOME_CARD_IMAGE_HEIGHT = 360;

/**
 * 'Our Products': the visible latest products, as many per row as the theme's
 * product_grid_layout says. When there is no hero slider the first row is the largest paint, so
 * its images load at once.
 */
export function OurProducts({ items, layout, currencySymbol, eagerFirstRow }: { items: readonly Item[]; layout: number; currencySymbol: string; eagerFirstRow: boolean }) {
  const visible = items.map(productSummary).filter((product) => product.visible);
  const columns = gridColumns(layout);
  const sizes = gridImageSizes(columns);
  return (
    <section className={styles.section} aria-labelledby="our-products">
      <h2 id="our-products" className={styles.sectionTitle}>
        Our Products
      </h2>
      {visible.length === 0 ? (
        <p className={catalogue.empty}>No Product Found !</p>
      ) : (
        <ProductGrid columns={columns} label="Our Products">
          {visible.map((product, index) => (
            <ProductCard key={product.uuid} product={product} currencySymbol={currencySymbol} imageHeight={HOME_CARD_IMAGE_HEIGHT} sizes={sizes} eager={eagerFirstRow && (index === 0 ? "lcp" : index < columns)} />
          ))}
        </ProductGrid>
      )}
    </section>
  );
}
