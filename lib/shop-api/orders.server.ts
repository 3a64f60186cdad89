import "server-only";
import { z } from "zod";
import type { Customer } from "./cart.server";
import { dataOf, shopApiRequest, type ShopApiResult } from "./core.server";
import { customerAddressSchema, idNum, saleOrderSchema, statusMessageSchema, type SaleOrder } from "./schemas.server";

export type { SaleOrder, CustomerAddress } from "./schemas.server";

/** An address of an order placement (CONTRACT.md "Orders"). */
export type PlacementAddress = {
  name: string;
  country: number;
  address1: string;
  address2: string;
  city: string;
  zip_code: string;
  phone_no: string;
  state: string;
};

/** Order placement payload, every field the spec names (CONTRACT.md "Orders"); the server recomputes every amount. */
export type OrderPlacement = {
  sale_order_id: number | null;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  country_id: number | null;
  mobile: string;
  phone_code: string;
  pay_type: 0 | { payment_method: number; payment_method_title: string };
  items: unknown;
  sub_total: number;
  total_discount: number;
  total_tax: number;
  shipping_charges: number;
  total: number;
  shipping_option: 1 | 2;
  /** With shipping_option 2 the shop reads only billing_option; the stored address fills the rest. */
  address: PlacementAddress & { billing_option: 1 | 2 };
  /** A copy of the shipping address when billing_option is 1. */
  billing_address: PlacementAddress & { phone_code: string };
};

const bool = z.union([z.boolean(), z.number()]).transform(Boolean);

/** The four placement answers, read alike; the spec names `status` for two of them only, so a missing one is not a refusal. */
export const placementAnswer = z.looseObject({
  status: bool.optional(),
  msg: z.string().optional(),
  done: z.string().optional(),
  empty: bool.optional(),
  order_id: idNum.optional(),
  order_number: z.string().optional(),
  total: z.number().optional(),
  redirect_url: z.string().optional(),
  redirectURL: z.string().optional(),
});
export type PlacementAnswer = z.output<typeof placementAnswer>;

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

export const statusAnswer = statusMessageSchema;

export const orderListAnswer = z.looseObject({ data: z.array(saleOrderSchema) });
export const orderWithAddressAnswer = z.looseObject({
  data: saleOrderSchema,
  customer_address: customerAddressSchema.nullish().transform((v) => v ?? null),
});
export const orderAnswer = z.looseObject({ data: saleOrderSchema });
export type OrderWithAddress = z.output<typeof orderWithAddressAnswer>;

async function orders(customer: Customer, path: string): Promise<ShopApiResult<SaleOrder[]>> {
  return dataOf(
    await shopApiRequest({ path, origin: customer.origin, token: customer.token, schema: orderListAnswer }),
  );
}

/** GET /api/auth/e-commerce/user/draft-sale-orders: the customer's status-0 orders. */
export const getDraftOrders = (customer: Customer) => orders(customer, "/api/auth/e-commerce/user/draft-sale-orders");
/** GET /api/auth/e-commerce/get/user/orders: every order of the customer, newest first. */
export const getOrderHistory = (customer: Customer) => orders(customer, "/api/auth/e-commerce/get/user/orders");

/** GET /api/auth/e-commerce/discard/sale-order/{id}: deletes a draft and releases its stock. */
export function discardDraftOrder(
  customer: Customer,
  saleOrderId: number,
): Promise<ShopApiResult<z.output<typeof statusMessageSchema>>> {
  return shopApiRequest({
    path: `/api/auth/e-commerce/discard/sale-order/${encodeURIComponent(String(saleOrderId))}`,
    origin: customer.origin,
    token: customer.token,
    schema: statusMessageSchema,
  });
}

/** GET /api/auth/e-commerce/check-sale-order/{id}: one of the customer's orders; 404 otherwise. */
export async function checkSaleOrder(customer: Customer, saleOrderId: number): Promise<ShopApiResult<SaleOrder>> {
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
): Promise<ShopApiResult<z.output<typeof statusMessageSchema>>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/order-cancel/request",
    origin: customer.origin,
    token: customer.token,
    body,
    schema: statusMessageSchema,
  });
}

export const trackAnswer = z.looseObject({
  status: bool,
  msg: z.string().optional(),
  data: saleOrderSchema.optional(),
});

/** POST /api/auth/e-commerce/track-order (public): an order of this shop by order and tracking number. */
export function trackOrder(
  origin: string,
  body: { order_no: string; tracking_no: string },
): Promise<ShopApiResult<z.output<typeof trackAnswer>>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/track-order",
    origin,
    body,
    schema: trackAnswer,
  });
}
