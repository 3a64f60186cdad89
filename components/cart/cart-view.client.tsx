"use client";

import Link from "next/link";
import { useSignedIn } from "@/lib/session/use-signed-in.client";
import { CartLineRow } from "./cart-line-row.client";
import { CartTotalsPanel } from "./cart-totals-panel.client";
import { DraftOrders } from "./draft-orders.client";
import { useCart } from "./use-cart";
import styles from "./cart-page.module.css";

/** The cart page's body: draft orders (signed in), the lines, the summary, or the empty state. */
export function CartView({ currencySymbol, shippingCharges }: { currencySymbol: string; shippingCharges: number }) {
  const cart = useCart();
  const signedIn = useSignedIn();

  return (
    <div className={styles.page}>
      {signedIn ? <DraftOrders /> : null}
      <section className={styles.cart} aria-labelledby="cart-heading">
        <h2 id="cart-heading" className={styles.sectionHeading}>
          Shopping cart
        </h2>
        {!cart.ready ? (
          <p className={styles.loading} aria-busy="true">
            Loading your cart…
          </p>
        ) : cart.lines.length === 0 ? (
          <div className={styles.empty}>
            <p>No items yet? Continue shopping to explore more</p>
            <Link href="/" className={styles.explore}>
              Explore new items
            </Link>
          </div>
        ) : (
          <div className={styles.layout}>
            <ul className={styles.lines} aria-label="Cart items">
              {cart.lines.map((line) => (
                <CartLineRow key={line.product_id} line={line} currencySymbol={currencySymbol} />
              ))}
            </ul>
            <CartTotalsPanel currencySymbol={currencySymbol} shippingCharges={shippingCharges} />
          </div>
        )}
      </section>
    </div>
  );
}
