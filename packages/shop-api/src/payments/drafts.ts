import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";
import { settleUnpaidDraft } from "../orders/lifecycle";
import { SESSION_TTL_MS } from "./sessions";

/**
 * Drafts made for a payment hold their units (orders/stock.ts), and cash-on-delivery orders take them
 * until they ship. These rules keep one customer from holding a shop's stock (CONTRACT.md "Unpaid
 * orders"): an abandoned draft gives its units back once no payment of it can still succeed, a customer
 * holds only a few drafts and unpaid orders at once, a draft can be sent to payment only a few times, and
 * a customer starts only so many payments a day (so undoing a draft and making it again does not renew
 * a hold for ever).
 */

export const MAX_HELD_DRAFTS = 3;
export const MAX_UNPAID_ORDERS = 5;
export const MAX_PAYMENTS_PER_DRAFT = 3;
export const MAX_PAYMENTS_PER_DAY = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

const abandoned = pluck<[touchedBefore: string, now: string], number>(
  `SELECT o.id FROM sale_orders o WHERE o.status = 0 AND o.stock_reserved = 1 AND o.updated_at <= ?
     AND NOT EXISTS (SELECT 1 FROM payment_sessions s WHERE s.sale_order_id = o.id AND s.status = 'open' AND s.expires_at > ?)`,
);
const heldBy = pluck<[customerId: number], number>(
  "SELECT id FROM sale_orders WHERE customer_id = ? AND status = 0 AND stock_reserved = 1",
);
const pendingCashOnDelivery = pluck<[customerId: number], number>(
  "SELECT COUNT(*) FROM sale_orders WHERE customer_id = ? AND status = 1 AND pay_type = 0 AND advance_payment_sum_amount = 0",
);
const insertHold = query<[customerId: number, orderId: number, at: string]>(
  "INSERT INTO payment_holds (customer_id, sale_order_id, created_at) VALUES (?, ?, ?)",
);
const paymentsOfDraft = pluck<[orderId: number], number>("SELECT COUNT(*) FROM payment_holds WHERE sale_order_id = ?");
const paymentsSince = pluck<[customerId: number, since: string], number>(
  "SELECT COUNT(*) FROM payment_holds WHERE customer_id = ? AND created_at > ?",
);

export const TOO_MANY_DRAFTS = "You have too many orders awaiting payment. Pay or discard one of them first.";
export const TOO_MANY_UNPAID = `You have ${MAX_UNPAID_ORDERS} orders awaiting payment or delivery. Pay or discard a draft, or wait until an order is delivered, before placing another.`;
export const DRAFT_RENEWALS_SPENT = `This order has been sent to payment ${MAX_PAYMENTS_PER_DRAFT} times. Discard it and order again from your cart.`;
export const PAYMENTS_PER_DAY_SPENT = `You have started ${MAX_PAYMENTS_PER_DAY} payments in the last 24 hours. Please pay one of your orders or try again tomorrow.`;

/**
 * Settles every draft without an open session last touched longer ago than a session lives (a bank
 * card draft gets its session only at the handshake, so a fresh one is not abandoned yet).
 */
export function releaseAbandonedDrafts(db: Db, now: Date): number {
  const ids = abandoned(db).all(new Date(now.getTime() - SESSION_TTL_MS).toISOString(), now.toISOString());
  if (ids.length > 0) db.transaction(() => ids.forEach((id) => settleUnpaidDraft(db, id, now))).immediate();
  return ids.length;
}

/** Counts a payment started on a draft (a gateway call, or order/create with the bank card before its handshake). */
export function recordPaymentHold(db: Db, customerId: number, orderId: number, now: Date): void {
  insertHold(db).run(customerId, orderId, now.toISOString());
}

/** The refusal of a new payment (a session) of a draft, or null: each one holds the draft's units an hour. */
export function paymentHoldRefusal(db: Db, customerId: number, orderId: number | null, now: Date): string | null {
  if (orderId !== null && (paymentsOfDraft(db).get(orderId) ?? 0) >= MAX_PAYMENTS_PER_DRAFT)
    return DRAFT_RENEWALS_SPENT;
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  if ((paymentsSince(db).get(customerId, since) ?? 0) >= MAX_PAYMENTS_PER_DAY) return PAYMENTS_PER_DAY_SPENT;
  return null;
}

/**
 * The refusal of an order placement, or null. `payment`: a draft for a gateway (its session starts now,
 * or at the bank handshake); `cod`: a cash-on-delivery order. Placing or paying a draft that already
 * holds its units adds no unpaid order, but paying it again renews its hold, which is capped.
 */
export function unpaidOrdersRefusal(
  db: Db,
  customerId: number,
  saleOrderId: number | null,
  kind: "payment" | "cod",
  now: Date,
): Record<string, unknown> | null {
  releaseAbandonedDrafts(db, now);
  const refuse = (msg: string) => ({ status: false, msg });
  if (kind === "payment") {
    const hold = paymentHoldRefusal(db, customerId, saleOrderId, now);
    if (hold) return refuse(hold);
  }
  const held = heldBy(db).all(customerId);
  if (saleOrderId !== null && held.includes(saleOrderId)) return null;
  if (kind === "payment" && held.length >= MAX_HELD_DRAFTS) return refuse(TOO_MANY_DRAFTS);
  if (held.length + (pendingCashOnDelivery(db).get(customerId) ?? 0) >= MAX_UNPAID_ORDERS)
    return refuse(TOO_MANY_UNPAID);
  return null;
}
