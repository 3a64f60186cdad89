import { round2 } from "@storefront/cart-math";
import { z } from "zod";
import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";
import { findShopById, normalizeOrigin } from "../shops/shops";
import { GATEWAY_FIELDS, HANDSHAKE_FIELDS, hashMatches, MERCHANT_SECRETS, requestString } from "./bank-hash";
import { BANK_CARD, bankCardMethodsOf, enabledMethod, GATEWAY_NAMES, type MethodRow } from "./methods";
import { findSessionByAuthToken, openSession, randomToken, sessionState, type SessionRow } from "./sessions";

/**
 * The sandbox bank card gateway (method 3; protocol in CONTRACT.md "Payments"). The gateway form
 * carries no merchant secret in clear: its hash covers them, and they are filled in here from the shop's row.
 */

const field = z.string({ error: "missing" }).max(2048, "too long");
/** Every named form field is a required string. */
const formSchema = <K extends string>(names: readonly K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, field])) as Record<K, typeof field>);
const handshakeSchema = formSchema([...HANDSHAKE_FIELDS, "HS_RequestHash"]);
const gatewaySchema = formSchema([...GATEWAY_FIELDS.filter((name) => !MERCHANT_SECRETS.includes(name)), "RequestHash"]);

export type HandshakeAnswer = { success: "true" | "false"; AuthToken: string; ReturnURL: string; ErrorMessage: string };

const failed = (ErrorMessage: string): HandshakeAnswer => ({
  success: "false",
  AuthToken: "",
  ReturnURL: "",
  ErrorMessage,
});

type Merchant = {
  channel: string;
  merchantId: string;
  storeId: string;
  hash: string;
  username: string;
  password: string;
};

function sameMerchant(m: MethodRow, given: Merchant): boolean {
  return (
    m.channel_id === given.channel &&
    m.merchant_id === given.merchantId &&
    m.store_id === given.storeId &&
    m.merchant_hash === given.hash &&
    m.merchant_username === given.username &&
    m.merchant_password === given.password
  );
}

const draftByNumber = query<[shopId: number, orderNumber: string], { id: number; customer_id: number }>(
  "SELECT id, customer_id FROM sale_orders WHERE shop_id = ? AND order_number = ? AND status = 0",
);
const orderNumberOf = pluck<[orderId: number], string>("SELECT order_number FROM sale_orders WHERE id = ?");

export function handshake(db: Db, form: Record<string, unknown>, now: Date): HandshakeAnswer {
  const parsed = handshakeSchema.safeParse(form);
  if (!parsed.success) return failed("Missing or malformed handshake fields.");
  const f = parsed.data;
  const candidates = bankCardMethodsOf(db, f.HS_MerchantId, f.HS_StoreId);
  const plain = requestString(HANDSHAKE_FIELDS, f);
  const method = candidates.find((m) => hashMatches(f.HS_RequestHash, plain, m.key1, m.key2));
  if (!method) return failed("Invalid request hash.");
  const merchant = {
    channel: f.HS_ChannelId,
    merchantId: f.HS_MerchantId,
    storeId: f.HS_StoreId,
    hash: f.HS_MerchantHash,
    username: f.HS_MerchantUsername,
    password: f.HS_MerchantPassword,
  };
  if (!sameMerchant(method, merchant)) return failed("Invalid merchant credentials.");
  // The browser is only ever sent back to the shop's own site.
  if (normalizeOrigin(f.HS_ReturnURL) !== findShopById(db, method.shop_id)?.origin)
    return failed("The return URL is not on the shop's site.");

  const order = draftByNumber(db).get(method.shop_id, f.HS_TransactionReferenceNumber);
  if (!order) return failed("Unknown transaction reference.");

  const session = openSession(db, {
    id: randomToken("bank_"),
    authToken: randomToken(""),
    shopId: method.shop_id,
    orderId: order.id,
    customerId: order.customer_id,
    method: BANK_CARD,
    gateway: GATEWAY_NAMES[BANK_CARD]!,
    returnUrl: f.HS_ReturnURL,
    now,
  });
  return { success: "true", AuthToken: session.auth_token!, ReturnURL: f.HS_ReturnURL, ErrorMessage: "" };
}

export type GatewayCheck = { ok: true; session: SessionRow } | { ok: false; status: 400 | 410; msg: string };

/** Checks the gateway form post; on success the session it names can be paid or cancelled. */
export function checkGatewayPost(db: Db, form: Record<string, unknown>, now: Date): GatewayCheck {
  const parsed = gatewaySchema.safeParse(form);
  if (!parsed.success) return { ok: false, status: 400, msg: "Missing or malformed gateway fields." };
  const f = parsed.data;
  const session = findSessionByAuthToken(db, f.AuthToken, GATEWAY_NAMES[BANK_CARD]!);
  if (!session) return { ok: false, status: 400, msg: "Unknown AuthToken." };
  const method = enabledMethod(db, session.shop_id, BANK_CARD);
  const signed = method && {
    ...f,
    MerchantHash: method.merchant_hash,
    MerchantUsername: method.merchant_username,
    MerchantPassword: method.merchant_password,
  };
  if (
    !method ||
    !signed ||
    !hashMatches(f.RequestHash, requestString(GATEWAY_FIELDS, signed), method.key1, method.key2)
  ) {
    return { ok: false, status: 400, msg: "The request hash does not match." };
  }
  const merchant = {
    channel: f.ChannelId,
    merchantId: f.MerchantId,
    storeId: f.StoreId,
    hash: signed.MerchantHash,
    username: signed.MerchantUsername,
    password: signed.MerchantPassword,
  };
  if (!sameMerchant(method, merchant)) return { ok: false, status: 400, msg: "Invalid merchant credentials." };
  const orderNumber = orderNumberOf(db).get(session.sale_order_id);
  if (f.TransactionReferenceNumber !== orderNumber)
    return { ok: false, status: 400, msg: "The transaction reference does not match." };
  const amount = Number(f.TransactionAmount);
  if (f.TransactionAmount.trim() === "" || !Number.isFinite(amount) || round2(amount) !== round2(session.amount)) {
    return { ok: false, status: 400, msg: "The transaction amount does not match the order total." };
  }
  if (f.ReturnURL !== session.return_url)
    return { ok: false, status: 400, msg: "The return URL differs from the handshake's." };
  if (sessionState(session, now) !== "open") return { ok: false, status: 410, msg: "This payment is no longer open." };
  return { ok: true, session };
}
