"use client";

import { useState } from "react";
import { hasFinalizedLine } from "@/lib/cart/local-cart";
import { cartTotals } from "@storefront/cart-math";
import { formatMoney } from "@/lib/pricing";
import { trackPixel } from "@/lib/pixel";
import { useAuthModal } from "@/components/auth-modal/auth-modal-context.client";
import { useCart } from "./use-cart";
import styles from "./cart-page.module.css";

/**
 * The summary (Subtotal, Tax, Shipping 'Flat Rate', Total) and 'Checkout'. Checkout stays disabled
 * until a line is finalized; a visitor gets the sign-in modal, a customer goes to /order-summary
 * once the server has every change (so the order is made of what the screen shows).
 */
export function CartTotalsPanel({
  currencySymbol,
  shippingCharges,
}: {
  currencySymbol: string;
  shippingCharges: number;
}) {
  const cart = useCart();
  const { open } = useAuthModal();
  const [leaving, setLeaving] = useState(false);
  // The signed-in cart's own shipping charges (the spec's Cart totals) win over the theme's flat rate.
  const totals = cartTotals(cart.lines, cart.shippingCharges ?? shippingCharges);
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  const canCheckout = hasFinalizedLine(cart);

  async function checkout() {
    if (!cart.signedIn) {
      open("login");
      return;
    }
    setLeaving(true);
    await cart.settled();
    const finalized = cart.lines.filter((l) => l.finalize);
    trackPixel("InitiateCheckout", {
      content_ids: finalized.map((l) => l.product_id),
      num_items: finalized.reduce((sum, l) => sum + l.quantity, 0),
      value: totals.total,
    });
    // A full load, not a client navigation: the order summary's own security policy (its form may
    // post to the bank card gateway) comes only with its document.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign("/order-summary");
  }

  return (
    <section className={styles.summary} aria-labelledby="cart-summary-heading">
      <h2 id="cart-summary-heading" className={styles.sectionHeading}>
        Summary
      </h2>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd data-testid="cart-subtotal">{money(totals.subtotal)}</dd>
        <dt>Tax</dt>
        <dd data-testid="cart-tax">{money(totals.tax)}</dd>
        <dt>
          Shipping <span className={styles.flatRate}>Flat Rate</span>
        </dt>
        <dd data-testid="cart-shipping">{money(totals.shipping)}</dd>
        <dt className={styles.grandTotal}>Total</dt>
        <dd className={styles.grandTotal} data-testid="cart-total">
          {money(totals.total)}
        </dd>
      </dl>
      <button type="button" className={styles.checkout} disabled={!canCheckout || leaving} onClick={checkout}>
        {leaving ? "Processing..." : "Checkout"}
      </button>
      {!canCheckout && cart.lines.length > 0 ? <p className={styles.hint}>Tick the items you want to order.</p> : null}
    </section>
  );
}
