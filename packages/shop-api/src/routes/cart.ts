import { Hono } from "hono";
import { z } from "zod";
import {
  addCartLine,
  cartLineOfItem,
  cartRow,
  cartRows,
  cartTotals,
  removeCartLine,
  setCartLine,
  toCartLine,
  type LineState,
} from "../cart/cart-lines";
import { findItemByUuid } from "../catalogue/items";
import type { Db } from "../db/open";
import { assertBodyOriginMatches } from "../http/auth";
import { readJsonObject } from "../http/body";
import type { AppEnv } from "../http/env";
import { HttpError, notFound } from "../http/errors";
import { requiredString, validate } from "../http/validate";
import { overStockMessage } from "../orders/refusal";
import { releaseAbandonedDrafts } from "../payments/drafts";

/**
 * Cart calls (CONTRACT.md "Cart"), mounted at /api/auth/cart; the auth gate has set shop and customer.
 * Where the spec can be read two ways (CONTRACT.md "Open points"), this API takes the reading of its own
 * contract, and the spec-minimal profile (`deps.specMinimal`) the other one: a line is stored as it is given
 * (store and store/all set the quantity, update's `product` is the whole line) and a line is deleted by its
 * product's uuid. The storefront's tests run against both.
 */

export const MAX_CART_LINES = 200;
const PRODUCT_NOT_FOUND = "Product not found";

const quantity = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: "The quantity must be an integer." })
    .int("The quantity must be an integer.")
    .min(1, "The quantity must be at least 1.")
    .max(1_000_000, "The quantity is too large."),
);
const finalize = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: "The finalize must be true or false." })
  .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0));
const productId = requiredString("product id", 64);
const lineShape = { product_id: productId, quantity: quantity.optional(), finalize: finalize.optional() };

const storeSchema = z.object({ cart: z.object(lineShape, { error: "The cart field is required." }) });
const storeAllSchema = z.object({
  cart: z
    .array(z.object(lineShape), { error: "The cart must be a list." })
    .max(MAX_CART_LINES, `The cart may not have more than ${MAX_CART_LINES} lines.`),
});
const updateSchema = z.object({
  product: z.object(
    { quantity: quantity.optional(), finalize: finalize.optional() },
    { error: "The product field is required." },
  ),
});

/** 422 for a quantity over stock, worded as the contract's message. */
function overStock(itemName: string, stock: number): HttpError {
  const msg = overStockMessage(itemName);
  return new HttpError(422, { status: false, msg, errors: { quantity: [msg] }, available_stock: stock });
}

const fullCart = (db: Db, customerId: number, shipping: number) => {
  const rows = cartRows(db, customerId);
  return { cart: rows.map(toCartLine), totals: cartTotals(rows, shipping) };
};

/** What a store starts from: the line as it is, or none when the line is stored as given (the spec-minimal profile). */
const startingFrom = (existing: LineState | undefined, asGiven: boolean): { quantity: number; finalize: 0 | 1 } =>
  existing && !asGiven ? existing : { quantity: 0, finalize: 0 };

/** The customer's line of the item with this uuid: the spec-minimal profile's reading of delete's `{cart_id}`. */
function lineIdOfProduct(db: Db, shopId: number, customerId: number, uuid: string): number | undefined {
  const item = uuid.length <= 64 ? findItemByUuid(db, shopId, uuid) : undefined;
  return item && cartLineOfItem(db, customerId, item.id)?.id;
}

export const cart = new Hono<AppEnv>();

cart.get("/index", (c) => {
  const { db, now } = c.var.deps;
  // A shopper back from an abandoned payment finds its lines in the cart again.
  releaseAbandonedDrafts(db, now());
  return c.json({ status: true, ...fullCart(db, c.var.customer.id, c.var.shop.shipping_charges) });
});

cart.post("/store", async (c) => {
  const { db, now } = c.var.deps;
  const { shop, customer } = c.var;
  const raw = await readJsonObject(c);
  assertBodyOriginMatches(shop.origin, raw.site_url);
  const body = validate(storeSchema, raw).cart;
  const item = findItemByUuid(db, shop.id, body.product_id);
  if (!item || item.status !== 1) throw notFound(PRODUCT_NOT_FOUND);
  // better-sqlite3 is synchronous, so read-check-write below cannot interleave with another request.
  const cartId = db.transaction(() => {
    const existing = cartLineOfItem(db, customer.id, item.id);
    const prior = startingFrom(existing, c.var.deps.specMinimal);
    const wanted = prior.quantity + (body.quantity ?? 1);
    if (wanted > item.stock) throw overStock(item.item_name, item.stock);
    const fin = body.finalize ?? prior.finalize;
    if (!existing)
      return addCartLine(
        db,
        { shopId: shop.id, customerId: customer.id, itemId: item.id, quantity: wanted, finalize: fin },
        now(),
      );
    setCartLine(db, existing.id, wanted, fin);
    return existing.id;
  })();
  return c.json({ status: true, data: toCartLine(cartRow(db, customer.id, cartId)!), available_stock: item.stock });
});

cart.post("/store/all", async (c) => {
  const { db, now } = c.var.deps;
  const { shop, customer } = c.var;
  const raw = await readJsonObject(c);
  assertBodyOriginMatches(shop.origin, raw.site_url);
  const lines = validate(storeAllSchema, raw).cart;
  const skipped: string[] = [];
  db.transaction(() => {
    for (const entry of lines) {
      const item = findItemByUuid(db, shop.id, entry.product_id);
      if (!item || item.status !== 1 || item.stock <= 0) {
        skipped.push(entry.product_id);
        continue;
      }
      const existing = cartLineOfItem(db, customer.id, item.id);
      const prior = startingFrom(existing, c.var.deps.specMinimal);
      const merged = Math.min(prior.quantity + (entry.quantity ?? 1), item.stock);
      const fin = entry.finalize ?? prior.finalize;
      if (existing) setCartLine(db, existing.id, merged, fin);
      else
        addCartLine(
          db,
          { shopId: shop.id, customerId: customer.id, itemId: item.id, quantity: merged, finalize: fin },
          now(),
        );
    }
  })();
  return c.json({ status: true, ...fullCart(db, customer.id, shop.shipping_charges), skipped });
});

cart.post("/:product_id/update", async (c) => {
  const { db } = c.var.deps;
  const { shop, customer } = c.var;
  const raw = await readJsonObject(c);
  assertBodyOriginMatches(shop.origin, raw.site_url);
  const { product } = validate(updateSchema, raw);
  const uuid = c.req.param("product_id");
  const item = uuid.length <= 64 ? findItemByUuid(db, shop.id, uuid) : undefined;
  const existing = item ? cartLineOfItem(db, customer.id, item.id) : undefined;
  if (!item || !existing) throw notFound("This product is not in your cart");
  const asGiven = c.var.deps.specMinimal;
  const qty = product.quantity ?? (asGiven ? 1 : existing.quantity);
  if (qty > item.stock) throw overStock(item.item_name, item.stock);
  setCartLine(db, existing.id, qty, product.finalize ?? (asGiven ? 0 : existing.finalize));
  return c.json({
    status: true,
    data: toCartLine(cartRow(db, customer.id, existing.id)!),
    available_stock: item.stock,
  });
});

cart.delete("/:cart_id/delete", (c) => {
  const { db, specMinimal } = c.var.deps;
  const { shop, customer } = c.var;
  const raw = c.req.param("cart_id");
  const cartId = specMinimal ? lineIdOfProduct(db, shop.id, customer.id, raw) : /^\d{1,15}$/.test(raw) && Number(raw);
  const removed = typeof cartId === "number" && removeCartLine(db, customer.id, cartId);
  if (!removed) throw notFound("This line is not in your cart");
  return c.json({ status: true, msg: "The item has been removed from your cart" });
});
