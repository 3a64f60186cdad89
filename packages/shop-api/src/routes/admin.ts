import { round2 } from "@storefront/cart-math";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { sendRevalidation, type RevalidateTag } from "../admin/revalidate";
import { editItem, findItemByUuid, toItem, uuidsOfProduct } from "../catalogue/items";
import { editPage, findPage, type PageType } from "../content/pages";
import { editTheme, themeOf } from "../content/theme";
import { readJsonObject } from "../http/body";
import type { AppEnv } from "../http/env";
import { notFound } from "../http/errors";
import { requireServerKey } from "../http/server-key";
import { shopFromQuery } from "../http/tenant";
import { requiredString, validate } from "../http/validate";
import { findShopById, THEME_COLOR_FIELDS } from "../shops/shops";

/**
 * Operator edits of the reference API (not part of the contract a real backend honours; CONTRACT.md
 * "Admin edits"), mounted at /api/admin: `X-Shop-Server-Key` and `site_url` required. Each committed
 * edit then calls the shop's revalidation webhook; its outcome is in the answer but never fails the edit.
 */

/** A partial edit: unknown fields are refused (a typo must not pass silently), and at least one field is needed. */
function editOf<S extends z.ZodRawShape>(shape: S) {
  const fields = Object.keys(shape).join(", ");
  return z
    .strictObject(shape, {
      error: (iss) =>
        iss.code === "unrecognized_keys"
          ? `Unknown field(s): ${iss.keys.join(", ")}. Known: ${fields}.`
          : "The request body must be an object.",
    })
    .refine((body) => Object.values(body).some((v) => v !== undefined), `Send at least one of ${fields}.`);
}

const productEdit = editOf({
  price: z
    .number({ error: "The price must be a number." })
    .finite("The price must be a number.")
    .min(0, "The price must be at least 0.")
    .max(99_999_999, "The price is too large.")
    .refine((v) => round2(v) === v, "The price may have at most 2 decimals.")
    .optional(),
  name: requiredString("name").optional(),
  stock: z
    .number({ error: "The stock must be an integer." })
    .int("The stock must be an integer.")
    .min(0, "The stock must be at least 0.")
    .max(1_000_000_000, "The stock is too large.")
    .optional(),
});

const color = (field: string) =>
  z
    .string({ error: `The ${field} must be a colour like #1a2b3c.` })
    .regex(/^#[0-9a-fA-F]{6}$/, `The ${field} must be a colour like #1a2b3c.`);
const themeEdit = editOf({
  browser_title: requiredString("browser title").optional(),
  company_name: requiredString("company name").optional(),
  ...(Object.fromEntries(THEME_COLOR_FIELDS.map((f) => [f, color(f.replaceAll("_", " ")).optional()])) as Record<
    (typeof THEME_COLOR_FIELDS)[number],
    z.ZodOptional<z.ZodString>
  >),
});

const pageEdit = editOf({
  title: requiredString("title").optional(),
  page_text: requiredString("page text", 200_000).optional(),
});
const pageType = z.coerce.number().int().min(1).max(5);

/** Tells the storefront of the request's shop which cached data the edit made stale. */
function revalidate(c: Context<AppEnv>, tags: RevalidateTag[]) {
  const { revalidate: settings, now, log } = c.var.deps;
  return sendRevalidation(settings, c.var.shop, tags, { now: now(), log });
}

export const admin = new Hono<AppEnv>();

admin.use("*", requireServerKey, shopFromQuery);

admin.patch("/products/:uuid", async (c) => {
  const { db } = c.var.deps;
  const body = validate(productEdit, await readJsonObject(c));
  const item = findItemByUuid(db, c.var.shop.id, c.req.param("uuid"));
  if (!item) throw notFound("Product not found");
  editItem(db, item.id, body);
  // The product page of every variant lists the others, so each of their pages is stale too.
  const uuids = [item.uuid, ...uuidsOfProduct(db, item.product_id).filter((u) => u !== item.uuid)];
  const revalidation = await revalidate(c, [...uuids.map((u): RevalidateTag => `product:${u}`), "products"]);
  return c.json({ status: true, data: toItem(findItemByUuid(db, c.var.shop.id, item.uuid)!), revalidation });
});

admin.patch("/theme", async (c) => {
  const { db } = c.var.deps;
  const body = validate(themeEdit, await readJsonObject(c));
  editTheme(db, c.var.shop.id, body);
  const shop = findShopById(db, c.var.shop.id)!;
  const revalidation = await revalidate(c, ["theme"]);
  return c.json({ status: true, data: themeOf(db, shop), revalidation });
});

admin.patch("/pages/:type", async (c) => {
  const { db } = c.var.deps;
  const type = pageType.safeParse(c.req.param("type"));
  const body = validate(pageEdit, await readJsonObject(c));
  if (!type.success || !editPage(db, c.var.shop.id, type.data as PageType, body)) throw notFound("Page not found");
  // The footer lists the page titles.
  const revalidation = await revalidate(c, body.title === undefined ? ["content"] : ["content", "footer"]);
  return c.json({ status: true, data: findPage(db, c.var.shop.id, type.data), revalidation });
});
