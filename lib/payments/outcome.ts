import type { CheckoutAnswer } from "@/lib/checkout/answer";
import type { ShopApiFailure, ShopApiResult } from "@/lib/shop-api/core.server";
import { gatewayRedirect } from "./gateway-url";
import { METHOD, PAYMENT_MESSAGES } from "./messages";

/** A payment start's answer to the browser and its HTTP status (401 ends the session, 422 carries field errors). */
export type PaymentOutcome = { httpStatus: 200 | 401 | 422; body: CheckoutAnswer };

export const refused = (msg: string): PaymentOutcome => ({ httpStatus: 200, body: { status: false, msg } });

/** A shop-API failure: its 401 and 422 pass through; a 4xx with a message shows it; anything else `fallback`. */
export function failureOutcome(result: ShopApiFailure, fallback: string): PaymentOutcome {
  if (result.status === 401) return { httpStatus: 401, body: { status: false, msg: "Unauthenticated." } };
  const body = typeof result.body === "object" && result.body !== null ? (result.body as Record<string, unknown>) : {};
  if (result.status === 422 && typeof body.errors === "object" && body.errors !== null) {
    return { httpStatus: 422, body: { status: false, errors: body.errors as Record<string, string[]> } };
  }
  const isClientError = result.reason === "http" && result.status !== null && result.status < 500;
  return refused(isClientError && typeof body.msg === "string" && body.msg !== "" ? body.msg : fallback);
}

type GatewayAnswer = { status?: boolean; msg?: string; empty?: boolean; redirect_url?: string; redirectURL?: string };

/** How each redirect gateway's answer is read, and what its failures say. */
const REDIRECT_GATEWAYS = {
  [METHOD.utap]: {
    url: (a: GatewayAnswer) => a.redirect_url,
    failure: PAYMENT_MESSAGES.createError,
    noUrl: PAYMENT_MESSAGES.failedToCreate,
  },
  [METHOD.paymennt]: {
    url: (a: GatewayAnswer) => a.redirectURL,
    failure: PAYMENT_MESSAGES.createError,
    noUrl: PAYMENT_MESSAGES.createError,
  },
  [METHOD.safepay]: {
    url: (a: GatewayAnswer) => a.redirect_url,
    failure: PAYMENT_MESSAGES.failedToCreate,
    noUrl: PAYMENT_MESSAGES.failedToCreate,
  },
} as const;

export type RedirectMethod = keyof typeof REDIRECT_GATEWAYS;
export const isRedirectMethod = (method: number): method is RedirectMethod => method in REDIRECT_GATEWAYS;

/**
 * A redirect gateway's answer (utap, paymennt, safepay) for the browser: go to its payment page, or
 * the message to show. A refusal of the shop (`status:false`, e.g. out of stock) shows its own `msg`;
 * a payment page that is not a safe URL counts as no URL at all.
 */
export function redirectOutcome(method: RedirectMethod, result: ShopApiResult<GatewayAnswer>): PaymentOutcome {
  const gateway = REDIRECT_GATEWAYS[method];
  if (!result.ok) return failureOutcome(result, gateway.failure);
  const answer = result.data;
  if (answer.status === false) return refused(answer.msg || gateway.noUrl);
  const url = gatewayRedirect(gateway.url(answer));
  if (url === null) return refused(gateway.noUrl);
  const empty = answer.empty ?? false;
  // The original sends safepay's Purchase event as it leaves, with value 0 USD.
  if (method === METHOD.safepay)
    return {
      httpStatus: 200,
      body: { status: true, next: { kind: "redirect", url }, empty, purchase: { value: 0, currency: "USD" } },
    };
  return { httpStatus: 200, body: { status: true, next: { kind: "redirect", url }, empty } };
}
