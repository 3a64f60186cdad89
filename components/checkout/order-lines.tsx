import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import type { Totals } from "@storefront/cart-math";
import { formatMoney } from "@/lib/pricing";
import type { CheckoutItem } from "@storefront/shop-answers";
import { imageUrl } from "@/lib/images";
import { OrderTotals } from "./order-totals";
import styles from "./checkout.module.css";
import { productHref } from "@/lib/routing";

/** What is being ordered and what it costs: the lines, then Sub Total, Tax, Shipping and Total. */
export function OrderLines({
  items,
  totals,
  currencySymbol,
}: {
  items: readonly CheckoutItem[];
  totals: Totals;
  currencySymbol: string;
}) {
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  return (
    <section aria-labelledby="order-lines-heading">
      <h2 id="order-lines-heading" className={styles.heading}>
        Your order
      </h2>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.productId} className={styles.item} data-testid="order-item">
            <Thumbnail src={imageUrl(item.image)} alt="" width={56} height={56} />
            <span>
              <Link href={productHref(item.productId)} className={styles.itemName}>
                {item.name}
              </Link>
              <br />
              <span className={styles.muted}>
                {item.quantity} × {money(item.price)}
              </span>
            </span>
            <span>{money(item.total)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals amounts={totals} money={money} testIdPrefix="summary" className={styles.totals} />
    </section>
  );
}
