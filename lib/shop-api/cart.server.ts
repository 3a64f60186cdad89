import "server-only";
import type { Totals } from "@storefront/cart-math";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import {
  cartWriteAnswer,
  type CartLine,
  type CartLineAnswer,
  type CartMergeAnswer,
  type CartWriteAnswer as WriteAnswer,
} from "@storefront/shop-answers";
import { answers } from "./answers.server";

export type { CartLine, CartLineAnswer, CartMergeAnswer };

const { cartAnswer, cartLineAnswer, cartMergeAnswer } = answers;

/** Who the cart belongs to: the shop and the customer's token. Never cached. */
export type Customer = { origin: string; token: string };

export type ServerCart = { cart: CartLine[]; totals: Totals | null };

/** GET /api/auth/cart/index: the customer's cart with totals. */
export async function getCart({ origin, token }: Customer): Promise<ShopApiResult<ServerCart>> {
  const result = await shopApiRequest({ path: "/api/auth/cart/index", origin, token, schema: cartAnswer });
  return result.ok ? { ...result, data: { cart: result.data.cart, totals: result.data.totals ?? null } } : result;
}

function write(
  customer: Customer,
  method: "POST" | "DELETE",
  path: string,
  body?: unknown,
): Promise<ShopApiResult<WriteAnswer>> {
  return shopApiRequest({
    method,
    path,
    origin: customer.origin,
    token: customer.token,
    body,
    schema: cartWriteAnswer,
  });
}

/** A `status: false` answer is a refusal, passed on like a 422 so the browser shows its message. */
function refusal(result: ShopApiResult<WriteAnswer>): ShopApiResult<WriteAnswer> {
  return result.ok && result.data.status === false
    ? { ok: false, status: 422, reason: "http", body: result.data }
    : result;
}

/** The written line: from the answer when it holds the whole line, else from the cart read again. */
async function writtenLine(
  customer: Customer,
  productUuid: string,
  answer: ShopApiResult<WriteAnswer>,
): Promise<ShopApiResult<CartLineAnswer>> {
  const result = refusal(answer);
  if (!result.ok) return result;
  const whole = cartLineAnswer.safeParse(result.data);
  if (whole.success) return { ...result, data: whole.data };
  const cart = await getCart(customer);
  if (!cart.ok) return cart;
  const line = cart.data.cart.find((l) => l.fk_itemUUID === productUuid);
  if (!line)
    return { ok: false, status: 404, reason: "http", body: { status: false, msg: "The item is not in the cart." } };
  return { ...cart, data: { data: line, available_stock: result.data.available_stock } };
}

/** POST /api/auth/cart/store: adds `quantity` (default 1) of a product; 422 over stock, 404 unknown product. */
export async function addToCart(
  customer: Customer,
  item: { product_id: string; quantity?: number; finalize?: boolean },
): Promise<ShopApiResult<CartLineAnswer>> {
  const cart = { ...item, quantity: item.quantity ?? 1 };
  return writtenLine(
    customer,
    item.product_id,
    await write(customer, "POST", "/api/auth/cart/store", { site_url: customer.origin, cart }),
  );
}

/** POST /api/auth/cart/store/all: merges a guest cart (same product: quantities add, capped at stock). */
export async function mergeCart(
  customer: Customer,
  items: { product_id: string; quantity: number; finalize?: boolean }[],
): Promise<ShopApiResult<CartMergeAnswer>> {
  const result = refusal(
    await write(customer, "POST", "/api/auth/cart/store/all", { site_url: customer.origin, cart: items }),
  );
  if (!result.ok) return result;
  const merged = cartMergeAnswer.safeParse(result.data);
  if (merged.success) return { ...result, data: merged.data };
  const cart = await getCart(customer);
  return cart.ok
    ? { ...cart, data: { cart: cart.data.cart, totals: cart.data.totals ?? undefined, skipped: [] } }
    : cart;
}

/** POST /api/auth/cart/{uuid}/update: sets quantity and/or finalize of a line; 422 over stock, 404 not in cart. */
export async function updateCartLine(
  customer: Customer,
  productUuid: string,
  product: { quantity?: number; finalize?: boolean },
): Promise<ShopApiResult<CartLineAnswer>> {
  const path = `/api/auth/cart/${encodeURIComponent(productUuid)}/update`;
  return writtenLine(
    customer,
    productUuid,
    await write(customer, "POST", path, { site_url: customer.origin, product }),
  );
}

/** DELETE /api/auth/cart/{cart_id}/delete: removes a line; 404 when not this customer's. */
export async function removeCartLine(
  customer: Customer,
  cartId: number,
): Promise<ShopApiResult<{ status: boolean; msg?: string }>> {
  const result = refusal(
    await write(customer, "DELETE", `/api/auth/cart/${encodeURIComponent(String(cartId))}/delete`),
  );
  return result.ok ? { ...result, data: { status: true, msg: result.data.msg } } : result;
}
