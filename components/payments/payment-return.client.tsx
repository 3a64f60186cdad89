"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { fetchReturnedOrder } from "@/lib/bff/payments.client";
import { trackPurchaseOnce } from "@/lib/payments/purchase-once.client";
import { returnOutcome, type ReturnOutcome } from "@/lib/payments/return-outcome";
import styles from "./payments.module.css";
import { orderReceiptHref, orderSummaryHref } from "@/lib/routing";

type State =
  | { kind: "loading" }
  | { kind: "order"; outcome: ReturnOutcome; orderNumber: string }
  /** A cancelled payment of the cart's lines: the shop undid the order and put them back in the cart. */
  | { kind: "returned" }
  | { kind: "unknown"; msg: string };

export type ReturnParams = { orderId: number | null; status: string | null; gateway: string | null };

/** The outcome of a gateway payment (bank card, safepay and the other redirect gateways) for its order. */
export function PaymentReturn({ orderId, status, gateway }: ReturnParams) {
  const [state, setState] = useState<State>(
    orderId ? { kind: "loading" } : { kind: "unknown", msg: "This payment does not name an order." },
  );

  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    void (async () => {
      const found = await fetchReturnedOrder(orderId);
      if (cancelled) return;
      if (found.kind === "missing" && status === "cancelled") {
        setState({ kind: "returned" });
        return;
      }
      if (found.kind !== "order") {
        const msg =
          found.kind === "signed-out"
            ? "Please sign in to see the outcome of your payment."
            : found.kind === "missing"
              ? "This order could not be found."
              : "We could not check your payment right now. Please reload this page.";
        setState({ kind: "unknown", msg });
        return;
      }
      const { order } = found;
      const outcome = returnOutcome(order, status);
      // Safepay's Purchase event was sent as the shopper left for its page.
      if (outcome === "paid" && gateway !== "safepay")
        trackPurchaseOnce(`order-${order.id}`, order.totals.total, order.currency?.code ?? "");
      setState({ kind: "order", outcome, orderNumber: order.number });
    })();
    return () => {
      cancelled = true;
    };
  }, [orderId, status, gateway]);

  const receipt = (
    <Link href={orderReceiptHref(orderId)} className={styles.button}>
      View your receipt
    </Link>
  );
  const summary = (
    <a href={orderSummaryHref(orderId)} className={styles.button}>
      Back to the order summary
    </a>
  );

  if (state.kind === "loading") {
    return (
      <div className={styles.panel}>
        <p className={styles.muted} aria-busy="true">
          Checking your payment…
        </p>
      </div>
    );
  }
  if (state.kind === "unknown") {
    return (
      <div className={styles.panel}>
        <div className={`${styles.status} ${styles.pending}`}>
          <p role="alert">{state.msg}</p>
        </div>
      </div>
    );
  }
  if (state.kind === "returned") {
    return (
      <div className={styles.panel}>
        <section className={`${styles.status} ${styles.failed}`} aria-labelledby="payment-outcome">
          <h2 id="payment-outcome">Payment not completed</h2>
          <p role="alert">
            The payment was cancelled or failed. Nothing was charged, and your items are back in your cart.
          </p>
          <p className={styles.actions}>
            <Link href="/shopping-cart" className={styles.button}>
              Back to your cart
            </Link>
          </p>
        </section>
      </div>
    );
  }
  const { outcome, orderNumber } = state;
  return (
    <div className={styles.panel}>
      {outcome === "paid" || outcome === "placed" ? (
        <section className={`${styles.status} ${styles.paid}`} aria-labelledby="payment-outcome" role="status">
          <h2 id="payment-outcome">{outcome === "paid" ? "Payment received" : "Order placed"}</h2>
          <p>
            Thank you! Order {orderNumber} {outcome === "paid" ? "is paid" : "has been placed"}.
          </p>
          <p className={styles.actions}>{receipt}</p>
        </section>
      ) : null}
      {outcome === "failed" ? (
        <section className={`${styles.status} ${styles.failed}`} aria-labelledby="payment-outcome">
          <h2 id="payment-outcome">Payment not completed</h2>
          <p role="alert">
            The payment for order {orderNumber} was cancelled or failed. Nothing was charged; you can try again.
          </p>
          <p className={styles.actions}>{summary}</p>
        </section>
      ) : null}
      {outcome === "pending" ? (
        <section className={`${styles.status} ${styles.pending}`} aria-labelledby="payment-outcome">
          <h2 id="payment-outcome">Payment pending</h2>
          <p role="status">
            The payment for order {orderNumber} has not been confirmed yet. Reload this page in a moment, or pay it
            again.
          </p>
          <p className={styles.actions}>
            {summary}
            {receipt}
          </p>
        </section>
      ) : null}
    </div>
  );
}
