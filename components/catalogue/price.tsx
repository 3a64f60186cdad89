import { formatMoney, priceDisplay } from "@/lib/pricing";
import type { ProductSummary } from "@/lib/shop-api/product-summary";
import styles from "./catalogue.module.css";

/** What a product costs: the discounted price first, then the price before and the discount. */
export function Price({ product, currencySymbol, className }: { product: Pick<ProductSummary, "price" | "offer">; currencySymbol: string; className?: string }) {
  const price = priceDisplay(product, currencySymbol);
  return (
    <p className={`${styles.price} ${className ?? ""}`}>
      <span className={styles.priceNow}>{formatMoney(price.finalPrice, currencySymbol)}</span>
      {price.hasDiscount ? (
        <>
          <del className={styles.priceWas}>
            <span className="visually-hidden">Was </span>
            {formatMoney(price.salePrice, currencySymbol)}
          </del>
          <span className={styles.priceOff}>{price.discountLabel}</span>
        </>
      ) : null}
    </p>
  );
}
