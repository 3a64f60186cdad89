import "server-only";
import { cartTotals, type Totals } from "@storefront/cart-math";
import type { CardStart } from "@/lib/payments/card-checkout.server";
import { outcomeResponse, paymentOutcome, UNKNOWN_METHOD } from "@/lib/payments/start.server";
import { getUser } from "@/lib/shop-api/auth.server";
import type { Customer } from "@/lib/session/customer";
import { getCart } from "@/lib/shop-api/cart.server";
import { getCountries } from "@/lib/shop-api/countries.server";
import type { ShopApiFailure, ShopApiResult } from "@/lib/shop-api/core.server";
import { checkSaleOrder, createOrder, type Order } from "@/lib/shop-api/orders.server";
import { lineFromServer } from "@/lib/shop-api/cart-line";
import { getPaymentMethods } from "@/lib/shop-api/payments.server";
import { getTheme } from "@/lib/shop-api/theme.server";
import type { CheckoutAnswer } from "./answer";
import { buildPlacement, type CheckoutItem, type CheckoutRequest, type User } from "@storefront/shop-answers";

const ORDER_FAILED = "Your order could not be placed. Please try again.";

export type Checkout = {
  user: User;
  items: CheckoutItem[];
  totals: Totals;
  /** The draft being placed (`?order_id=`), or null for the cart's finalized lines. */
  draft: Order | null;
};

/** Checks that a draft can still be placed; placed orders and paid drafts cannot. */
export function isPlaceableDraft(order: Order): boolean {
  return order.status === 0 && !(order.paid > 0);
}

/**
 * What the order summary shows and places, read from the shop: the customer, and either the
 * finalized lines of their cart or the lines of one of their drafts, with the shop's amounts.
 */
export async function loadCheckout(customer: Customer, saleOrderId: number | null): Promise<ShopApiResult<Checkout>> {
  const [user, source] = await Promise.all([
    getUser(customer.origin, customer.token),
    saleOrderId === null ? cartSource(customer) : draftSource(customer, saleOrderId),
  ]);
  if (!user.ok) return user;
  if (!source.ok) return source;
  return { ...source, data: { user: user.data, ...source.data } };
}

type Source = Omit<Checkout, "user">;

async function cartSource(customer: Customer): Promise<ShopApiResult<Source>> {
  const cart = await getCart(customer);
  if (!cart.ok) return cart;
  const finalized = cart.data.cart.map(lineFromServer).filter((line) => line.finalize);
  const items = finalized.map((line) => ({
    productId: line.product_id,
    name: line.name,
    image: line.thumb_nail,
    quantity: line.quantity,
    price: line.price,
    total: line.total,
  }));
  // The spec's cart answer is `status, cart[]`: without the shop's totals, its theme's flat rate, as on the cart page.
  const shipping = cart.data.totals?.shipping ?? (await flatRate(customer.origin));
  return { ...cart, data: { items, totals: cartTotals(finalized, shipping), draft: null } };
}

async function flatRate(origin: string): Promise<number> {
  const theme = await getTheme(origin);
  return theme.ok ? theme.data.shipping_charges : 0;
}

async function draftSource(customer: Customer, saleOrderId: number): Promise<ShopApiResult<Source>> {
  const found = await checkSaleOrder(customer, saleOrderId);
  if (!found.ok) return found;
  const order = found.data;
  const items = order.lines.map(({ productId, name, image, quantity, rate, total }) => ({
    productId,
    name,
    image,
    quantity,
    price: rate,
    total,
  }));
  return { ...found, data: { items, totals: order.totals, draft: order } };
}

function answer(body: CheckoutAnswer): Placement {
  return { httpStatus: 200, body };
}

/** What placing an order answers the browser (and its HTTP status), with the card page's cookie when it has one. */
export type Placement = CardStart;

/** `POST /api/checkout/place`: the order placed (placeOrder), as the route handler's answer. */
export async function placeCheckout(
  customer: Customer,
  request: CheckoutRequest,
): Promise<Response | ShopApiResult<unknown>> {
  const placed = await placeOrder(customer, request);
  return "httpStatus" in placed ? outcomeResponse(placed) : placed;
}

/**
 * Places the shopper's order: cash on delivery here, every other method through its payment flow.
 * Items and amounts come from the shop, never from the browser. Shared by the route handler and the
 * order summary's Server Action (lib/checkout/place-order-action.ts).
 */
export async function placeOrder(customer: Customer, request: CheckoutRequest): Promise<Placement | ShopApiFailure> {
  const checkout = await loadCheckout(customer, request.sale_order_id);
  if (!checkout.ok) return checkout;
  // An empty cart or a draft placed a moment ago is not refused here: it may be this very intent's
  // first request that just went through, and only the shop knows that key's answer to replay.
  const { user, items, totals, draft } = checkout.data;

  let methodTitle = "";
  if (request.pay_method !== 0) {
    const methods = await getPaymentMethods(customer.origin);
    const method = methods.ok ? methods.data.find((m) => m.payment_method === request.pay_method) : undefined;
    if (!method) return answer({ status: false, msg: UNKNOWN_METHOD });
    methodTitle = method.payment_method_title;
  }
  // The stored address's country is found by name only when the shop sends no id (packages/shop-answers/placement.ts).
  const needsCountries = request.shipping_option === 2 && user.customer_address?.shipping_country?.country_id === null;
  const countries = needsCountries ? await getCountries(customer.origin) : null;
  const placement = buildPlacement({
    request,
    user,
    items,
    totals,
    methodTitle,
    countries: countries?.ok ? countries.data : [],
  });
  if (request.pay_method !== 0) {
    return paymentOutcome({ customer, placement, method: request.pay_method, idempotencyKey: request.idempotency_key });
  }

  const placed = await createOrder(customer, placement, request.idempotency_key);
  if (!placed.ok) return placed;
  if (placed.data.status === false || placed.data.order_id === undefined)
    return answer({ status: false, msg: placed.data.msg || ORDER_FAILED });
  const theme = await getTheme(customer.origin);
  const currency = (theme.ok ? theme.data.company?.get_currency?.currency_code : "") || draft?.currency?.code || "";
  return answer({
    status: true,
    next: { kind: "receipt", orderId: placed.data.order_id },
    empty: placed.data.empty ?? false,
    // The shop's own total: a replayed answer comes after the cart was emptied by the first.
    purchase: { value: placed.data.total ?? totals.total, currency },
  });
}
