import type { Db } from "../db/open";
import type { Customer } from "../account/customers";
import type { Shop } from "../shops/shops";
import { placeOrder, type PlacedOrder } from "../orders/place";
import { isCartVariant, parsePlacement, placementFromStoredDetails } from "../orders/placement";
import { recordPaymentHold, unpaidOrdersRefusal } from "./drafts";
import { enabledMethod, GATEWAY_NAMES } from "./methods";
import { openSession, type NewSession, type SessionRow } from "./sessions";

/**
 * The common start of every gateway payment: the status-0 draft and its payment session are made in
 * one transaction, so a draft never exists without the session the answer names.
 */

export type CheckoutRequest = {
  db: Db;
  shop: Shop;
  customer: Customer;
  raw: Record<string, unknown>;
  method: number;
  allowCartVariant: boolean;
  now: Date;
  /** Session id, client secret and return URL of this gateway. */
  session: Pick<NewSession, "id" | "clientSecret" | "returnUrl">;
};

export type CheckoutOutcome =
  { ok: true; placed: PlacedOrder; session: SessionRow } | { ok: false; body: Record<string, unknown> };

export const METHOD_UNAVAILABLE = "This payment method is not available.";

export function startCheckout(r: CheckoutRequest): CheckoutOutcome {
  if (!enabledMethod(r.db, r.shop.id, r.method)) return { ok: false, body: { status: false, msg: METHOD_UNAVAILABLE } };
  // The call itself names the method; a pay_type in the body is optional and not trusted.
  const placement =
    r.allowCartVariant && isCartVariant(r.raw)
      ? placementFromStoredDetails(r.db, r.customer, r.method)
      : {
          ...parsePlacement(r.db, { pay_type: { payment_method: r.method }, ...r.raw }, r.customer),
          payMethod: r.method,
        };

  return r.db
    .transaction((): CheckoutOutcome => {
      const refusal = unpaidOrdersRefusal(r.db, r.customer.id, placement.saleOrderId, "payment", r.now);
      if (refusal) return { ok: false, body: refusal };
      const outcome = placeOrder(r.db, r.shop, r.customer, placement, 0, r.now);
      if (!outcome.ok) return outcome;
      recordPaymentHold(r.db, r.customer.id, outcome.placed.order.id, r.now);
      const session = openSession(r.db, {
        ...r.session,
        shopId: r.shop.id,
        orderId: outcome.placed.order.id,
        customerId: r.customer.id,
        method: r.method,
        gateway: GATEWAY_NAMES[r.method] ?? String(r.method),
        now: r.now,
      });
      return { ok: true, placed: outcome.placed, session };
    })
    .immediate();
}
