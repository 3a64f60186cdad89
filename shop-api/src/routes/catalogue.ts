import type { Hono } from "hono";
import { z } from "zod";
import { listingBodySchema, listProducts, pageQuerySchema } from "../catalogue/listing";
import { findItemByUuid, ITEM_SELECT, NEWEST_FIRST, toItem, type ItemRow } from "../catalogue/items";
import type { Deps } from "../deps";
import type { AppEnv } from "../http/env";
import { readJsonBody } from "../http/body";
import { notFound } from "../http/errors";
import { shopFromQuery } from "../http/tenant";
import { validate } from "../http/validate";
import { siteAttributes } from "./content";

/** Latest, related, product detail and the filtered listing (CONTRACT.md "Catalogue and content"). */

const LATEST_COUNT = 24;
const RELATED_COUNT = 8;
/** A uuid-looking path segment; anything else cannot name an item. */
const uuidParam = z.string().regex(/^[0-9a-fA-F-]{1,64}$/);

export function registerCatalogueRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;

  const latest = db.prepare(`${ITEM_SELECT} WHERE i.shop_id = ? AND i.is_primary = 1 ${NEWEST_FIRST} LIMIT ${LATEST_COUNT}`);
  app.get("/api/ecom-our-latest-product", shopFromQuery, (c) =>
    c.json({ status: true, data: (latest.all(c.get("shop").id) as ItemRow[]).map(toItem) }),
  );

  const related = db.prepare(
    `${ITEM_SELECT} WHERE i.shop_id = ? AND i.is_primary = 1 AND p.category_id = ? AND i.product_id <> ? ${NEWEST_FIRST} LIMIT ${RELATED_COUNT}`,
  );
  app.get("/api/ecom-related-product/:uuid", shopFromQuery, (c) => {
    const uuid = uuidParam.safeParse(c.req.param("uuid"));
    const item = uuid.success ? findItemByUuid(db, c.get("shop").id, uuid.data) : undefined;
    if (!item) throw notFound("Product not found");
    const rows = related.all(c.get("shop").id, item.category_id, item.product_id) as ItemRow[];
    return c.json({ status: true, data: rows.map(toItem) });
  });

  const variantsOf = db.prepare(`${ITEM_SELECT} WHERE i.product_id = ? AND i.status = 1 ORDER BY i.is_primary DESC, i.id`);
  const optionsOfProduct = db.prepare(
    "SELECT DISTINCT io.option_id FROM item_options io JOIN items i ON i.id = io.item_id WHERE i.product_id = ? AND i.status = 1",
  );
  app.get("/api/product/:uuid", shopFromQuery, (c) => {
    const shop = c.get("shop");
    const uuid = uuidParam.safeParse(c.req.param("uuid"));
    const item = uuid.success ? findItemByUuid(db, shop.id, uuid.data) : undefined;
    if (!item || item.status !== 1) throw notFound("Product not found");
    const variants = (variantsOf.all(item.product_id) as ItemRow[]).map(toItem);
    const optionIds = new Set(optionsOfProduct.pluck().all(item.product_id) as number[]);
    const attributes = siteAttributes(deps, shop.id, { types: ["size", "color"], onlyOptionIds: optionIds });
    return c.json({ status: true, product: toItem(item), variant: variants, attributes });
  });

  app.post("/api/products", shopFromQuery, async (c) => {
    const { page } = validate(pageQuerySchema, { page: c.req.query("page") });
    const body = await readJsonBody(c);
    const filter = validate(listingBodySchema, body);
    return c.json(listProducts(db, c.get("shop").id, filter, page ?? 1));
  });
}
