import type { Db } from "../db/open";
import { query } from "../db/statement";

/** Stored answers of the placement calls, per customer and key (http/idempotency.ts). */

export type KeyOwner = { shopId: number; customerId: number; key: string };
export type StoredAnswer = { path: string; status_code: number | null; body: string | null };

const KEEP_MS = 24 * 60 * 60 * 1000;

const select = query<[shopId: number, customerId: number, key: string], StoredAnswer>(
  "SELECT path, status_code, body FROM idempotency_keys WHERE shop_id = ? AND customer_id = ? AND key = ?",
);
const forget = query<[shopId: number, customerId: number, key: string]>(
  "DELETE FROM idempotency_keys WHERE shop_id = ? AND customer_id = ? AND key = ?",
);
const expire = query<[before: string]>("DELETE FROM idempotency_keys WHERE created_at < ?");
const claim = query<[shopId: number, customerId: number, key: string, path: string, at: string]>(
  "INSERT OR IGNORE INTO idempotency_keys (shop_id, customer_id, key, path, created_at) VALUES (?, ?, ?, ?, ?)",
);
const keep = query<[status: number, body: string, shopId: number, customerId: number, key: string]>(
  "UPDATE idempotency_keys SET status_code = ?, body = ? WHERE shop_id = ? AND customer_id = ? AND key = ?",
);

/** Claims the key for `path` (after dropping keys older than a day); false when it was already claimed. */
export function claimKey(db: Db, k: KeyOwner, path: string, now: Date): boolean {
  expire(db).run(new Date(now.getTime() - KEEP_MS).toISOString());
  return claim(db).run(k.shopId, k.customerId, k.key, path, now.toISOString()).changes === 1;
}

export const storedAnswer = (db: Db, k: KeyOwner): StoredAnswer | undefined =>
  select(db).get(k.shopId, k.customerId, k.key);
export const keepAnswer = (db: Db, k: KeyOwner, body: string) =>
  void keep(db).run(200, body, k.shopId, k.customerId, k.key);
export const forgetKey = (db: Db, k: KeyOwner) => void forget(db).run(k.shopId, k.customerId, k.key);
