import { Hono, type Context } from "hono";
import { z } from "zod";
import { readJsonObject } from "../http/body";
import type { AppEnv } from "../http/env";
import { notFound } from "../http/errors";
import { requireServerKey } from "../http/server-key";
import { shopFromQuery } from "../http/tenant";
import { publicBaseUrl } from "../http/urls";
import { idField, requiredString, validate } from "../http/validate";
import { startCheckout } from "../payments/checkout";
import {
  BANK_CARD,
  CARD_PAGE,
  enabledMethod,
  methodDetail,
  PAYMENNT,
  publicMethods,
  SAFEPAY,
  UTAP,
} from "../payments/methods";
import { findSession, randomToken, sessionOrderEmail, sessionState } from "../payments/sessions";
import { newCardSession } from "../payments/stripe";

/**
 * Payment calls (CONTRACT.md "Payments"): the public method list, the method detail and card key, the
 * redirect gateways (utap 9, paymennt 8, safepay 7) and the card checkout session (4). Each gateway call
 * makes a status-0 draft and a payment session, and answers a URL of the sandbox pages (routes/sandbox-pay.ts).
 */

const detailQuery = z.object({
  // The spec's call carries no parameter; the bank card gateway is the method that needs a detail.
  payment_method: z.preprocess((v) => (v === undefined || v === "" ? BANK_CARD : v), idField("payment method")),
});
const sessionQuery = z.object({ session_id: requiredString("session id", 100) });

export const payments = new Hono<AppEnv>();

payments.get("/api/ecommerece-payment-method", shopFromQuery, (c) =>
  c.json({ status: true, data: publicMethods(c.var.deps.db, c.var.shop.id) }),
);

// Merchant secrets: a customer token alone (which a browser holds) is not enough.
payments.get("/api/auth/payment-method/detail", requireServerKey, (c) => {
  const { payment_method } = validate(detailQuery, c.req.query());
  const row = enabledMethod(c.var.deps.db, c.var.shop.id, payment_method);
  if (!row) throw notFound("Payment method not found");
  const base = publicBaseUrl(c);
  return c.json({
    status: true,
    method_detail: methodDetail(row, {
      handshake_url: `${base}/sandbox/bank/handshake`,
      gateway_url: `${base}/sandbox/bank/gateway`,
    }),
  });
});

payments.get("/api/auth/payment-method/stripe/credentials", (c) => {
  const row = enabledMethod(c.var.deps.db, c.var.shop.id, CARD_PAGE);
  if (!row || row.public_key === "") return c.json({ status: false, msg: "Card payments are not available." });
  return c.json({ status: true, data: { public_key: row.public_key } });
});

/** Starts a redirect-gateway payment; `answer` shapes the gateway's own field names. */
const redirectGateway =
  (
    method: number,
    allowCartVariant: boolean,
    answer: (url: string, orderId: number, empty: boolean) => Record<string, unknown>,
  ) =>
  async (c: Context<AppEnv>) => {
    const { shop, customer } = c.var;
    const id = randomToken("pay_");
    const outcome = startCheckout({
      db: c.var.deps.db,
      shop,
      customer,
      raw: await readJsonObject(c),
      method,
      allowCartVariant,
      now: c.var.deps.now(),
      session: { id, returnUrl: `${shop.origin}/check-out/return` },
    });
    if (!outcome.ok) return c.json(outcome.body);
    const url = `${publicBaseUrl(c)}/sandbox/pay/${id}`;
    return c.json(answer(url, outcome.placed.order.id, outcome.placed.empty));
  };

payments.post(
  "/api/auth/utap/create-order",
  redirectGateway(UTAP, false, (redirect_url, order_id, empty) => ({ status: true, redirect_url, order_id, empty })),
);
payments.post(
  "/api/auth/paymennt/check-out",
  redirectGateway(PAYMENNT, false, (redirectURL, order_id, empty) => ({
    status: true,
    redirectURL,
    order_id,
    empty,
    msg: "Redirecting to the payment page",
  })),
);
payments.post(
  "/api/auth/create-payment",
  redirectGateway(SAFEPAY, true, (redirect_url, order_id, empty) => ({ status: true, redirect_url, order_id, empty })),
);

payments.post("/api/auth/checkout-session/create", async (c) => {
  const { shop, customer } = c.var;
  const ids = newCardSession();
  const outcome = startCheckout({
    db: c.var.deps.db,
    shop,
    customer,
    raw: await readJsonObject(c),
    method: CARD_PAGE,
    allowCartVariant: true,
    now: c.var.deps.now(),
    session: { id: ids.id, clientSecret: ids.clientSecret, returnUrl: `${shop.origin}/stripe/session-status` },
  });
  if (!outcome.ok) return c.json(outcome.body);
  return c.json({
    status: true,
    clientSecret: ids.clientSecret,
    session_id: ids.id,
    order_id: outcome.placed.order.id,
    empty: outcome.placed.empty,
    // The sandbox stands in for the embedded card form: a person (or a test) completes the session here.
    url: `${publicBaseUrl(c)}/sandbox/checkout-session/${ids.id}`,
  });
});

payments.get("/api/auth/session-status", (c) => {
  const { db, now } = c.var.deps;
  const { session_id } = validate(sessionQuery, c.req.query());
  const s = findSession(db, session_id);
  // Another shop's or customer's session is answered exactly like an unknown one.
  if (!s || s.gateway !== "stripe" || s.shop_id !== c.var.shop.id || s.customer_id !== c.var.customer.id) {
    throw notFound("Checkout session not found");
  }
  return c.json({
    status: sessionState(s, now()),
    customer_email: sessionOrderEmail(db, s) ?? c.var.customer.email,
    order_id: s.sale_order_id,
  });
});
