"use client";

import { useState } from "react";
import useSWR from "swr";
import { DRAFTS_PATH, fetchDraftOrders } from "@/lib/bff/orders.client";
import type { PreviewOrder } from "@/lib/orders/preview-model";
import { LazyOrderPreview } from "@/components/order-preview/lazy-order-preview.client";
import { isOutOfStock } from "@/lib/orders/preview-model";
import { orderPlacedOn } from "@/lib/orders/order-date";
import { previewAmount } from "@/lib/pricing";
import styles from "./cart-page.module.css";

/** The customer's draft (pending) orders, each with 'View Order', which opens the order preview. */
export function DraftOrders() {
  // Mounted only while signed in. A failed read keeps the list as it was (none at first).
  const { data, error, mutate } = useSWR(DRAFTS_PATH, fetchDraftOrders, {
    revalidateOnFocus: false,
    onError: () => console.warn("cart: reading the draft orders failed"),
  });
  const [previewed, setPreviewed] = useState<PreviewOrder | null>(null);

  if (data === undefined && !error) {
    return (
      <p className={styles.loading} aria-busy="true">
        Loading your pending orders…
      </p>
    );
  }
  const orders = data ?? [];
  if (orders.length === 0) return null;

  return (
    <section className={styles.drafts} aria-labelledby="draft-orders-heading">
      <h2 id="draft-orders-heading" className={styles.sectionHeading}>
        Pending orders
      </h2>
      <ul className={styles.draftList}>
        {orders.map((order) => (
          <li key={order.id} className={styles.draft} data-testid="draft-order">
            <div className={styles.draftTop}>
              <div>
                <strong>Order #{order.number}</strong>
                {orderPlacedOn(order) ? (
                  <span className={styles.muted}> · Placed on {orderPlacedOn(order)}</span>
                ) : null}
              </div>
              <button
                type="button"
                className={styles.viewOrder}
                onClick={() => setPreviewed(order)}
                aria-label={`View Order ${order.number}`}
              >
                View Order
              </button>
            </div>
            <ul className={styles.draftItems}>
              {order.lines.map((line) => (
                <li key={line.key}>
                  {line.name} × {line.quantity}
                  {isOutOfStock(order, line) ? <span className={styles.outOfStock}>Out of stock</span> : null}
                </li>
              ))}
            </ul>
            <span className={styles.muted}>Total {previewAmount(order.totals.total)}</span>
          </li>
        ))}
      </ul>
      <LazyOrderPreview order={previewed} onClose={() => setPreviewed(null)} onDiscarded={() => void mutate()} />
    </section>
  );
}
