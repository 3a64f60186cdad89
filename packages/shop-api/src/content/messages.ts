import type { Db } from "../db/open";
import { query } from "../db/statement";

/** Contact messages (type 1) and newsletter sign-ups (type 2) sent to a shop. */

export type Message = { type: 1 | 2; email: string; fullname: string; subject: string; message: string };

const insert = query<
  [shopId: number, type: 1 | 2, email: string, fullname: string, subject: string, message: string, at: string]
>(
  "INSERT INTO communications (shop_id, type, email, fullname, subject, message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
);

/** Throws a UNIQUE violation for an address already subscribed to the shop's newsletter (a partial index decides, even under concurrency). */
export function storeMessage(db: Db, shopId: number, m: Message, now: Date): void {
  insert(db).run(shopId, m.type, m.email, m.fullname, m.subject, m.message, now.toISOString());
}
