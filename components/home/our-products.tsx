import type { ProductCardData } from "@/components/catalogue/product-card-data";
import { ProductCardGrid } from "@/components/catalogue/product-card";
import { gridColumns, gridImageSizes } from "./grid-columns";
import catalogue from "@/components/catalogue/catalogue.module.css";
import styles from "./home.module.css";

/** Card image height on the home page. */
export const HOME_CARD_IMAGE_HEIGHT = 360;

/**
 * 'Our Products': the visible (status 1) latest products, as many per row as the shop's grid
 * layout says. When there is no hero slider the first row is the largest paint, so
 * its images load at once.
 */
export function OurProducts({
  cards,
  layout,
  eagerFirstRow,
}: {
  cards: readonly ProductCardData[];
  layout: number;
  eagerFirstRow: boolean;
}) {
  const columns = gridColumns(layout);
  return (
    <section className={styles.section} aria-labelledby="our-products">
      <h2 id="our-products" className={styles.sectionTitle}>
        Our Products
      </h2>
      {cards.length === 0 ? (
        <p className={catalogue.empty}>No Product Found !</p>
      ) : (
        <ProductCardGrid
          cards={cards}
          layout={{ sizes: gridImageSizes(columns) }}
          imageHeight={HOME_CARD_IMAGE_HEIGHT}
          columns={columns}
          label="Our Products"
          eagerFirstRow={eagerFirstRow}
        />
      )}
    </section>
  );
}
