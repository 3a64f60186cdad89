import type { Db } from "../db/open";
import { pluck } from "../db/statement";
import { settleUnpaidDraft } from "../orders/lifecycle";
import { SESSION_TTL_MS } from "./sessions";

/**
 * Drafts made for a payment hold their units (orders/stock.ts). These two rules keep unpaid drafts
 * from holding stock forever: an abandoned one gives its units back once no payment of it can still
 * succeed, and a customer may only hold a few at once.
 */

export const MAX_HELD_DRAFTS = 3;

const abandoned = pluck<[touchedBefore: string, now: string], number>(
  `SELECT o.id FROM sale_orders o WHERE o.status = 0 AND o.stock_reserved = 1 AND o.updated_at <= ?
     AND NOT EXISTS (SELECT 1 FROM payment_sessions s WHERE s.sale_order_id = o.id AND s.status = 'open' AND s.expires_at > ?)`,
);
const heldBy = pluck<[customerId: number], number>("SELECT id FROM sale_orders WHERE customer_id = ? AND status = 0 AND stock_reserved = 1");
export const TOO_MANY_DRAFTS = "You have too many orders awaiting payment. Pay or discard one of them first.";

/**
 * Settles every draft without an open session last touched longer ago than a session lives (a bank
 * card draft gets its session only at the handshake, so a fresh one is not abandoned yet).
 */
export function releaseAbandonedDrafts(db: Db, now: Date): number {
  const ids = abandoned(db).all(new Date(now.getTime() - SESSION_TTL_MS).toISOString(), now.toISOString());
  if (ids.length > 0) db.transaction(() => ids.forEach((id) => settleUnpaidDraft(db, id, now))).immediate();
  return ids.length;
}

/**
 * The refusal for a customer who already holds MAX_HELD_DRAFTS drafts with units, or null. Paying a
 * draft that already holds its units (`saleOrderId`) takes nothing more, so it is always allowed.
 */
export function heldDraftsRefusal(db: Db, customerId: number, saleOrderId: number | null, now: Date): Record<string, unknown> | null {
  releaseAbandonedDrafts(db, now);
  const held = heldBy(db).all(customerId);
  if (saleOrderId !== null && held.includes(saleOrderId)) return null;
  return held.length >= MAX_HELD_DRAFTS ? { status: false, msg: TOO_MANY_DRAFTS } : null;
}
