import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";
import { overStockMessage, Refusal, unavailableMessage } from "./refusal";

/**
 * Stock moves of orders (when each happens: CONTRACT.md "Orders", Stock). Call them inside a
 * transaction: a Refusal half-way rolls back the units already taken. The conditional UPDATE
 * (stock >= quantity) is what prevents overselling; the items CHECK (stock >= 0) backs it up.
 */

export type StockLine = { item_id: number | null; quantity: number; item_name: string };

const take = query<[quantity: number, itemId: number, atLeast: number]>(
  "UPDATE items SET stock = stock - ? WHERE id = ? AND status = 1 AND stock >= ?",
);
const give = query<[quantity: number, itemId: number]>("UPDATE items SET stock = stock + ? WHERE id = ?");
const itemState = query<[itemId: number], { status: number; item_name: string }>(
  "SELECT status, item_name FROM items WHERE id = ?",
);
const linesOf = query<[orderId: number], StockLine>(
  "SELECT item_id, quantity, item_name FROM sale_order_items WHERE sale_order_id = ? ORDER BY id",
);
const reservedOf = pluck<[orderId: number], 0 | 1>("SELECT stock_reserved FROM sale_orders WHERE id = ?");
const setReserved = query<[reserved: 0 | 1, orderId: number]>("UPDATE sale_orders SET stock_reserved = ? WHERE id = ?");

export function takeStock(db: Db, lines: readonly StockLine[]): void {
  for (const line of lines) {
    if (line.item_id !== null && take(db).run(line.quantity, line.item_id, line.quantity).changes === 1) continue;
    const item = line.item_id === null ? undefined : itemState(db).get(line.item_id);
    if (!item || item.status !== 1) throw new Refusal(unavailableMessage(item?.item_name ?? line.item_name));
    throw new Refusal(overStockMessage(item.item_name));
  }
}

/** Takes the order's units from stock unless it already holds them. */
export function reserveOrderStock(db: Db, orderId: number): void {
  if (reservedOf(db).get(orderId) !== 0) return;
  takeStock(db, linesOf(db).all(orderId));
  setReserved(db).run(1, orderId);
}

/** Gives the order's units back to stock if it holds them (items deleted since are skipped). */
export function releaseOrderStock(db: Db, orderId: number): void {
  if (reservedOf(db).get(orderId) !== 1) return;
  for (const line of linesOf(db).all(orderId)) if (line.item_id !== null) give(db).run(line.quantity, line.item_id);
  setReserved(db).run(0, orderId);
}
