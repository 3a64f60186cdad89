"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { fetchCardStatus } from "@/lib/bff/payments.client";
import { trackPurchaseOnce } from "@/lib/payments/purchase-once.client";
import styles from "./payments.module.css";
import { orderReceiptHref, orderSummaryHref } from "@/lib/routing";

type State =
  | { kind: "loading" }
  | { kind: "complete"; email: string; orderId: number | null }
  | { kind: "expired"; orderId: number | null }
  | { kind: "error"; msg: string };

/**
 * Where the card form returns. The original shows its thank-you when the status is NOT complete,
 * which reads as an inverted condition: here a complete session shows the thank-you (with the
 * Purchase event), an open one goes back to the card form, an expired one offers another try.
 */
export function CardSessionStatus({ sessionId }: { sessionId: string | null }) {
  const router = useRouter();
  const [state, setState] = useState<State>(
    sessionId ? { kind: "loading" } : { kind: "error", msg: "This card payment could not be found." },
  );

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    void (async () => {
      const found = await fetchCardStatus(sessionId);
      if (cancelled) return;
      if (!found.ok) {
        setState({ kind: "error", msg: found.msg });
        return;
      }
      const data = found.session;
      if (data.status === "open") {
        router.replace(`/stripe/check-out?session_id=${encodeURIComponent(sessionId)}`);
        return;
      }
      if (data.status === "complete") {
        if (data.purchase) trackPurchaseOnce(sessionId, data.purchase.value, data.purchase.currency);
        setState({ kind: "complete", email: data.customer_email, orderId: data.order_id });
        return;
      }
      setState({ kind: "expired", orderId: data.order_id });
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, router]);

  return (
    <div className={styles.panel}>
      {state.kind === "loading" ? (
        <p className={styles.muted} aria-busy="true">
          Checking your card payment…
        </p>
      ) : null}
      {state.kind === "complete" ? (
        <section className={`${styles.status} ${styles.paid}`} aria-labelledby="payment-outcome" role="status">
          <h2 id="payment-outcome">Thank you for your order!</h2>
          <p>
            Your payment was received. A confirmation will be sent to <strong>{state.email}</strong>.
          </p>
          {state.orderId ? (
            <p className={styles.actions}>
              <Link href={orderReceiptHref(state.orderId)} className={styles.button}>
                View your receipt
              </Link>
            </p>
          ) : null}
        </section>
      ) : null}
      {state.kind === "expired" ? (
        <section className={`${styles.status} ${styles.failed}`} aria-labelledby="payment-outcome">
          <h2 id="payment-outcome">Payment not completed</h2>
          <p role="alert">This card payment has expired. Your order was not paid.</p>
          <p className={styles.actions}>
            <a href={orderSummaryHref(state.orderId)} className={styles.button}>
              Back to the order summary
            </a>
          </p>
        </section>
      ) : null}
      {state.kind === "error" ? (
        <div className={`${styles.status} ${styles.failed}`}>
          <p role="alert">{state.msg}</p>
          <p className={styles.actions}>
            <Link href="/shopping-cart" className={`${styles.button} ${styles.secondary}`}>
              Go to Cart
            </Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}
