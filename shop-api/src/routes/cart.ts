import type { Hono } from "hono";
import { z } from "zod";
import { findItemByUuid } from "../catalogue/items";
import { cartRow, cartRows, cartTotals, toCartLine } from "../cart/cart-store";
import type { Deps } from "../deps";
import { assertBodyOriginMatches } from "../http/auth";
import { readJsonObject } from "../http/body";
import type { AppEnv } from "../http/env";
import { HttpError, notFound } from "../http/errors";
import { requiredString, validate } from "../http/validate";
import { releaseAbandonedDrafts } from "../payments/drafts";

/** Cart calls (CONTRACT.md "Cart"); the auth gate has set shop and customer. */

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
  .transform((v) => (v === true || v === 1 ? 1 : 0));
const productId = requiredString("product id", 64);

const storeSchema = z.object({
  cart: z.object({ product_id: productId, quantity: quantity.optional(), finalize: finalize.optional() }, { error: "The cart field is required." }),
});
const storeAllSchema = z.object({
  cart: z
    .array(z.object({ product_id: productId, quantity: quantity.optional(), finalize: finalize.optional() }), { error: "The cart must be a list." })
    .max(MAX_CART_LINES, `The cart may not have more than ${MAX_CART_LINES} lines.`),
});
const updateSchema = z.object({
  product: z.object({ quantity: quantity.optional(), finalize: finalize.optional() }, { error: "The product field is required." }),
});

/** 422 for a quantity over stock, worded as the spec's message. */
function overStock(itemName: string, stock: number): HttpError {
  const msg = `This ${itemName} is not be greater than availability of the stock`;
  return new HttpError(422, { status: false, msg, errors: { quantity: [msg] }, available_stock: stock });
}

export function registerCartRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const lineFor = db.prepare("SELECT id, quantity, finalize FROM cart_lines WHERE customer_id = ? AND item_id = ?");
  const insertLine = db.prepare(
    "INSERT INTO cart_lines (shop_id, customer_id, item_id, quantity, finalize, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
  );
  const updateLine = db.prepare("UPDATE cart_lines SET quantity = ?, finalize = ? WHERE id = ?");

  const fullCart = (customerId: number, shipping: number) => {
    const rows = cartRows(db, customerId);
    return { cart: rows.map(toCartLine), totals: cartTotals(rows, shipping) };
  };

  app.get("/api/auth/cart/index", (c) => {
    // A shopper back from an abandoned payment finds its lines in the cart again.
    releaseAbandonedDrafts(db, deps.now());
    return c.json({ status: true, ...fullCart(c.get("customer").id, c.get("shop").shipping_charges) });
  });

  app.post("/api/auth/cart/store", async (c) => {
    const shop = c.get("shop");
    const customer = c.get("customer");
    const raw = await readJsonObject(c);
    assertBodyOriginMatches(shop.origin, raw.site_url);
    const { cart } = validate(storeSchema, raw);
    const item = findItemByUuid(db, shop.id, cart.product_id);
    if (!item || item.status !== 1) throw notFound(PRODUCT_NOT_FOUND);
    // better-sqlite3 is synchronous, so read-check-write below cannot interleave with another request.
    const cartId = db.transaction(() => {
      const existing = lineFor.get(customer.id, item.id) as { id: number; quantity: number; finalize: 0 | 1 } | undefined;
      const wanted = (existing?.quantity ?? 0) + (cart.quantity ?? 1);
      if (wanted > item.stock) throw overStock(item.item_name, item.stock);
      const fin = cart.finalize ?? existing?.finalize ?? 0;
      if (existing) {
        updateLine.run(wanted, fin, existing.id);
        return existing.id;
      }
      return (insertLine.get(shop.id, customer.id, item.id, wanted, fin, deps.now().toISOString()) as { id: number }).id;
    })();
    const row = cartRow(db, customer.id, cartId)!;
    return c.json({ status: true, data: toCartLine(row), available_stock: item.stock });
  });

  app.post("/api/auth/cart/store/all", async (c) => {
    const shop = c.get("shop");
    const customer = c.get("customer");
    const raw = await readJsonObject(c);
    assertBodyOriginMatches(shop.origin, raw.site_url);
    const { cart } = validate(storeAllSchema, raw);
    const skipped: string[] = [];
    db.transaction(() => {
      for (const entry of cart) {
        const item = findItemByUuid(db, shop.id, entry.product_id);
        if (!item || item.status !== 1 || item.stock <= 0) {
          skipped.push(entry.product_id);
          continue;
        }
        const existing = lineFor.get(customer.id, item.id) as { id: number; quantity: number; finalize: 0 | 1 } | undefined;
        const merged = Math.min((existing?.quantity ?? 0) + (entry.quantity ?? 1), item.stock);
        const fin = entry.finalize ?? existing?.finalize ?? 0;
        if (existing) updateLine.run(merged, fin, existing.id);
        else insertLine.get(shop.id, customer.id, item.id, merged, fin, deps.now().toISOString());
      }
    })();
    return c.json({ status: true, ...fullCart(customer.id, shop.shipping_charges), skipped });
  });

  app.post("/api/auth/cart/:product_id/update", async (c) => {
    const shop = c.get("shop");
    const customer = c.get("customer");
    const raw = await readJsonObject(c);
    assertBodyOriginMatches(shop.origin, raw.site_url);
    const { product } = validate(updateSchema, raw);
    const uuid = c.req.param("product_id");
    const item = uuid.length <= 64 ? findItemByUuid(db, shop.id, uuid) : undefined;
    const existing = item ? (lineFor.get(customer.id, item.id) as { id: number; quantity: number; finalize: 0 | 1 } | undefined) : undefined;
    if (!item || !existing) throw notFound("This product is not in your cart");
    const qty = product.quantity ?? existing.quantity;
    if (qty > item.stock) throw overStock(item.item_name, item.stock);
    updateLine.run(qty, product.finalize ?? existing.finalize, existing.id);
    return c.json({ status: true, data: toCartLine(cartRow(db, customer.id, existing.id)!), available_stock: item.stock });
  });

  app.delete("/api/auth/cart/:cart_id/delete", (c) => {
    const raw = c.req.param("cart_id");
    const id = /^\d{1,15}$/.test(raw) ? Number(raw) : null;
    const result = id === null ? { changes: 0 } : db.prepare("DELETE FROM cart_lines WHERE id = ? AND customer_id = ?").run(id, c.get("customer").id);
    if (result.changes === 0) throw notFound("This line is not in your cart");
    return c.json({ status: true, msg: "The item has been removed from your cart" });
  });
}
