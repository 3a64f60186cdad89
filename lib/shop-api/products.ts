import "server-only";
import { z } from "zod";
import { catalogueCache, productCache } from "./cache-policy";
import { shopApiRequest, type ShopApiResult, type SharedCache } from "./core";
import { itemSchema, num, siteAttributeSchema, type Item, type SiteAttribute } from "./schemas";

export type { Item } from "./schemas";

export const itemListAnswer = z.looseObject({ data: z.array(itemSchema) });

/** GET /api/ecom-our-latest-product: the 24 newest primary items, status 0 included (filter them). */
export async function getLatestProducts(origin: string, cache: SharedCache = catalogueCache(origin, "products")): Promise<ShopApiResult<Item[]>> {
  const result = await shopApiRequest({ path: "/api/ecom-our-latest-product", origin, schema: itemListAnswer, cache });
  return result.ok ? { ...result, data: result.data.data } : result;
}

/** GET /api/ecom-related-product/{uuid}: up to 8 items of the same category, status 0 included. */
export async function getRelatedProducts(origin: string, uuid: string, cache: SharedCache = productCache(origin, uuid)): Promise<ShopApiResult<Item[]>> {
  const result = await shopApiRequest({ path: `/api/ecom-related-product/${encodeURIComponent(uuid)}`, origin, schema: itemListAnswer, cache });
  return result.ok ? { ...result, data: result.data.data } : result;
}

export const productAnswer = z.looseObject({
  status: z.union([z.boolean(), z.number()]).transform(Boolean),
  product: itemSchema,
  variant: z.array(itemSchema).nullish().transform((v) => v ?? []),
  attributes: z.array(siteAttributeSchema).nullish().transform((v) => v ?? []),
});
export type ProductDetail = { product: Item; variants: Item[]; attributes: SiteAttribute[] };

/** GET /api/product/{uuid}: a visible product with its variants and their size/colour options; 404 otherwise. */
export async function getProduct(origin: string, uuid: string, cache: SharedCache = productCache(origin, uuid)): Promise<ShopApiResult<ProductDetail>> {
  const result = await shopApiRequest({ path: `/api/product/${encodeURIComponent(uuid)}`, origin, schema: productAnswer, cache });
  if (!result.ok) return result;
  return { ...result, data: { product: result.data.product, variants: result.data.variant, attributes: result.data.attributes } };
}

/** Body of POST /api/products; every field optional. */
export type ProductFilter = {
  attribute?: number;
  checked?: number[];
  price?: { min?: number | null; max?: number | null };
  discount?: { min?: number | null; max?: number | null };
  product_type?: number;
};

const pageSchema = z.looseObject({
  current_page: num,
  last_page: num,
  from: num.nullable(),
  to: num.nullable(),
  total: num,
  per_page: num.optional(),
  data: z.array(itemSchema),
});

export const listingAnswer = z.looseObject({
  data: pageSchema,
  min_price: num.nullish().transform((v) => v ?? 0),
  max_price: num.nullish().transform((v) => v ?? 0),
  min_discount: num.nullish().transform((v) => v ?? 0),
  max_discount: num.nullish().transform((v) => v ?? 0),
});
export type ProductListing = z.output<typeof listingAnswer>;

/** POST /api/products?page=N: one page (12) of visible items in a scope, filtered; 422 for a bad body. */
export async function listProducts(
  origin: string,
  filter: ProductFilter,
  page = 1,
  cache: SharedCache = catalogueCache(origin, "products"),
): Promise<ShopApiResult<ProductListing>> {
  return shopApiRequest({ method: "POST", path: "/api/products", origin, query: { page }, body: filter, schema: listingAnswer, cache });
}

