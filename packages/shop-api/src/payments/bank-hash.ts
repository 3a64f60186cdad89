import { createCipheriv, createDecipheriv, timingSafeEqual } from "node:crypto";

/**
 * The bank card gateway's request hash (algorithm: CONTRACT.md "Payments", method 3). The storefront's
 * server makes it with crypto-js; this API decrypts it with node:crypto and compares the plain text.
 * The field lists repeat the storefront's (lib/payments/bank-card.server.ts) on purpose: an independent check.
 */

export const HANDSHAKE_FIELDS = [
  "HS_ChannelId",
  "HS_MerchantId",
  "HS_StoreId",
  "HS_ReturnURL",
  "HS_MerchantHash",
  "HS_MerchantUsername",
  "HS_MerchantPassword",
  "HS_TransactionReferenceNumber",
  "HS_IsRedirectionRequest",
] as const;

export const GATEWAY_FIELDS = [
  "AuthToken",
  "ChannelId",
  "Currency",
  "IsBIN",
  "ReturnURL",
  "MerchantId",
  "StoreId",
  "MerchantHash",
  "MerchantUsername",
  "MerchantPassword",
  "TransactionTypeId",
  "TransactionReferenceNumber",
  "TransactionAmount",
] as const;

/** Covered by the gateway form's RequestHash but never posted: the browser must not see them. */
export const MERCHANT_SECRETS: readonly string[] = ["MerchantHash", "MerchantUsername", "MerchantPassword"];

export function requestString(fields: readonly string[], values: Readonly<Record<string, string>>): string {
  return fields.map((name) => `${name}=${values[name] ?? ""}`).join("&");
}

function keyPair(key1: string, key2: string): { key: Buffer; iv: Buffer } | null {
  const key = Buffer.from(key1, "utf8");
  const iv = Buffer.from(key2, "utf8");
  return key.length === 16 && iv.length === 16 ? { key, iv } : null;
}

/** The hash of `plain` (used by tests and to document the algorithm; the browser makes its own). */
export function encryptRequest(plain: string, key1: string, key2: string): string {
  const pair = keyPair(key1, key2);
  if (!pair) throw new Error("AES-128 needs a 16-byte key and IV");
  const cipher = createCipheriv("aes-128-cbc", pair.key, pair.iv);
  return Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]).toString("base64");
}

/** True when `hash` decrypts (with valid padding) to exactly `expected`. Never throws. */
export function hashMatches(hash: string, expected: string, key1: string, key2: string): boolean {
  const pair = keyPair(key1, key2);
  if (!pair || hash.length === 0 || hash.length > 8192 || !/^[A-Za-z0-9+/]+={0,2}$/.test(hash)) return false;
  let plain: Buffer;
  try {
    const decipher = createDecipheriv("aes-128-cbc", pair.key, pair.iv);
    plain = Buffer.concat([decipher.update(Buffer.from(hash, "base64")), decipher.final()]);
  } catch {
    return false; // wrong key or tampered: the padding does not check out
  }
  const want = Buffer.from(expected, "utf8");
  return plain.length === want.length && timingSafeEqual(plain, want);
}
