import "server-only";
import type { Totals } from "@storefront/cart-math";
import { isUpstreamFailure, shopApiRequest, type ShopApiFailure, type ShopApiResult } from "./core.server";
import type { Customer } from "@/lib/session/customer";
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
  const line = lineOf(cart.data, productUuid);
  return line ? { ...cart, data: { data: line, available_stock: result.data.available_stock } } : notInCart;
}

const lineOf = (cart: ServerCart, productUuid: string) => cart.cart.find((l) => l.fk_itemUUID === productUuid);
/** Whether a line is selected for the order (the shop sends `finalize` as 0/1 or a boolean, read as 0/1). */
const selected = (line: CartLine) => line.finalize === 1;

const notInCart: ShopApiFailure = {
  ok: false,
  status: 404,
  reason: "http",
  body: { status: false, msg: "The item is not in the cart." },
};

/** A line's whole state as every cart write carries it (CONTRACT.md "Open points"). */
type LineState = { quantity: number; finalize: boolean };

/**
 * POST /api/auth/cart/{uuid}/update with the line's whole state, never a patch: a backend may read `product` as
 * the whole line and give a field left out its default. The one call that sets a line already in the cart.
 */
async function setLine(customer: Customer, productUuid: string, line: LineState) {
  const path = `/api/auth/cart/${encodeURIComponent(productUuid)}/update`;
  return writtenLine(
    customer,
    productUuid,
    await write(customer, "POST", path, { site_url: customer.origin, product: line }),
  );
}

/**
 * Adds `quantity` (default 1) of a product. A product already in the cart is set to its new whole quantity with
 * `update` (a backend may read `store` on such a line as "add" or as "set"); a new one is stored. 422 over stock,
 * 404 unknown product.
 */
export async function addToCart(
  customer: Customer,
  item: { product_id: string; quantity?: number; finalize?: boolean },
): Promise<ShopApiResult<CartLineAnswer>> {
  const cart = await getCart(customer);
  if (!cart.ok) return cart;
  const quantity = item.quantity ?? 1;
  const line = lineOf(cart.data, item.product_id);
  if (line)
    return setLine(customer, item.product_id, {
      quantity: line.item_quantity + quantity,
      finalize: item.finalize ?? selected(line),
    });
  const stored = { product_id: item.product_id, quantity, finalize: item.finalize ?? false };
  return writtenLine(
    customer,
    item.product_id,
    await write(customer, "POST", "/api/auth/cart/store", { site_url: customer.origin, cart: stored }),
  );
}

/**
 * Merges a guest cart: quantities of a product already in the cart add up, capped at its stock, each line set
 * with `update`; the products not in it go in one POST /api/auth/cart/store/all (a backend may read it on a line
 * already there as "add" or as "set"). A line the shop refuses is skipped, as store/all skips it.
 */
export async function mergeCart(
  customer: Customer,
  items: { product_id: string; quantity: number; finalize?: boolean }[],
): Promise<ShopApiResult<CartMergeAnswer>> {
  const cart = await getCart(customer);
  if (!cart.ok) return cart;
  const skipped: string[] = [];
  let changed = false;
  for (const item of items) {
    const line = lineOf(cart.data, item.product_id);
    if (!line) continue;
    const state = {
      quantity: Math.max(line.item_quantity, Math.min(line.item_quantity + item.quantity, line.stock)),
      finalize: item.finalize ?? selected(line),
    };
    if (state.quantity === line.item_quantity && state.finalize === selected(line)) continue;
    const set = await setLine(customer, item.product_id, state);
    if (!set.ok && isUpstreamFailure(set)) return set;
    if (set.ok) changed = true;
    else skipped.push(item.product_id);
  }
  const fresh = items.filter((item) => !lineOf(cart.data, item.product_id));
  if (fresh.length > 0) {
    const result = refusal(
      await write(customer, "POST", "/api/auth/cart/store/all", { site_url: customer.origin, cart: fresh }),
    );
    if (!result.ok) return result;
    const merged = cartMergeAnswer.safeParse(result.data);
    if (merged.success && !changed)
      return { ...result, data: { ...merged.data, skipped: [...skipped, ...merged.data.skipped] } };
  }
  const after = await getCart(customer);
  return after.ok
    ? { ...after, data: { cart: after.data.cart, totals: after.data.totals ?? undefined, skipped } }
    : after;
}

/**
 * Changes the quantity and/or the finalize flag of a line, sent with the rest of the line as the cart holds it;
 * 422 over stock, 404 not in the cart.
 */
export async function updateCartLine(
  customer: Customer,
  productUuid: string,
  change: { quantity?: number; finalize?: boolean },
): Promise<ShopApiResult<CartLineAnswer>> {
  const cart = await getCart(customer);
  if (!cart.ok) return cart;
  const line = lineOf(cart.data, productUuid);
  if (!line) return notInCart;
  return setLine(customer, productUuid, {
    quantity: change.quantity ?? line.item_quantity,
    finalize: change.finalize ?? selected(line),
  });
}

/**
 * DELETE /api/auth/cart/{cart_id}/delete: removes a line; 404 when not this customer's. A backend that reads the
 * path's id as the product's (CONTRACT.md "Open points") responds 404 to the cart id: the line's product is then
 * asked for.
 */
export async function removeCartLine(
  customer: Customer,
  cartId: number,
): Promise<ShopApiResult<{ status: boolean; msg?: string }>> {
  const remove = async (id: string | number) =>
    refusal(await write(customer, "DELETE", `/api/auth/cart/${encodeURIComponent(String(id))}/delete`));
  let result = await remove(cartId);
  if (!result.ok && result.reason === "http" && result.status === 404) {
    const cart = await getCart(customer);
    const line = cart.ok ? cart.data.cart.find((l) => l.cart_id === cartId) : undefined;
    if (line) result = await remove(line.fk_itemUUID);
  }
  return result.ok ? { ...result, data: { status: true, msg: result.data.msg } } : result;
}
