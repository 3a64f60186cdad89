import type { CartTotals } from "@storefront/cart-math";
import type { User } from "@/lib/shop-api/schemas";
import type { OrderPlacement } from "@/lib/shop-api/orders";
import type { CheckoutRequest } from "./request";

/** A line of what is being ordered, as the order summary and the placement payload show it. */
export type CheckoutItem = {
  /** The product's uuid: item links go to `/product/{uuid}`. */
  productId: string;
  name: string;
  /** The item's `item_image` (paths joined by '|'; lib/images.ts shows the first). */
  image: string;
  quantity: number;
  /** Unit price before discount. */
  price: number;
  /** Line total, discount applied, tax included. */
  total: number;
};

export type PlacementInput = {
  request: CheckoutRequest;
  /** The signed-in customer: the contact block is theirs, never what the browser says. */
  user: User;
  items: readonly CheckoutItem[];
  totals: CartTotals;
  /** The chosen method's title (empty for cash on delivery). */
  methodTitle: string;
};

/**
 * The shop API's order placement payload from the shopper's choices and the server's own items and
 * totals. `total` is stated so that the shop refuses the order if its amounts have moved since.
 */
export function buildPlacement({ request, user, items, totals, methodTitle }: PlacementInput): OrderPlacement {
  const shipping = request.shipping_option === 1 && request.address ? request.address : null;
  const billing = request.billing_option === 2 ? request.billing_address : undefined;
  return {
    sale_order_id: request.sale_order_id,
    first_name: user.name || user.username,
    username: user.username,
    email: user.email,
    country_id: user.country_id ?? undefined,
    mobile: user.mobile,
    phone_code: user.phone_code,
    pay_type: request.pay_method === 0 ? 0 : { payment_method: request.pay_method, payment_method_title: methodTitle },
    items: items.map((item) => ({ product_id: item.productId, name: item.name, price: item.price, quantity: item.quantity, total: item.total })),
    sub_total: totals.sub_total,
    total_discount: totals.total_discount,
    total_tax: totals.total_tax,
    shipping_charges: totals.shipping_charges,
    total: totals.total,
    shipping_option: request.shipping_option,
    // With the stored address (option 2) the shop reads only billing_option from `address`.
    address: shipping ? { billing_option: request.billing_option, ...shipping } : { billing_option: request.billing_option },
    ...(billing ? { billing_address: billing } : {}),
  };
}
