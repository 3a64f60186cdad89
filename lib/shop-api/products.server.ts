import "server-only";
import { z } from "zod";
import { catalogueCache, productCache } from "./cache-policy.server";
import { shopApiRequest, type ShopApiResult, type SharedCache } from "./core.server";
import { itemSchema, num, siteAttributeSchema, type Item, type AttributeGroup } from "./schemas.server";

export type { Item } from "./schemas.server";

export const itemListAnswer = z.looseObject({ data: z.array(itemSchema) });

/** GET /api/ecom-our-latest-product: the 24 newest primary items, status 0 included (filter them). */
export async function getLatestProducts(
  origin: string,
  cache: SharedCache = catalogueCache(origin, "products"),
): Promise<ShopApiResult<Item[]>> {
  const result = await shopApiRequest({ path: "/api/ecom-our-latest-product", origin, schema: itemListAnswer, cache });
  return result.ok ? { ...result, data: result.data.data } : result;
}

/** GET /api/ecom-related-product/{uuid}: up to 8 items of the same category, status 0 included. */
export async function getRelatedProducts(
  origin: string,
  uuid: string,
  cache: SharedCache = productCache(origin, uuid),
): Promise<ShopApiResult<Item[]>> {
  const result = await shopApiRequest({
    path: `/api/ecom-related-product/${encodeURIComponent(uuid)}`,
    origin,
    schema: itemListAnswer,
    cache,
  });
  return result.ok ? { ...result, data: result.data.data } : result;
}

export const productAnswer = z.looseObject({
  status: z.union([z.boolean(), z.number()]).transform(Boolean),
  /** null (or a falsy status) is the spec's "no such product". */
  product: itemSchema.nullable(),
  variant: z
    .array(itemSchema)
    .nullish()
    .transform((v) => v ?? []),
  attributes: z
    .array(siteAttributeSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type ProductDetail = { product: Item; variants: Item[]; attributes: AttributeGroup[] };

/**
 * GET /api/product/{uuid}: a visible product with its variants and their size/colour options; 404 otherwise.
 * `cache: null` reads it fresh.
 */
export async function getProduct(
  origin: string,
  uuid: string,
  cache: SharedCache | null = productCache(origin, uuid),
): Promise<ShopApiResult<ProductDetail>> {
  const result = await shopApiRequest({
    path: `/api/product/${encodeURIComponent(uuid)}`,
    origin,
    schema: productAnswer,
    cache: cache ?? undefined,
  });
  if (!result.ok) return result;
  const { status, product, variant, attributes } = result.data;
  if (!status || product === null) return { ok: false, status: 404, reason: "http", body: null };
  return { ...result, data: { product, variants: variant, attributes } };
}

/** Narrows a listing; what is left out is sent as the spec's "none" (lib/shop-api `listProducts`). */
export type ProductFilter = {
  attribute?: number;
  checked?: number[];
  price?: { min?: number | null; max?: number | null };
  discount?: { min?: number | null; max?: number | null };
  product_type?: number;
};

const paginationSchema = z.looseObject({
  current_page: num,
  last_page: num,
  from: num.nullish().transform((v) => v ?? null),
  to: num.nullish().transform((v) => v ?? null),
  total: num,
});
type Pagination = z.output<typeof paginationSchema>;

const bound = num.nullish().transform((v) => v ?? 0);

/**
 * The spec names `data.data` and a `pagination` object; a paginator that carries its figures beside
 * `data.data` (the reference API's) is read too, and a listing with neither is one page.
 */
export const listingAnswer = z
  .looseObject({
    data: z.looseObject({ data: z.array(itemSchema) }),
    pagination: paginationSchema.optional(),
    min_price: bound,
    max_price: bound,
    min_discount: bound,
    max_discount: bound,
  })
  .transform(({ data, pagination, ...rest }) => {
    const items = data.data;
    const inData = paginationSchema.safeParse(data);
    const onePage: Pagination = {
      current_page: 1,
      last_page: 1,
      from: items.length > 0 ? 1 : null,
      to: items.length > 0 ? items.length : null,
      total: items.length,
    };
    return { ...rest, data: { ...(pagination ?? (inData.success ? inData.data : onePage)), data: items } };
  });
export type ProductListing = z.output<typeof listingAnswer>;

/** POST /api/products?page=N: one page (12) of visible items in a scope, filtered; 422 for a bad body. */
export async function listProducts(
  origin: string,
  filter: ProductFilter,
  page = 1,
  cache: SharedCache = catalogueCache(origin, "products"),
): Promise<ShopApiResult<ProductListing>> {
  const body = {
    attribute: null,
    checked: [],
    price: { min: null, max: null },
    discount: { min: null, max: null },
    ...filter,
  };
  return shopApiRequest({
    method: "POST",
    path: "/api/products",
    origin,
    query: { page },
    body,
    schema: listingAnswer,
    cache,
  });
}
