import "server-only";
import { z } from "zod";
import { shopApiRequest, type ShopApiResult } from "./core";
import { cartLineSchema, cartTotalsSchema, num, statusMessageSchema, type CartLine, type CartTotals } from "./schemas";

export type { CartLine, CartTotals } from "./schemas";

/** Who the cart belongs to: the shop and the customer's token. Never cached. */
export type Customer = { origin: string; token: string };

export const cartAnswer = z.looseObject({ cart: z.array(cartLineSchema), totals: cartTotalsSchema.optional() });
export type ServerCart = { cart: CartLine[]; totals: CartTotals | null };

/** GET /api/auth/cart/index: the customer's cart with totals. */
export async function getCart({ origin, token }: Customer): Promise<ShopApiResult<ServerCart>> {
  const result = await shopApiRequest({ path: "/api/auth/cart/index", origin, token, schema: cartAnswer });
  return result.ok ? { ...result, data: { cart: result.data.cart, totals: result.data.totals ?? null } } : result;
}

export const cartLineAnswer = z.looseObject({ data: cartLineSchema, available_stock: num.optional() });
export type CartLineAnswer = z.output<typeof cartLineAnswer>;

/** POST /api/auth/cart/store: adds `quantity` (default 1) of a product; 422 over stock, 404 unknown product. */
export function addToCart(
  { origin, token }: Customer,
  item: { product_id: string; quantity?: number; finalize?: boolean },
): Promise<ShopApiResult<CartLineAnswer>> {
  return shopApiRequest({ method: "POST", path: "/api/auth/cart/store", origin, token, body: { site_url: origin, cart: item }, schema: cartLineAnswer });
}

export const cartMergeAnswer = z.looseObject({
  cart: z.array(cartLineSchema),
  totals: cartTotalsSchema.optional(),
  skipped: z.array(z.string()).nullish().transform((v) => v ?? []),
});
export type CartMergeAnswer = z.output<typeof cartMergeAnswer>;

/** POST /api/auth/cart/store/all: merges a guest cart (same product: quantities add, capped at stock). */
export function mergeCart(
  { origin, token }: Customer,
  items: { product_id: string; quantity: number; finalize?: boolean }[],
): Promise<ShopApiResult<CartMergeAnswer>> {
  return shopApiRequest({ method: "POST", path: "/api/auth/cart/store/all", origin, token, body: { site_url: origin, cart: items }, schema: cartMergeAnswer });
}

/** POST /api/auth/cart/{uuid}/update: sets quantity and/or finalize of a line; 422 over stock, 404 not in cart. */
export function updateCartLine(
  { origin, token }: Customer,
  productUuid: string,
  product: { quantity?: number; finalize?: boolean },
): Promise<ShopApiResult<CartLineAnswer>> {
  return shopApiRequest({
    method: "POST",
    path: `/api/auth/cart/${encodeURIComponent(productUuid)}/update`,
    origin,
    token,
    body: { site_url: origin, product },
    schema: cartLineAnswer,
  });
}

/** DELETE /api/auth/cart/{cart_id}/delete: removes a line; 404 when not this customer's. */
export function removeCartLine({ origin, token }: Customer, cartId: number): Promise<ShopApiResult<z.output<typeof statusMessageSchema>>> {
  return shopApiRequest({ method: "DELETE", path: `/api/auth/cart/${encodeURIComponent(String(cartId))}/delete`, origin, token, schema: statusMessageSchema });
}
