import { randomBytes } from "node:crypto";
import type { Db } from "../db/open";
import { markDraftPaid, settleUnpaidDraft } from "../orders/lifecycle";
import { pluck, query } from "../db/statement";
import { Refusal } from "../orders/refusal";

/**
 * Payment sessions: one attempt to pay a draft through a gateway. Their ids are 192 random bits, so
 * a sandbox URL cannot be guessed; every session records its shop and customer, and the calls that
 * read one by id (session-status) also check both.
 */

export const SESSION_TTL_MS = 60 * 60 * 1000;

export type SessionRow = {
  id: string;
  shop_id: number;
  sale_order_id: number;
  customer_id: number;
  payment_method: number;
  gateway: string;
  status: "open" | "complete" | "cancelled" | "expired";
  amount: number;
  currency_code: string;
  client_secret: string | null;
  auth_token: string | null;
  return_url: string;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
};

const expireOpen = query<[orderId: number]>(
  "UPDATE payment_sessions SET status = 'expired' WHERE sale_order_id = ? AND status = 'open'",
);
const orderAmount = query<[orderId: number], { total: number; currency_code: string }>(
  "SELECT total, currency_code FROM sale_orders WHERE id = ?",
);
type SessionParams = [
  id: string,
  shopId: number,
  orderId: number,
  customerId: number,
  method: number,
  gateway: string,
  amount: number,
  currency: string,
  clientSecret: string | null,
  authToken: string | null,
  returnUrl: string,
  createdAt: string,
  expiresAt: string,
];
const insert = query<SessionParams, SessionRow>(
  `INSERT INTO payment_sessions (id, shop_id, sale_order_id, customer_id, payment_method, gateway, amount, currency_code, client_secret,
     auth_token, return_url, created_at, expires_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
);
const byId = query<[id: string], SessionRow>("SELECT * FROM payment_sessions WHERE id = ?");
const byAuthToken = pluck<[authToken: string, gateway: string], string>(
  "SELECT id FROM payment_sessions WHERE auth_token = ? AND gateway = ?",
);
const settle = query<[status: "complete" | "cancelled", at: string, id: string]>(
  "UPDATE payment_sessions SET status = ?, completed_at = ? WHERE id = ?",
);
const pageFacts = query<[orderId: number], { order_number: string; company_name: string }>(
  "SELECT o.order_number, s.company_name FROM sale_orders o JOIN shops s ON s.id = o.shop_id WHERE o.id = ?",
);
const customerEmail = pluck<[orderId: number], string>("SELECT customer_email FROM sale_orders WHERE id = ?");

export const randomToken = (prefix: string) => `${prefix}${randomBytes(24).toString("base64url")}`;

export type NewSession = {
  id: string;
  shopId: number;
  orderId: number;
  customerId: number;
  method: number;
  gateway: string;
  returnUrl: string;
  clientSecret?: string;
  authToken?: string;
  now: Date;
};

/** Opens a session for the draft; an older open session of the same draft stops being payable. */
export function openSession(db: Db, s: NewSession): SessionRow {
  return db.transaction(() => {
    expireOpen(db).run(s.orderId);
    const order = orderAmount(db).get(s.orderId);
    if (!order) throw new Error(`order ${s.orderId} vanished`);
    const row = insert(db).get(
      s.id,
      s.shopId,
      s.orderId,
      s.customerId,
      s.method,
      s.gateway,
      order.total,
      order.currency_code,
      s.clientSecret ?? null,
      s.authToken ?? null,
      s.returnUrl,
      s.now.toISOString(),
      new Date(s.now.getTime() + SESSION_TTL_MS).toISOString(),
    );
    if (!row) throw new Error("INSERT … RETURNING answered no row");
    return row;
  })();
}

export function findSession(db: Db, id: string): SessionRow | undefined {
  if (id.length === 0 || id.length > 100) return undefined;
  return byId(db).get(id);
}

/** The session a bank card gateway post names by its AuthToken. */
export function findSessionByAuthToken(db: Db, authToken: string, gateway: string): SessionRow | undefined {
  if (authToken.length === 0 || authToken.length > 100) return undefined;
  const id = byAuthToken(db).get(authToken, gateway);
  return id === undefined ? undefined : findSession(db, id);
}

/** The e-mail the session's order was placed with, if the order still exists. */
export const sessionOrderEmail = (db: Db, s: SessionRow): string | undefined => customerEmail(db).get(s.sale_order_id);

/** What a sandbox page shows about the session's order. */
export const sessionPageFacts = (db: Db, s: SessionRow) => pageFacts(db).get(s.sale_order_id);

/** "open" | "complete" | "expired" as a card session reports it (an open session past its time is expired). */
export function sessionState(s: SessionRow, now: Date): "open" | "complete" | "expired" {
  if (s.status === "complete") return "complete";
  if (s.status === "open" && Date.parse(s.expires_at) > now.getTime()) return "open";
  return "expired";
}

/** Pays the session's draft in full. Throws a Refusal when the session or the draft can no longer be paid. */
export function completeSession(db: Db, id: string, now: Date): SessionRow {
  return db
    .transaction(() => {
      const s = findSession(db, id);
      if (!s) throw new Refusal("This payment does not exist.");
      if (sessionState(s, now) !== "open") throw new Refusal("This payment is no longer open.");
      markDraftPaid(db, s.sale_order_id, { method: s.payment_method, gateway: s.gateway, reference: s.id, now });
      settle(db).run("complete", now.toISOString(), s.id);
      return { ...s, status: "complete" as const, completed_at: now.toISOString() };
    })
    .immediate();
}

/**
 * The customer cancelled on the gateway: the order stays a draft, its units go back to stock (paying
 * the draft later takes them again, if still there).
 */
export function cancelSession(db: Db, id: string, now: Date): SessionRow {
  return db
    .transaction(() => {
      const s = findSession(db, id);
      if (!s) throw new Refusal("This payment does not exist.");
      if (sessionState(s, now) !== "open") throw new Refusal("This payment is no longer open.");
      settle(db).run("cancelled", now.toISOString(), s.id);
      settleUnpaidDraft(db, s.sale_order_id, now);
      return { ...s, status: "cancelled" as const };
    })
    .immediate();
}
