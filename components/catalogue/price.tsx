import { formatMoney, priceDisplay } from "@/lib/pricing";
import type { Item } from "@/lib/shop-api/schemas";
import styles from "./catalogue.module.css";

/** What a product costs: the discounted price first, then the price before and the discount. */
export function Price({ item, currencySymbol, className }: { item: Pick<Item, "sale_price" | "list_item">; currencySymbol: string; className?: string }) {
  const price = priceDisplay(item, currencySymbol);
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
