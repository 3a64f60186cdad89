import "server-only";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import { shellCache } from "./cache-policy.server";
import type { Customer } from "./cart.server";
import { dataOf, shopApiRequest, type ShopApiResult } from "./core.server";
import { idNum, text } from "./schemas.server";
import type { OrderPlacement } from "./orders.server";

const methodSchema = z.looseObject({ id: idNum.optional(), payment_method: idNum, payment_method_title: text });
export type PaymentMethod = z.output<typeof methodSchema>;
export const paymentMethodsAnswer = z.looseObject({ data: z.array(methodSchema) });

/** GET /api/ecommerece-payment-method: the methods a shop offers (public, no secrets; shared cache). */
export async function getPaymentMethods(origin: string): Promise<ShopApiResult<PaymentMethod[]>> {
  return dataOf(
    await shopApiRequest({
      path: "/api/ecommerece-payment-method",
      origin,
      schema: paymentMethodsAnswer,
      cache: shellCache(origin, "payment-methods"),
    }),
  );
}

const methodDetailSchema = z.looseObject({
  payment_method: idNum,
  payment_method_title: text,
  channel_id: text,
  return_url: text,
  merchant_id: text,
  store_id: text,
  merchant_hash: text,
  merchant_username: text,
  merchant_password: text,
  key1: text,
  key2: text,
  handshake_url: text,
  gateway_url: text,
});
export type PaymentMethodDetail = z.output<typeof methodDetailSchema>;
export const methodDetailAnswer = z.looseObject({ method_detail: methodDetailSchema });

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

// The spec's `data` is the key itself; the reference API's full answer wraps it as `data.public_key`.
export const cardKeyAnswer = z.looseObject({
  data: z
    .union([z.string().min(1), z.looseObject({ public_key: z.string().min(1) })])
    .transform((data) => ({ public_key: typeof data === "string" ? data : data.public_key })),
});

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

export const sessionAnswer = z.looseObject({
  status: z.unknown().optional(),
  msg: z.string().optional(),
  clientSecret: z.string().optional(),
  session_id: z.string().optional(),
  order_id: idNum.optional(),
  empty: z.union([z.boolean(), z.number()]).transform(Boolean).optional(),
});
export type CheckoutSession = z.output<typeof sessionAnswer>;

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

export const sessionStatusAnswer = z.looseObject({
  status: z.string(),
  customer_email: text,
  order_id: idNum.nullish(),
});
export type CheckoutSessionStatus = z.output<typeof sessionStatusAnswer>;

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
