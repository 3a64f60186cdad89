import { randomToken } from "./sessions";

/**
 * Card payment (method 4) against a LOCAL SANDBOX: no call leaves this machine. A session is a
 * payment_sessions row whose id looks like a Checkout Session id (`cs_sandbox_…`) and whose client
 * secret is `{id}_secret_…`; the page at /sandbox/checkout-session/{id} stands in for the embedded card
 * form and completes it.
 *
 * PLUGGING IN A REAL STRIPE ACCOUNT (not implemented here on purpose; this API must run offline):
 * 1. Put the account's keys on the shop's method-4 row: `public_key` (pk_live_/pk_test_, handed to the
 *    storefront by /api/auth/payment-method/stripe/credentials) and `secret_key` (sk_…, never sent out).
 * 2. In `newCardSession`, instead of making ids locally, create a Checkout Session with the secret key:
 *    POST https://api.stripe.com/v1/checkout/sessions (Bearer sk_…) with mode=payment, the embedded UI
 *    mode (`embedded_page`; `embedded` before API version 2026-03-25), one line item per order line
 *    (price_data: the shop's currency, unit_amount in minor units, product_data.name), the shipping
 *    charge as a line, customer_email, client_reference_id = the order id, and
 *    return_url = {shop origin}/stripe/session-status?session_id={CHECKOUT_SESSION_ID}.
 *    Store Stripe's `id` and `client_secret` in payment_sessions (id, client_secret) as done here.
 * 3. session-status: GET /v1/checkout/sessions/{id} and answer its `status` (open/complete/expired).
 * 4. Mark the order paid from a `checkout.session.completed` webhook (signature checked with the
 *    endpoint's signing secret) by calling `completeSession`, not from the browser's return.
 * The storefront side needs no change: it already mounts the embedded form with the public key and
 * the client secret this call returns.
 */

export type CardSessionIds = { id: string; clientSecret: string };

export function newCardSession(): CardSessionIds {
  const id = randomToken("cs_sandbox_");
  return { id, clientSecret: randomToken(`${id}_secret_`) };
}
