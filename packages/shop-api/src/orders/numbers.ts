import type { Db } from "../db/open";
import { pluck } from "../db/statement";

/**
 * Order numbers are readable and unique per shop: `SO-{shop id}-{seq, 5 digits}` (the seeded orders
 * use 1–8). The sequence lives in shops.next_order_seq and is taken inside the caller's transaction,
 * so two orders never get the same number; UNIQUE (shop_id, order_number) backs this up.
 */
export const formatOrderNumber = (shopId: number, seq: number) => `SO-${shopId}-${String(seq).padStart(5, "0")}`;

const takeSeq = pluck<[shopId: number], number>(
  "UPDATE shops SET next_order_seq = next_order_seq + 1 WHERE id = ? RETURNING next_order_seq - 1 AS seq",
);

export function nextOrderNumber(db: Db, shopId: number): string {
  const seq = takeSeq(db).get(shopId);
  if (seq === undefined) throw new Error(`shop ${shopId} vanished`);
  return formatOrderNumber(shopId, seq);
}
