import { round2 } from "@storefront/cart-math";
import type { Db } from "../db/open";
import { query } from "../db/statement";
import { ORDER_NOT_FOUND, Refusal } from "./refusal";
import { releaseOrderStock, reserveOrderStock } from "./stock";

/** Status changes the storefront (or a payment) can cause. Each runs in one transaction. */

type Owner = { shopId: number; customerId: number };

const ownedStatus = query<
  [orderId: number, shopId: number, customerId: number],
  { status: number; advance_payment_sum_amount: number }
>("SELECT status, advance_payment_sum_amount FROM sale_orders WHERE id = ? AND shop_id = ? AND customer_id = ?");
const draftFacts = query<[orderId: number], { status: number; from_cart: number; advance_payment_sum_amount: number }>(
  "SELECT status, from_cart, advance_payment_sum_amount FROM sale_orders WHERE id = ?",
);
const linesBackToCart = query<[at: string, orderId: number]>(
  `INSERT INTO cart_lines (shop_id, customer_id, item_id, quantity, finalize, created_at)
   SELECT o.shop_id, o.customer_id, l.item_id, l.quantity, 1, ? FROM sale_order_items l JOIN sale_orders o ON o.id = l.sale_order_id
   WHERE l.sale_order_id = ? AND l.item_id IS NOT NULL
   ON CONFLICT (customer_id, item_id) DO UPDATE SET quantity = quantity + excluded.quantity, finalize = 1`,
);
// Lines, addresses and payment sessions go with it (ON DELETE CASCADE).
const deleteOrder = query<[orderId: number]>("DELETE FROM sale_orders WHERE id = ?");
const toCancelRequest = query<[message: string, at: string, orderId: number, shopId: number, customerId: number]>(
  "UPDATE sale_orders SET status = 7, cancel_message = ?, updated_at = ? WHERE id = ? AND shop_id = ? AND customer_id = ? AND status = 1",
);
const statusAndTotal = query<[orderId: number], { status: number; total: number }>(
  "SELECT status, total FROM sale_orders WHERE id = ?",
);
const markPaid = query<[method: number, amount: number, at: string, orderId: number]>(
  "UPDATE sale_orders SET status = 1, pay_type = ?, advance_payment_sum_amount = ?, updated_at = ? WHERE id = ?",
);
const recordPayment = query<
  [orderId: number, sessionId: string, amount: number, gateway: string, reference: string, at: string]
>(
  `INSERT INTO sale_order_payments (sale_order_id, payment_session_id, amount, mode, gateway, reference, created_at)
   VALUES (?, ?, ?, 5, ?, ?, ?)`,
);

/**
 * A draft's payment that will not happen (cancelled or abandoned): CONTRACT.md "A payment that does not
 * happen leaves the cart as it was". Call inside a transaction.
 */
export function settleUnpaidDraft(db: Db, orderId: number, now: Date): void {
  const order = draftFacts(db).get(orderId);
  if (!order || order.status !== 0 || order.advance_payment_sum_amount > 0) return;
  releaseOrderStock(db, orderId);
  if (order.from_cart !== 1) return;
  linesBackToCart(db).run(now.toISOString(), orderId);
  deleteOrder(db).run(orderId);
}

/** Deletes an unpaid draft of the customer and gives its units back. */
export function discardDraft(db: Db, orderId: number, owner: Owner): void {
  db.transaction(() => {
    const order = ownedStatus(db).get(orderId, owner.shopId, owner.customerId);
    if (!order) throw new Refusal(ORDER_NOT_FOUND);
    if (order.status !== 0 || order.advance_payment_sum_amount > 0)
      throw new Refusal("Only a draft order can be discarded.");
    releaseOrderStock(db, orderId);
    deleteOrder(db).run(orderId);
  }).immediate();
}

/** Pending (1) → cancel request (7), keeping the customer's message. */
export function requestCancel(db: Db, orderId: number, owner: Owner, message: string, now: Date): void {
  const changed = toCancelRequest(db).run(message, now.toISOString(), orderId, owner.shopId, owner.customerId).changes;
  if (changed === 1) return;
  if (!ownedStatus(db).get(orderId, owner.shopId, owner.customerId)) throw new Refusal(ORDER_NOT_FOUND);
  throw new Refusal("Only a pending order can be cancelled.");
}

/**
 * Records a card payment of the whole total on a draft: status 1, advance payment = total, a payment
 * of mode 5 (credit card). Call inside the payment's transaction; throws a Refusal when the order is
 * gone, no longer a draft, or (if it gave its units back meanwhile) out of stock.
 */
export function markDraftPaid(
  db: Db,
  orderId: number,
  payment: { method: number; gateway: string; reference: string; now: Date },
): void {
  const order = statusAndTotal(db).get(orderId);
  if (!order) throw new Refusal(ORDER_NOT_FOUND);
  if (order.status !== 0) throw new Refusal("This order is no longer awaiting payment.");
  reserveOrderStock(db, orderId);
  const at = payment.now.toISOString();
  const total = round2(order.total);
  markPaid(db).run(payment.method, total, at, orderId);
  recordPayment(db).run(orderId, payment.reference, total, payment.gateway, payment.reference, at);
}
