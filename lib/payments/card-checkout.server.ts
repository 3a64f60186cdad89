import "server-only";
import { sealData, unsealData } from "iron-session";
import { NextResponse } from "next/server";
import { z } from "zod";
import { fail } from "@/lib/bff/route.server";
import { getConfig } from "@/lib/config";
import type { Customer } from "@/lib/session/customer";
import type { ShopApiResult } from "@/lib/shop-api/core.server";
import { getSaleOrder, type OrderPlacement } from "@/lib/shop-api/orders.server";
import {
  createCheckoutSession,
  getCardPublicKey,
  getCheckoutSessionStatus,
  sessionIdOf,
} from "@/lib/shop-api/payments.server";
import type { CardCheckoutAnswer, CardStatusAnswer } from "./answers";
import { PAYMENT_MESSAGES } from "./messages";
import { failureOutcome, refused, type PaymentOutcome } from "./outcome";

/**
 * The embedded card checkout (method 4). The hand-over from the order summary to /stripe/check-out:
 * the place-order request creates the checkout session with the full validated placement, keeps its
 * client secret in a short-lived sealed httpOnly cookie, and sends the browser to
 * `/stripe/check-out?session_id=…`; that page's `fetchClientSecret` then asks GET /api/payments/card,
 * which answers the secret only for the session named in both the URL and the cookie. So the secret
 * never appears in a URL, and the session is made once, by the same idempotent request as the others.
 */

const CARD_COOKIE = "sf_card_checkout";
/** As the session cookie: `__Host-` on https, so no subdomain can plant or read it. */
export const cardCookieName = (origin: string) => (origin.startsWith("https:") ? `__Host-${CARD_COOKIE}` : CARD_COOKIE);
const CARD_COOKIE_TTL_SECONDS = 60 * 60;

const cardCookieSchema = z.object({
  origin: z.string(),
  sessionId: z.string(),
  clientSecret: z.string(),
  orderId: z.number().nullable(),
});
export type CardCheckout = z.output<typeof cardCookieSchema>;

export type CardStart = PaymentOutcome & { cookie?: { name: string; value: string; maxAge: number; secure: boolean } };

export async function startCardCheckout(
  customer: Customer,
  placement: OrderPlacement,
  idempotencyKey: string,
): Promise<CardStart> {
  const created = await createCheckoutSession(customer, placement, idempotencyKey);
  if (!created.ok) return failureOutcome(created, PAYMENT_MESSAGES.createError);
  const session = created.data;
  const sessionId = sessionIdOf(session);
  if (session.status === false || !session.clientSecret || !sessionId)
    return refused(session.msg || PAYMENT_MESSAGES.createError);
  const checkout: CardCheckout = {
    origin: customer.origin,
    sessionId,
    clientSecret: session.clientSecret,
    orderId: session.order_id ?? null,
  };
  const value = await sealData(checkout, { password: getConfig().sessionSecret, ttl: CARD_COOKIE_TTL_SECONDS });
  return {
    httpStatus: 200,
    body: {
      status: true,
      next: { kind: "redirect", url: `/stripe/check-out?session_id=${encodeURIComponent(sessionId)}` },
      empty: session.empty ?? false,
    },
    cookie: {
      name: cardCookieName(customer.origin),
      value,
      maxAge: CARD_COOKIE_TTL_SECONDS,
      secure: customer.origin.startsWith("https:"),
    },
  };
}

/** The card checkout the cookie holds for this shop and session, or null. */
export async function readCardCheckout(
  cookie: string | undefined,
  origin: string,
  sessionId: string,
): Promise<CardCheckout | null> {
  if (!cookie) return null;
  try {
    const parsed = cardCookieSchema.safeParse(
      await unsealData<unknown>(cookie, { password: getConfig().sessionSecret, ttl: CARD_COOKIE_TTL_SECONDS }),
    );
    return parsed.success && parsed.data.origin === origin && parsed.data.sessionId === sessionId ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What /stripe/check-out needs to mount the embedded form: the public key and this session's client secret. */
export async function cardCheckoutFor(
  customer: Customer,
  cookie: string | undefined,
  sessionId: string,
): Promise<NextResponse> {
  const checkout = await readCardCheckout(cookie, customer.origin, sessionId);
  if (!checkout) return fail(404, "No card payment is in progress. Please choose your payment method again.");
  const key = await getCardPublicKey(customer);
  if (!key.ok) return key.status === 401 ? fail(401, "Unauthenticated.") : fail(502, PAYMENT_MESSAGES.cardUnavailable);
  const answer: CardCheckoutAnswer = {
    status: true,
    public_key: key.data.public_key,
    client_secret: checkout.clientSecret,
    order_id: checkout.orderId,
  };
  return NextResponse.json(answer, { headers: { "cache-control": "no-store" } });
}

/**
 * The card session's status for /stripe/session-status; a complete one also carries the order's
 * total and currency for the Purchase event.
 */
export async function cardSessionStatus(
  customer: Customer,
  sessionId: string,
): Promise<NextResponse | ShopApiResult<unknown>> {
  const status = await getCheckoutSessionStatus(customer, sessionId);
  if (!status.ok) return status;
  const { order_id: orderId, customer_email: email } = status.data;
  const order = status.data.status === "complete" && orderId ? await getSaleOrder(customer, orderId) : null;
  const purchase = order?.ok
    ? { value: order.data.data.totals.total, currency: order.data.data.currency?.code ?? "" }
    : null;
  const state = status.data.status === "open" || status.data.status === "complete" ? status.data.status : "expired";
  const answer: CardStatusAnswer = { status: state, customer_email: email, order_id: orderId ?? null, purchase };
  return NextResponse.json(answer, { headers: { "cache-control": "no-store" } });
}
