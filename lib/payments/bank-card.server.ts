import "server-only";
import CryptoJS from "crypto-js";
import { getConfig } from "@/lib/config";
import type { Customer } from "@/lib/session/customer";
import { checkSaleOrder, createOrder, type OrderPlacement } from "@/lib/shop-api/orders.server";
import { getPaymentMethodDetail, type PaymentMethodDetail } from "@/lib/shop-api/payments.server";
import { gatewayRedirect } from "./gateway-url";
import { METHOD, PAYMENT_MESSAGES } from "./messages";
import { failureOutcome, refused, type PaymentOutcome } from "./outcome";

/**
 * The bank card gateway (CONTRACT.md "Payments", method 3), run on this server so that the merchant's
 * user name, password, hash and keys never reach the browser: the handshake is a server-to-server
 * call, and the browser only gets the gateway's form action and the fields to post, whose request
 * hash (made here) covers the merchant secrets without carrying them in clear.
 */

// The reference API (packages/shop-api/src/payments/bank-hash.ts) writes these lists again, on purpose: it checks
// this server's hashes with its own code, so a mistake here cannot pass by being shared.
const HANDSHAKE_FIELDS = [
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

/** The fields the gateway's RequestHash covers, in order; the three merchant secrets are not posted. */
const GATEWAY_HASH_FIELDS = [
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
const MERCHANT_SECRETS: readonly string[] = ["MerchantHash", "MerchantUsername", "MerchantPassword"];

/** `name=value&…` in the given order, values as they are (not URL-encoded). */
export function requestString(fields: readonly string[], values: Readonly<Record<string, string>>): string {
  return fields.map((name) => `${name}=${values[name] ?? ""}`).join("&");
}

/** Base64 of AES-128-CBC with PKCS7 padding; key1 is the key and key2 the IV, each 16 UTF-8 bytes. */
export function encryptRequest(plain: string, key1: string, key2: string): string {
  return CryptoJS.AES.encrypt(plain, CryptoJS.enc.Utf8.parse(key1), {
    iv: CryptoJS.enc.Utf8.parse(key2),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

type Merchant = Pick<
  PaymentMethodDetail,
  | "channel_id"
  | "merchant_id"
  | "store_id"
  | "merchant_hash"
  | "merchant_username"
  | "merchant_password"
  | "key1"
  | "key2"
>;

/** The handshake request (form-encoded, server to server). */
export function handshakeForm(m: Merchant, reference: string, returnUrl: string): Record<string, string> {
  const fields: Record<string, string> = {
    HS_ChannelId: m.channel_id,
    HS_MerchantId: m.merchant_id,
    HS_StoreId: m.store_id,
    HS_ReturnURL: returnUrl,
    HS_MerchantHash: m.merchant_hash,
    HS_MerchantUsername: m.merchant_username,
    HS_MerchantPassword: m.merchant_password,
    HS_TransactionReferenceNumber: reference,
    HS_IsRedirectionRequest: "0",
  };
  return { ...fields, HS_RequestHash: encryptRequest(requestString(HANDSHAKE_FIELDS, fields), m.key1, m.key2) };
}

/** The hidden form the browser posts to the gateway: public fields and the request hash only. */
export function gatewayForm(
  m: Merchant,
  t: { authToken: string; reference: string; amount: number; returnUrl: string },
): Record<string, string> {
  const signed: Record<string, string> = {
    AuthToken: t.authToken,
    ChannelId: m.channel_id,
    Currency: "PKR",
    IsBIN: "0",
    ReturnURL: t.returnUrl,
    MerchantId: m.merchant_id,
    StoreId: m.store_id,
    MerchantHash: m.merchant_hash,
    MerchantUsername: m.merchant_username,
    MerchantPassword: m.merchant_password,
    TransactionTypeId: "3",
    TransactionReferenceNumber: t.reference,
    TransactionAmount: t.amount.toFixed(2),
  };
  const posted = Object.fromEntries(Object.entries(signed).filter(([name]) => !MERCHANT_SECRETS.includes(name)));
  return { ...posted, RequestHash: encryptRequest(requestString(GATEWAY_HASH_FIELDS, signed), m.key1, m.key2) };
}

type Handshake = { ok: true; authToken: string } | { ok: false; msg: string };

/** Reads the handshake answer: `{success:"true", AuthToken}` or a refusal. */
export function handshakeOutcome(answer: unknown): Handshake {
  const a = typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>) : {};
  const token = typeof a.AuthToken === "string" ? a.AuthToken : "";
  return a.success === "true" && token !== ""
    ? { ok: true, authToken: token }
    : { ok: false, msg: PAYMENT_MESSAGES.handshakeFailed };
}

async function requestHandshake(url: string, form: Record<string, string>): Promise<Handshake> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form).toString(),
      cache: "no-store",
      signal: AbortSignal.timeout(getConfig().shopApiTimeoutMs),
    });
    if (!response.ok) return { ok: false, msg: PAYMENT_MESSAGES.requestFailed };
    return handshakeOutcome(await response.json());
  } catch {
    return { ok: false, msg: PAYMENT_MESSAGES.requestFailed };
  }
}

/**
 * Makes the draft (order/create with method 3), runs the handshake with the order number as the
 * reference, and answers the gateway form. The return URL is the shop's own origin, as this storefront
 * resolved it. A draft whose handshake failed stays a draft (the shop API releases its stock later).
 */
export async function startBankCard(
  customer: Customer,
  placement: OrderPlacement,
  idempotencyKey: string,
): Promise<PaymentOutcome> {
  const created = await createOrder(customer, placement, idempotencyKey);
  if (!created.ok) return failureOutcome(created, PAYMENT_MESSAGES.requestFailed);
  const draft = created.data;
  if (draft.status === false || draft.order_id === undefined || !draft.order_number)
    return refused(draft.msg || PAYMENT_MESSAGES.requestFailed);

  const [detail, order] = await Promise.all([
    getPaymentMethodDetail(customer, METHOD.bankCard),
    checkSaleOrder(customer, draft.order_id),
  ]);
  // The shop's own words about these internal calls are not for the shopper (only a 401 ends the session).
  for (const read of [detail, order])
    if (!read.ok) return read.status === 401 ? failureOutcome(read, "") : refused(PAYMENT_MESSAGES.requestFailed);
  if (!detail.ok || !order.ok) return refused(PAYMENT_MESSAGES.requestFailed);
  const action = gatewayRedirect(detail.data.gateway_url);
  const aes128 = [detail.data.key1, detail.data.key2].every((k) => new TextEncoder().encode(k).length === 16);
  if (action === null || !aes128 || !/^https?:\/\//.test(detail.data.handshake_url))
    return refused(PAYMENT_MESSAGES.requestFailed);

  const returnUrl = `${customer.origin}/check-out/return`;
  const handshake = await requestHandshake(
    detail.data.handshake_url,
    handshakeForm(detail.data, draft.order_number, returnUrl),
  );
  if (!handshake.ok) return refused(handshake.msg);
  const fields = gatewayForm(detail.data, {
    authToken: handshake.authToken,
    reference: draft.order_number,
    amount: order.data.totals.total,
    returnUrl,
  });
  return {
    httpStatus: 200,
    body: { status: true, next: { kind: "post", action, fields }, empty: draft.empty ?? false },
  };
}
