"use client";

import { EmbeddedCheckout, EmbeddedCheckoutProvider } from "@stripe/react-stripe-js";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useMemo, useState } from "react";
import { fetchCardCheckout } from "@/lib/bff/payments.client";
import { PAYMENT_MESSAGES } from "@/lib/payments/messages";
import styles from "./payments.module.css";
import { orderSummaryHref } from "@/lib/routing";

/** A blocked script fails at once; a stalled one must not leave the shopper waiting forever. */
const STRIPE_LOAD_TIMEOUT_MS = 15_000;

type State =
  | { kind: "loading" }
  | { kind: "ready"; stripe: Stripe; clientSecret: string; orderId: number | null }
  | { kind: "unavailable"; msg: string; orderId: number | null };

function loadWithTimeout(publicKey: string): Promise<Stripe | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS));
  return Promise.race([loadStripe(publicKey).catch(() => null), timeout]);
}

const chooseAgainHref = (orderId: number | null) => orderSummaryHref(orderId);

/**
 * The embedded card form. Stripe.js is fetched only here (the `pure` entry loads nothing on import),
 * with the public key and client secret the storefront's server hands over for this session.
 */
export function CardCheckout({ sessionId }: { sessionId: string | null }) {
  const [state, setState] = useState<State>(
    sessionId
      ? { kind: "loading" }
      : {
          kind: "unavailable",
          msg: "No card payment is in progress. Please choose your payment method again.",
          orderId: null,
        },
  );

  useEffect(() => {
    if (!sessionId) return;
    let cancelled = false;
    void (async () => {
      const data = await fetchCardCheckout(sessionId);
      if (data.status !== true) {
        if (!cancelled) setState({ kind: "unavailable", msg: data.msg, orderId: null });
        return;
      }
      const stripe = await loadWithTimeout(data.public_key);
      if (cancelled) return;
      setState(
        stripe
          ? { kind: "ready", stripe, clientSecret: data.client_secret, orderId: data.order_id }
          : { kind: "unavailable", msg: PAYMENT_MESSAGES.cardUnavailable, orderId: data.order_id },
      );
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId]);

  const clientSecret = state.kind === "ready" ? state.clientSecret : null;
  const options = useMemo(() => ({ fetchClientSecret: () => Promise.resolve(clientSecret ?? "") }), [clientSecret]);

  return (
    <div className={styles.panel}>
      {state.kind === "loading" ? (
        <p className={styles.muted} aria-busy="true">
          Loading the card payment form…
        </p>
      ) : null}
      {state.kind === "unavailable" ? (
        <div className={`${styles.status} ${styles.failed}`} role="alert">
          <p>{state.msg}</p>
        </div>
      ) : null}
      {state.kind === "ready" ? (
        <div className={styles.embedded}>
          <EmbeddedCheckoutProvider stripe={state.stripe} options={options}>
            <EmbeddedCheckout />
          </EmbeddedCheckoutProvider>
        </div>
      ) : null}
      {state.kind !== "loading" ? (
        <p className={styles.actions}>
          <a href={chooseAgainHref(state.orderId)} className={`${styles.button} ${styles.secondary}`}>
            Choose another payment method
          </a>
        </p>
      ) : null}
    </div>
  );
}
