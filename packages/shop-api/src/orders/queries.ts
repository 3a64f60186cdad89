import type { Db } from "../db/open";
import { query } from "../db/statement";
import type { OrderRow } from "./view";

/** Reads of sale orders, always scoped to one customer of one shop (or one shop for tracking). */

const ofCustomer = query<[orderId: number, shopId: number, customerId: number], OrderRow>(
  "SELECT * FROM sale_orders WHERE id = ? AND shop_id = ? AND customer_id = ?",
);
const allOfCustomer = query<[shopId: number, customerId: number], OrderRow>(
  "SELECT * FROM sale_orders WHERE shop_id = ? AND customer_id = ? ORDER BY created_at DESC, id DESC",
);
const withStatus = query<[shopId: number, customerId: number, status: number], OrderRow>(
  "SELECT * FROM sale_orders WHERE shop_id = ? AND customer_id = ? AND status = ? ORDER BY created_at DESC, id DESC",
);
const tracked = query<[shopId: number, orderNo: string, trackingNo: string], OrderRow>(
  `SELECT o.* FROM sale_orders o JOIN sale_order_tracking t ON t.sale_order_id = o.id
   WHERE o.shop_id = ? AND o.order_number = ? COLLATE NOCASE AND t.tracking_no = ? COLLATE NOCASE`,
);

export const findCustomerOrder = (db: Db, shopId: number, customerId: number, orderId: number): OrderRow | undefined =>
  ofCustomer(db).get(orderId, shopId, customerId);

/** The customer's orders, newest first; `status` keeps one status only. */
export function listCustomerOrders(db: Db, shopId: number, customerId: number, status?: number): OrderRow[] {
  return status === undefined
    ? allOfCustomer(db).all(shopId, customerId)
    : withStatus(db).all(shopId, customerId, status);
}

/** The shop's order with this number and tracking number (order numbers compare case-insensitively). */
export const findTrackedOrder = (db: Db, shopId: number, orderNo: string, trackingNo: string): OrderRow | undefined =>
  tracked(db).get(shopId, orderNo, trackingNo);

/** Route parameter → order id, or null when it cannot be one (then the order is simply not found). */
export function orderIdParam(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
