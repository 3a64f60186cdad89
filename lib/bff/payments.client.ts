import type { CardCheckoutAnswer, CardStatusAnswer } from "@/lib/payments/answers";
import { PAYMENT_MESSAGES } from "@/lib/payments/messages";
import type { Order } from "@storefront/shop-answers";
import { callBff, messageOf } from "./fetch.client";

/**
 * The browser's calls for payments (route handlers under /api/payments, and the order a payment
 * returns to). The pages read outcomes with the message to show, never an answer.
 */

type CardCheckout = Extract<CardCheckoutAnswer, { status: true }>;

/** What the embedded card form needs for a session, or why it cannot start. */
export async function fetchCardCheckout(sessionId: string): Promise<CardCheckout | { status: false; msg: string }> {
  const answer = await callBff<CardCheckoutAnswer>(`/api/payments/card?session_id=${encodeURIComponent(sessionId)}`);
  if (answer.data?.status === true) return answer.data;
  const msg = answer.status === 404 ? messageOf(answer.data) : null;
  return { status: false, msg: msg ?? PAYMENT_MESSAGES.cardUnavailable };
}

/** Where a card session stands, or the message to show when that cannot be told. */
export async function fetchCardStatus(
  sessionId: string,
): Promise<{ ok: true; session: CardStatusAnswer } | { ok: false; msg: string }> {
  const answer = await callBff<CardStatusAnswer>(
    `/api/payments/card/status?session_id=${encodeURIComponent(sessionId)}`,
  );
  if (answer.status === 200 && answer.data && "customer_email" in answer.data)
    return { ok: true, session: answer.data };
  if (answer.status === 404) return { ok: false, msg: "This card payment could not be found." };
  return { ok: false, msg: messageOf(answer.data) ?? "We could not check your card payment. Please try again." };
}

export type ReturnedOrder =
  | { kind: "order"; order: Order }
  /** No such order of this customer's (a cancelled payment of the cart's lines leaves none). */
  | { kind: "missing" }
  | { kind: "signed-out" }
  | { kind: "failed" };

/**
 * The order a payment gateway sent the shopper back to. The return page is open to anyone, so a
 * visitor who is not signed in is told so rather than sent away.
 */
export async function fetchReturnedOrder(orderId: number): Promise<ReturnedOrder> {
  const answer = await callBff<{ data?: Order }>(`/api/orders/${orderId}`, {
    ignoreUnauthenticated: true,
  });
  const order = answer.status === 200 ? answer.data?.data : undefined;
  if (order) return { kind: "order", order };
  if (answer.status === 401) return { kind: "signed-out" };
  return answer.status === 404 ? { kind: "missing" } : { kind: "failed" };
}
