import type { Db } from "../db/open";
import { stmt } from "./statements";

/**
 * Order numbers are readable and unique per shop: `SO-{shop id}-{seq, 5 digits}` (the seeded orders
 * use 1–8). The sequence lives in shops.next_order_seq and is taken inside the caller's transaction,
 * so two orders never get the same number; UNIQUE (shop_id, order_number) backs this up.
 */
export const formatOrderNumber = (shopId: number, seq: number) => `SO-${shopId}-${String(seq).padStart(5, "0")}`;

export function nextOrderNumber(db: Db, shopId: number): string {
  const seq = stmt(db, "UPDATE shops SET next_order_seq = next_order_seq + 1 WHERE id = ? RETURNING next_order_seq - 1 AS seq")
    .pluck()
    .get(shopId) as number;
  return formatOrderNumber(shopId, seq);
}
