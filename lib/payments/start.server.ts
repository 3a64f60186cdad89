import "server-only";
import { NextResponse } from "next/server";
import type { CheckoutAnswer } from "@/lib/checkout/answer";
import type { Customer } from "@/lib/session/customer";
import {
  createPaymenntCheckout,
  createSafepayPayment,
  createUtapOrder,
  type OrderPlacement,
} from "@/lib/shop-api/orders.server";
import { startBankCard } from "./bank-card.server";
import { startCardCheckout, type CardStart } from "./card-checkout.server";
import { METHOD, PAYMENT_MESSAGES } from "./messages";
import { isRedirectMethod, redirectOutcome, refused, type RedirectMethod } from "./outcome";

export const UNKNOWN_METHOD = PAYMENT_MESSAGES.unknownMethod;

export type PaymentStart = {
  customer: Customer;
  /** The validated placement, items and totals from the server's cart (or draft). */
  placement: OrderPlacement;
  /** The chosen method's code (never 0: cash on delivery is placed by the checkout itself). */
  method: number;
  /** One per place-order intent: a repeated request must not open a second payment. */
  idempotencyKey: string;
};

const REDIRECT_CALLS = {
  [METHOD.utap]: createUtapOrder,
  [METHOD.paymennt]: createPaymenntCheckout,
  [METHOD.safepay]: createSafepayPayment,
} satisfies Record<RedirectMethod, unknown>;

/** Starts the chosen payment method: what the browser does next, and the card page's cookie when it has one. */
export async function paymentOutcome({
  customer,
  placement,
  method,
  idempotencyKey,
}: PaymentStart): Promise<CardStart> {
  const payload: OrderPlacement = {
    ...placement,
    pay_type: {
      payment_method: method,
      payment_method_title: placement.pay_type === 0 ? "" : placement.pay_type.payment_method_title,
    },
  };
  if (isRedirectMethod(method))
    return redirectOutcome(method, await REDIRECT_CALLS[method](customer, payload, idempotencyKey));
  if (method === METHOD.bankCard) return startBankCard(customer, payload, idempotencyKey);
  if (method === METHOD.card) return startCardCheckout(customer, payload, idempotencyKey);
  return refused(UNKNOWN_METHOD);
}

/** Starts the chosen payment method and answers what the browser does next. */
export async function startPayment(start: PaymentStart): Promise<NextResponse<CheckoutAnswer>> {
  return outcomeResponse(await paymentOutcome(start));
}

/** A payment start (or a placed order) as the route handler's answer, with its cookie. */
export function outcomeResponse(outcome: CardStart): NextResponse<CheckoutAnswer> {
  const response = NextResponse.json(outcome.body, {
    status: outcome.httpStatus,
    headers: { "cache-control": "private, no-store" },
  });
  if (outcome.cookie) {
    const { name, value, maxAge, secure } = outcome.cookie;
    response.cookies.set(name, value, { httpOnly: true, sameSite: "lax", path: "/", maxAge, secure });
  }
  return response;
}
