import "server-only";
import { cache } from "react";
import { getConfig } from "@/lib/config";
import { shellCache } from "./cache-policy.server";
import type { Customer } from "@/lib/session/customer";
import { dataOf, noneWhenRefused, shopApiRequest, type ShopApiResult } from "./core.server";
import {
  cardKeyAnswer,
  methodDetailAnswer,
  paymentMethodsAnswer,
  sessionAnswer,
  sessionStatusAnswer,
  type CheckoutSession,
  type CheckoutSessionStatus,
  type OrderPlacement,
  type PaymentMethod,
  type PaymentMethodDetail,
} from "@storefront/shop-answers";

export type { CheckoutSession, CheckoutSessionStatus, PaymentMethod, PaymentMethodDetail };

/** GET /api/ecommerece-payment-method: the methods a shop offers (public, no secrets; shared cache). */
export const getPaymentMethods = cache(async function getPaymentMethods(
  origin: string,
): Promise<ShopApiResult<PaymentMethod[]>> {
  return noneWhenRefused(
    dataOf(
      await shopApiRequest({
        path: "/api/ecommerece-payment-method",
        origin,
        schema: paymentMethodsAnswer,
        cache: shellCache(origin, "payment-methods"),
      }),
    ),
    [],
  );
});

/**
 * GET /api/auth/payment-method/detail?payment_method=N: merchant secrets (private: never cached, never
 * sent to the browser). Besides the token, the shop API wants this server's own key.
 */
export async function getPaymentMethodDetail(
  customer: Customer,
  paymentMethod: number,
): Promise<ShopApiResult<PaymentMethodDetail>> {
  const result = await shopApiRequest({
    path: "/api/auth/payment-method/detail",
    origin: customer.origin,
    token: customer.token,
    headers: { "x-shop-server-key": getConfig().shopApiServerKey },
    query: { payment_method: paymentMethod },
    schema: methodDetailAnswer,
  });
  return result.ok ? { ...result, data: result.data.method_detail } : result;
}

/** GET /api/auth/payment-method/stripe/credentials: the card provider's public key. */
export async function getCardPublicKey(customer: Customer): Promise<ShopApiResult<{ public_key: string }>> {
  return dataOf(
    await shopApiRequest({
      path: "/api/auth/payment-method/stripe/credentials",
      origin: customer.origin,
      token: customer.token,
      schema: cardKeyAnswer,
    }),
  );
}

/**
 * The session a checkout-session answer names: its `session_id`, or else the id the card provider's
 * client secret starts with (`cs_…_secret_…`), as the spec's answer carries the secret alone.
 */
export function sessionIdOf(session: Pick<CheckoutSession, "session_id" | "clientSecret">): string | null {
  if (session.session_id) return session.session_id;
  const at = session.clientSecret?.indexOf("_secret_") ?? -1;
  return at > 0 ? session.clientSecret!.slice(0, at) : null;
}

/** POST /api/auth/checkout-session/create: a status-0 order and an embedded card session (refusals: `status:false, msg`). */
export function createCheckoutSession(
  customer: Customer,
  body: OrderPlacement | { cart: unknown },
  idempotencyKey?: string,
): Promise<ShopApiResult<CheckoutSession>> {
  const headers = idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined;
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/checkout-session/create",
    origin: customer.origin,
    token: customer.token,
    body,
    headers,
    schema: sessionAnswer,
  });
}

/** GET /api/auth/session-status?session_id=: "open" | "complete" | "expired". */
export function getCheckoutSessionStatus(
  customer: Customer,
  sessionId: string,
): Promise<ShopApiResult<CheckoutSessionStatus>> {
  return shopApiRequest({
    path: "/api/auth/session-status",
    origin: customer.origin,
    token: customer.token,
    query: { session_id: sessionId },
    schema: sessionStatusAnswer,
  });
}
