import type { Db } from "../db/open";
import { overStockMessage, Refusal, unavailableMessage } from "./refusal";
import { stmt } from "./statements";

/**
 * Stock moves of orders. Call these inside a transaction: a Refusal thrown half-way rolls back the
 * units already taken. The conditional UPDATE (stock >= quantity) is what makes overselling
 * impossible; the items CHECK (stock >= 0) backs it up.
 *
 * When stock is taken (CONTRACT.md "Orders"): a cash-on-delivery order takes it when placed; a draft
 * made for a payment gateway takes it when created (the customer is about to pay, paying must not fail
 * for stock) and gives it back when discarded or when its payment is cancelled. `stock_reserved`
 * says whether an order currently holds its units.
 */

export type StockLine = { item_id: number | null; quantity: number; item_name: string };

export function takeStock(db: Db, lines: readonly StockLine[]): void {
  const take = stmt(db, "UPDATE items SET stock = stock - ? WHERE id = ? AND status = 1 AND stock >= ?");
  for (const line of lines) {
    if (line.item_id !== null && take.run(line.quantity, line.item_id, line.quantity).changes === 1) continue;
    const item =
      line.item_id === null
        ? undefined
        : (stmt(db, "SELECT status, item_name FROM items WHERE id = ?").get(line.item_id) as { status: number; item_name: string } | undefined);
    if (!item || item.status !== 1) throw new Refusal(unavailableMessage(item?.item_name ?? line.item_name));
    throw new Refusal(overStockMessage(item.item_name));
  }
}

const orderLines = (db: Db, orderId: number) =>
  stmt(db, "SELECT item_id, quantity, item_name FROM sale_order_items WHERE sale_order_id = ? ORDER BY id").all(orderId) as StockLine[];

/** Takes the order's units from stock unless it already holds them. */
export function reserveOrderStock(db: Db, orderId: number): void {
  const reserved = stmt(db, "SELECT stock_reserved FROM sale_orders WHERE id = ?").pluck().get(orderId) as number | undefined;
  if (reserved !== 0) return;
  takeStock(db, orderLines(db, orderId));
  stmt(db, "UPDATE sale_orders SET stock_reserved = 1 WHERE id = ?").run(orderId);
}

/** Gives the order's units back to stock if it holds them (items deleted since are skipped). */
export function releaseOrderStock(db: Db, orderId: number): void {
  const reserved = stmt(db, "SELECT stock_reserved FROM sale_orders WHERE id = ?").pluck().get(orderId) as number | undefined;
  if (reserved !== 1) return;
  const give = stmt(db, "UPDATE items SET stock = stock + ? WHERE id = ?");
  for (const line of orderLines(db, orderId)) if (line.item_id !== null) give.run(line.quantity, line.item_id);
  stmt(db, "UPDATE sale_orders SET stock_reserved = 0 WHERE id = ?").run(orderId);
}
