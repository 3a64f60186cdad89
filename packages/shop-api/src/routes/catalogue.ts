import { Hono } from "hono";
import { z } from "zod";
import { siteAttributes } from "../catalogue/attributes";
import {
  findItemByUuid,
  latestItems,
  optionIdsOfProduct,
  relatedItems,
  toItem,
  visibleVariants,
} from "../catalogue/items";
import { listingBodySchema, listProducts, pageQuerySchema, withoutUnknownScope } from "../catalogue/listing";
import { readJsonBody } from "../http/body";
import type { AppEnv } from "../http/env";
import { notFound } from "../http/errors";
import { shopFromQuery } from "../http/tenant";
import { validate } from "../http/validate";

/** Latest, related, product detail and the filtered listing (CONTRACT.md "Catalogue and content"). */

/** A uuid-looking path segment; anything else cannot name an item. */
const uuidParam = z.string().regex(/^[0-9a-fA-F-]{1,64}$/);

export const catalogue = new Hono<AppEnv>();

catalogue.get("/api/ecom-our-latest-product", shopFromQuery, (c) =>
  c.json({ status: true, data: latestItems(c.var.deps.db, c.var.shop.id).map(toItem) }),
);

catalogue.get("/api/ecom-related-product/:uuid", shopFromQuery, (c) => {
  const { db } = c.var.deps;
  const uuid = uuidParam.safeParse(c.req.param("uuid"));
  const item = uuid.success ? findItemByUuid(db, c.var.shop.id, uuid.data) : undefined;
  if (!item) throw notFound("Product not found");
  return c.json({ status: true, data: relatedItems(db, c.var.shop.id, item).map(toItem) });
});

catalogue.get("/api/product/:uuid", shopFromQuery, (c) => {
  const { db } = c.var.deps;
  const shop = c.var.shop;
  const uuid = uuidParam.safeParse(c.req.param("uuid"));
  const item = uuid.success ? findItemByUuid(db, shop.id, uuid.data) : undefined;
  if (!item || item.status !== 1) throw notFound("Product not found");
  const variants = visibleVariants(db, item.product_id).map(toItem);
  const attributes = siteAttributes(db, shop.id, {
    types: ["size", "color"],
    onlyOptionIds: optionIdsOfProduct(db, item.product_id),
  });
  return c.json({ status: true, product: toItem(item), variant: variants, attributes });
});

catalogue.post("/api/products", shopFromQuery, async (c) => {
  const { page } = validate(pageQuerySchema, { page: c.req.query("page") });
  const { db, specMinimal } = c.var.deps;
  const asked = validate(listingBodySchema, await readJsonBody(c));
  const filter = specMinimal ? withoutUnknownScope(db, c.var.shop.id, asked) : asked;
  return c.json(listProducts(db, c.var.shop.id, filter, page ?? 1));
});
