import "server-only";
import type { Customer } from "@/lib/session/customer";
import { dataOf, noneWhenRefused, shopApiRequest, type ShopApiResult } from "./core.server";
import {
  placementAnswer,
  statusMessageSchema,
  type OrderPlacement,
  type OrderWithAddress,
  type PlacementAnswer,
  type Order,
  type StatusMessage,
  type TrackAnswer,
} from "@storefront/shop-answers";
import { answers } from "./answers.server";

export type {
  Order,
  CustomerAddress,
  OrderPlacement,
  PlacementAddress,
  OrderWithAddress,
} from "@storefront/shop-answers";

const { orderListAnswer, orderAnswer, orderWithAddressAnswer, trackAnswer } = answers;

/**
 * A placement call. The idempotency key (one per place-order intent, made by the page) lets the shop
 * API answer a repeated request with the first one's answer instead of a second order.
 */
function place(
  path: string,
  { origin, token }: Customer,
  body: unknown,
  idempotencyKey?: string,
): Promise<ShopApiResult<PlacementAnswer>> {
  const headers = idempotencyKey ? { "idempotency-key": idempotencyKey } : undefined;
  return shopApiRequest({ method: "POST", path, origin, token, body, headers, schema: placementAnswer });
}

/** POST /api/auth/order/create: cash on delivery (status 1) or bank card (status-0 order awaiting payment). */
export const createOrder = (customer: Customer, body: OrderPlacement, key?: string) =>
  place("/api/auth/order/create", customer, body, key);
/** POST /api/auth/utap/create-order: `redirect_url` of the payment page. */
export const createUtapOrder = (customer: Customer, body: OrderPlacement, key?: string) =>
  place("/api/auth/utap/create-order", customer, body, key);
/** POST /api/auth/paymennt/check-out: `redirectURL` of the payment page. */
export const createPaymenntCheckout = (customer: Customer, body: OrderPlacement, key?: string) =>
  place("/api/auth/paymennt/check-out", customer, body, key);
/** POST /api/auth/create-payment (safepay): placement payload or `{cart}`; answers `redirect_url`. */
export const createSafepayPayment = (customer: Customer, body: OrderPlacement | { cart: unknown }, key?: string) =>
  place("/api/auth/create-payment", customer, body, key);

async function orders(customer: Customer, path: string): Promise<ShopApiResult<Order[]>> {
  return noneWhenRefused(
    dataOf(await shopApiRequest({ path, origin: customer.origin, token: customer.token, schema: orderListAnswer })),
    [],
  );
}

/** GET /api/auth/e-commerce/user/draft-sale-orders: the customer's status-0 orders. */
export const getDraftOrders = (customer: Customer) => orders(customer, "/api/auth/e-commerce/user/draft-sale-orders");
/** GET /api/auth/e-commerce/get/user/orders: every order of the customer, newest first. */
export const getOrderHistory = (customer: Customer) => orders(customer, "/api/auth/e-commerce/get/user/orders");

/** GET /api/auth/e-commerce/discard/sale-order/{id}: deletes a draft and releases its stock. */
export function discardDraftOrder(customer: Customer, saleOrderId: number): Promise<ShopApiResult<StatusMessage>> {
  return shopApiRequest({
    path: `/api/auth/e-commerce/discard/sale-order/${encodeURIComponent(String(saleOrderId))}`,
    origin: customer.origin,
    token: customer.token,
    schema: statusMessageSchema,
  });
}

/** GET /api/auth/e-commerce/check-sale-order/{id}: one of the customer's orders; 404 otherwise. */
export async function checkSaleOrder(customer: Customer, saleOrderId: number): Promise<ShopApiResult<Order>> {
  return dataOf(
    await shopApiRequest({
      path: `/api/auth/e-commerce/check-sale-order/${encodeURIComponent(String(saleOrderId))}`,
      origin: customer.origin,
      token: customer.token,
      schema: orderAnswer,
    }),
  );
}

/** GET /api/auth/e-commerce/saleorder/{id}/get (or /tracker): order and the customer's stored address. */
export function getSaleOrder(
  customer: Customer,
  saleOrderId: number,
  view: "get" | "tracker" = "get",
): Promise<ShopApiResult<OrderWithAddress>> {
  return shopApiRequest({
    path: `/api/auth/e-commerce/saleorder/${encodeURIComponent(String(saleOrderId))}/${view}`,
    origin: customer.origin,
    token: customer.token,
    schema: orderWithAddressAnswer,
  });
}

/** POST /api/auth/e-commerce/order-cancel/request: only from status 1; 422 `errors.message`. */
export function requestCancellation(
  customer: Customer,
  body: { message: string; sale_order_id: number },
): Promise<ShopApiResult<StatusMessage>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/order-cancel/request",
    origin: customer.origin,
    token: customer.token,
    body,
    schema: statusMessageSchema,
  });
}

/** POST /api/auth/e-commerce/track-order (public): an order of this shop by order and tracking number. */
export function trackOrder(
  origin: string,
  body: { order_no: string; tracking_no: string },
): Promise<ShopApiResult<TrackAnswer>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/track-order",
    origin,
    body,
    schema: trackAnswer,
  });
}
