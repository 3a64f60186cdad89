import "server-only";
import { getBlogPosts } from "@/lib/shop-api/blogs.server";
import { isUpstreamFailure } from "@/lib/shop-api/core.server";
import { listProducts } from "@/lib/shop-api/products.server";
import type { Shop } from "@/lib/current-shop.server";
import type { SitemapInput } from "./sitemap";

/**
 * Products listed in a sitemap are bounded: the listing is read a page (12 items) at a time, and a
 * shop with more than this many pages gets its newest products listed (crawlers still reach the
 * rest through the paged category listings).
 */
const SITEMAP_MAX_PRODUCT_PAGES = 40;

/** Uuids of the shop's visible primary products, newest first, at most SITEMAP_MAX_PRODUCT_PAGES pages; null when the shop API failed. */
async function listedProductUuids(origin: string): Promise<string[] | null> {
  const first = await listProducts(origin, {}, 1);
  if (!first.ok) return isUpstreamFailure(first) ? null : [];
  const lastPage = Math.min(Math.max(1, Math.floor(first.data.data.last_page)), SITEMAP_MAX_PRODUCT_PAGES);
  const rest = await Promise.all(Array.from({ length: lastPage - 1 }, (_, i) => listProducts(origin, {}, i + 2)));
  if (rest.some((page) => !page.ok && isUpstreamFailure(page))) return null;
  return [first, ...rest].flatMap((page) => (page.ok ? page.data.data.data.map((item) => item.uuid) : []));
}

/** What the sitemap of a shop is built from; null when the shop API failed (a sitemap kept without some of its part would stay so). */
export async function sitemapSource(shop: Shop): Promise<SitemapInput | null> {
  const [productUuids, blogs] = await Promise.all([
    listedProductUuids(shop.origin),
    shop.blogEnabled ? getBlogPosts(shop.origin) : null,
  ]);
  if (productUuids === null || (blogs && !blogs.ok && isUpstreamFailure(blogs))) return null;
  return {
    origin: shop.origin,
    attributes: shop.attributes,
    pages: shop.pages,
    productUuids,
    blogs: blogs?.ok ? blogs.data : [],
  };
}
