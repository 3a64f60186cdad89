/**
 * The sandbox payment pages and the bank card gateway (CONTRACT.md "Payments"), mounted at /sandbox in
 * demo mode only. A browser reaches them without a token: the unguessable payment id (or the request
 * hash and AuthToken) is what authorises them.
 */
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { AppEnv } from "../http/env";
import { Refusal } from "../orders/refusal";
import { checkGatewayPost, handshake } from "../payments/bank-gateway";
import { CARD_PAGE } from "../payments/methods";
import { messagePage, payPage, SANDBOX_PAGE_HEADERS } from "../payments/sandbox-page";
import {
  cancelSession,
  completeSession,
  findSession,
  sessionPageFacts,
  sessionState,
  type SessionRow,
} from "../payments/sessions";

const actionSchema = z.object({ action: z.enum(["pay", "cancel"]) });

const GATEWAY_TITLES: Record<string, string> = {
  utap: "Tap",
  paymennt: "Paymennt",
  safepay: "Safepay",
  bankcard: "Bank card",
  stripe: "Card payment",
};

/** Form fields of a POST (urlencoded or multipart); null when the body cannot be read as a form. */
async function readForm(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const type = c.req.header("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function html(c: Context<AppEnv>, body: string, status: ContentfulStatusCode = 200) {
  return c.html(body, status, SANDBOX_PAGE_HEADERS);
}

const notFoundPage = (c: Context<AppEnv>) =>
  html(c, messagePage("Payment not found", "This payment does not exist or was discarded."), 404);

const page = (c: Context<AppEnv>, s: SessionRow, action: string) => {
  if (sessionState(s, c.var.deps.now()) !== "open")
    return html(c, messagePage("Payment closed", "This payment is no longer open."), 410);
  const facts = sessionPageFacts(c.var.deps.db, s);
  if (!facts) return notFoundPage(c);
  return html(
    c,
    payPage({
      gatewayTitle: GATEWAY_TITLES[s.gateway] ?? s.gateway,
      shopName: facts.company_name,
      orderNumber: facts.order_number,
      amount: s.amount,
      currency: s.currency_code,
      action,
    }),
  );
};

/** Where the browser goes once the session is settled. */
const returnUrl = (s: SessionRow, outcome: "paid" | "cancelled") => {
  const url = new URL(s.return_url);
  if (s.gateway === "stripe") url.searchParams.set("session_id", s.id);
  else {
    url.searchParams.set("order_id", String(s.sale_order_id));
    url.searchParams.set("status", outcome);
    url.searchParams.set("gateway", s.gateway);
  }
  return url.toString();
};

/** Pay or cancel; a repeated click on a settled session just returns to the shop again. */
const settle = async (c: Context<AppEnv>, s: SessionRow) => {
  const form = await readForm(c);
  const parsed = actionSchema.safeParse(form ?? {});
  if (!parsed.success) return html(c, messagePage("Bad request", "Choose Pay or Cancel."), 400);
  const { db, now: clock } = c.var.deps;
  const now = clock();
  try {
    if (parsed.data.action === "pay") return c.redirect(returnUrl(completeSession(db, s.id, now), "paid"), 303);
    // A card session has no cancel: the customer just goes back and the session stays open.
    if (s.gateway === "stripe") return c.redirect(returnUrl(s, "cancelled"), 303);
    return c.redirect(returnUrl(cancelSession(db, s.id, now), "cancelled"), 303);
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    const current = findSession(db, s.id);
    if (current?.status === "complete") return c.redirect(returnUrl(current, "paid"), 303);
    if (current?.status === "cancelled") return c.redirect(returnUrl(current, "cancelled"), 303);
    return html(c, messagePage("Payment not possible", err.msg), 409);
  }
};

const redirectSession = (c: Context<AppEnv>) => {
  const s = findSession(c.var.deps.db, c.req.param("id") ?? "");
  return s && s.payment_method !== CARD_PAGE ? s : undefined;
};
const cardSession = (c: Context<AppEnv>) => {
  const s = findSession(c.var.deps.db, c.req.param("id") ?? "");
  return s && s.payment_method === CARD_PAGE ? s : undefined;
};

export const sandboxPay = new Hono<AppEnv>();

sandboxPay.get("/pay/:id", (c) => {
  const s = redirectSession(c);
  return s ? page(c, s, `/sandbox/pay/${encodeURIComponent(s.id)}`) : notFoundPage(c);
});
sandboxPay.post("/pay/:id", (c) => {
  const s = redirectSession(c);
  return s ? settle(c, s) : notFoundPage(c);
});
sandboxPay.get("/checkout-session/:id", (c) => {
  const s = cardSession(c);
  return s ? page(c, s, `/sandbox/checkout-session/${encodeURIComponent(s.id)}`) : notFoundPage(c);
});
sandboxPay.post("/checkout-session/:id", (c) => {
  const s = cardSession(c);
  return s ? settle(c, s) : notFoundPage(c);
});

sandboxPay.post("/bank/handshake", async (c) => {
  const form = await readForm(c);
  const answer = form
    ? handshake(c.var.deps.db, form, c.var.deps.now())
    : { success: "false", AuthToken: "", ReturnURL: "", ErrorMessage: "The handshake must be form-encoded." };
  return c.json(answer);
});

sandboxPay.post("/bank/gateway", async (c) => {
  const form = await readForm(c);
  const check = form
    ? checkGatewayPost(c.var.deps.db, form, c.var.deps.now())
    : ({ ok: false, status: 400, msg: "The gateway request must be a form post." } as const);
  if (!check.ok) return html(c, messagePage("Payment refused", check.msg), check.status);
  return page(c, check.session, `/sandbox/pay/${encodeURIComponent(check.session.id)}`);
});
