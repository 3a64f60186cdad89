import type { Db } from "../db/open";
import { query } from "../db/statement";

/** Payment methods of a shop (seeded codes 3, 4, 7, 8, 9; see the payment_methods table). */

export const BANK_CARD = 3;
export const CARD_PAGE = 4;
export const SAFEPAY = 7;
export const PAYMENNT = 8;
export const UTAP = 9;

/** Gateway names, as recorded on payments and sent back in the return URL's `gateway` parameter. */
export const GATEWAY_NAMES: Record<number, string> = {
  [BANK_CARD]: "bankcard",
  [CARD_PAGE]: "stripe",
  [SAFEPAY]: "safepay",
  [PAYMENNT]: "paymennt",
  [UTAP]: "utap",
};

export type MethodRow = {
  id: number;
  shop_id: number;
  payment_method: number;
  payment_method_title: string;
  channel_id: string;
  return_url: string;
  merchant_id: string;
  store_id: string;
  merchant_hash: string;
  merchant_username: string;
  merchant_password: string;
  key1: string;
  key2: string;
  public_key: string;
  secret_key: string;
};

const enabled = query<[shopId: number, code: number], MethodRow>(
  "SELECT * FROM payment_methods WHERE shop_id = ? AND payment_method = ? AND is_enabled = 1",
);
const publicList = query<[shopId: number], { id: number; payment_method: number; payment_method_title: string }>(
  "SELECT id, payment_method, payment_method_title FROM payment_methods WHERE shop_id = ? AND is_enabled = 1 ORDER BY position, id",
);
const bankCardCandidates = query<[code: number, merchantId: string, storeId: string], MethodRow>(
  "SELECT * FROM payment_methods WHERE payment_method = ? AND is_enabled = 1 AND merchant_id = ? AND store_id = ?",
);

export const enabledMethod = (db: Db, shopId: number, code: number): MethodRow | undefined =>
  enabled(db).get(shopId, code);

/** The public list: never a merchant field or key. */
export const publicMethods = (db: Db, shopId: number) => publicList(db).all(shopId);

/** Enabled bank card methods of any shop with these merchant ids (the handshake names no shop). */
export const bankCardMethodsOf = (db: Db, merchantId: string, storeId: string): MethodRow[] =>
  bankCardCandidates(db).all(BANK_CARD, merchantId, storeId);

/**
 * The merchant fields and keys the storefront's server needs to run the bank card gateway (answered only
 * with its server key, routes/payments.ts). The card page's secret key is never part of it.
 */
export function methodDetail(row: MethodRow, urls: { handshake_url: string; gateway_url: string }) {
  return {
    payment_method: row.payment_method,
    payment_method_title: row.payment_method_title,
    channel_id: row.channel_id,
    return_url: row.return_url,
    merchant_id: row.merchant_id,
    store_id: row.store_id,
    merchant_hash: row.merchant_hash,
    merchant_username: row.merchant_username,
    merchant_password: row.merchant_password,
    key1: row.key1,
    key2: row.key2,
    ...(row.payment_method === BANK_CARD ? urls : { handshake_url: "", gateway_url: "" }),
  };
}
