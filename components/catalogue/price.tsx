import type { PriceText } from "@/lib/pricing";
import styles from "./catalogue.module.css";

/** What a product costs: the discounted price first, then the price before and the discount. */
export function Price({ price, className }: { price: PriceText; className?: string }) {
  return (
    <p className={`${styles.price} ${className ?? ""}`}>
      <span className={styles.priceNow}>{price.now}</span>
      {price.was !== undefined ? (
        <>
          <del className={styles.priceWas}>
            <span className="visually-hidden">Was </span>
            {price.was}
          </del>
          <span className={styles.priceOff}>{price.off}</span>
        </>
      ) : null}
    </p>
  );
}
