import type { Db } from "../db/open";
import type { Rng } from "./prng";

/** Payment methods 3, 4, 7, 8, 9 of one shop, with sandbox merchant details and keys. */
export function seedPaymentMethods(db: Db, shopId: number, origin: string, rng: Rng): void {
  const token = (n: number) =>
    Array.from({ length: n }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[rng.int(0, 31)]).join("");
  const insert =
    db.prepare(`INSERT INTO payment_methods (shop_id, payment_method, payment_method_title, position, channel_id, return_url,
      merchant_id, store_id, merchant_hash, merchant_username, merchant_password, key1, key2, public_key, secret_key)
    VALUES (@shop_id, @code, @title, @position, @channel_id, @return_url, @merchant_id, @store_id, @merchant_hash,
      @merchant_username, @merchant_password, @key1, @key2, @public_key, @secret_key)`);
  const blank = {
    channel_id: "",
    return_url: "",
    merchant_id: "",
    store_id: "",
    merchant_hash: "",
    merchant_username: "",
    merchant_password: "",
    key1: "",
    key2: "",
    public_key: "",
    secret_key: "",
  };
  const rows = [
    {
      code: 3,
      title: "Bank Card",
      ...blank,
      channel_id: "1001",
      return_url: `${origin}/check-out/return`,
      merchant_id: String(10000 + shopId),
      store_id: String(20000 + shopId),
      merchant_hash: token(24),
      merchant_username: `sandbox-${shopId}`,
      merchant_password: token(12),
      key1: token(16), // exactly 16 ASCII characters = 16 UTF-8 bytes (AES-128 key)
      key2: token(16), // IV
    },
    {
      code: 4,
      title: "Credit / Debit Card",
      ...blank,
      public_key: `pk_sandbox_${token(24)}`,
      secret_key: `sk_sandbox_${token(24)}`,
    },
    { code: 7, title: "Safepay", ...blank },
    { code: 8, title: "Paymennt", ...blank },
    { code: 9, title: "Tap (utap)", ...blank },
  ];
  rows.forEach((r, position) => insert.run({ shop_id: shopId, position, ...r }));
}
