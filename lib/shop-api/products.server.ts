import "server-only";
import { cache } from "react";
import { catalogueCache, productCache } from "./cache-policy.server";
import { noneWhenRefused, shopApiRequest, type ShopApiResult, type SharedCache } from "./core.server";
import type { AttributeGroup, Item, ProductListing } from "@storefront/shop-answers";
import { answers } from "./answers.server";
import { productFromItem, type Product } from "./product";
import { productSummary, type ProductSummary } from "./product-summary";

export type { Item, ProductListing };

const { itemListAnswer, productAnswer, listingAnswer } = answers;

/** GET /api/ecom-our-latest-product: the 24 newest primary items, status 0 included (filter them). */
export const getLatestProducts = cache(async function getLatestProducts(
  origin: string,
  cache: SharedCache = catalogueCache(origin, "products"),
): Promise<ShopApiResult<Item[]>> {
  const result = await shopApiRequest({ path: "/api/ecom-our-latest-product", origin, schema: itemListAnswer, cache });
  return noneWhenRefused(result.ok ? { ...result, data: result.data.data } : result, []);
});

/** GET /api/ecom-related-product/{uuid}: up to 8 items of the same category, status 0 included. */
export const getRelatedProducts = cache(async function getRelatedProducts(
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
  return noneWhenRefused(result.ok ? { ...result, data: result.data.data } : result, []);
});

export type ProductDetail = { product: Product; variants: ProductSummary[]; attributes: AttributeGroup[] };

/**
 * GET /api/product/{uuid}: a visible product with its variants and their size/colour options; 404 otherwise.
 * `cache: null` reads it fresh.
 */
export const getProduct = cache(async function getProduct(
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
  // The spec's "no such product": read as the shop's "nothing here", never as an outage.
  if (!status || product === null) return { ok: false, status: result.status, reason: "refused", body: null };
  return {
    ...result,
    data: { product: productFromItem(product), variants: variant.map(productSummary), attributes },
  };
});

/** Narrows a listing; what is left out is sent as the spec's "none" (lib/shop-api `listProducts`). */
export type ProductFilter = {
  attribute?: number;
  checked?: number[];
  price?: { min?: number | null; max?: number | null };
  discount?: { min?: number | null; max?: number | null };
  product_type?: number;
};

/** A listing without products: what a `status: false` answer to a listing stands for. */
const NO_PRODUCTS: ProductListing = {
  data: { current_page: 1, last_page: 1, from: null, to: null, total: 0, data: [] },
  min_price: 0,
  max_price: 0,
  min_discount: 0,
  max_discount: 0,
};

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
  const result = await shopApiRequest({
    method: "POST",
    path: "/api/products",
    origin,
    query: { page },
    body,
    schema: listingAnswer,
    cache,
  });
  return noneWhenRefused(result, NO_PRODUCTS);
}
