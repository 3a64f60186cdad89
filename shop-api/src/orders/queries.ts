import type { Db } from "../db/open";
import { stmt } from "./statements";
import type { OrderRow } from "./view";

/** Reads of sale orders, always scoped to one customer of one shop (or one shop for tracking). */

export function findCustomerOrder(db: Db, shopId: number, customerId: number, orderId: number): OrderRow | undefined {
  return stmt(db, "SELECT * FROM sale_orders WHERE id = ? AND shop_id = ? AND customer_id = ?").get(orderId, shopId, customerId) as
    | OrderRow
    | undefined;
}

/** The customer's orders, newest first; `status` keeps one status only. */
export function listCustomerOrders(db: Db, shopId: number, customerId: number, status?: number): OrderRow[] {
  if (status === undefined) {
    return stmt(db, "SELECT * FROM sale_orders WHERE shop_id = ? AND customer_id = ? ORDER BY created_at DESC, id DESC").all(
      shopId,
      customerId,
    ) as OrderRow[];
  }
  return stmt(db, "SELECT * FROM sale_orders WHERE shop_id = ? AND customer_id = ? AND status = ? ORDER BY created_at DESC, id DESC").all(
    shopId,
    customerId,
    status,
  ) as OrderRow[];
}

/** The shop's order with this number and tracking number (order numbers compare case-insensitively). */
export function findTrackedOrder(db: Db, shopId: number, orderNo: string, trackingNo: string): OrderRow | undefined {
  return stmt(
    db,
    `SELECT o.* FROM sale_orders o JOIN sale_order_tracking t ON t.sale_order_id = o.id
     WHERE o.shop_id = ? AND o.order_number = ? COLLATE NOCASE AND t.tracking_no = ? COLLATE NOCASE`,
  ).get(shopId, orderNo, trackingNo) as OrderRow | undefined;
}

/** Route parameter → order id, or null when it cannot be one (then the order is simply not found). */
export function orderIdParam(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
