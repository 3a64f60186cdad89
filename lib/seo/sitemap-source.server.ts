import "server-only";
import { getBlogPosts } from "@/lib/shop-api/blogs.server";
import { isUpstreamFailure } from "@/lib/shop-api/core.server";
import { everyListingPage } from "@/lib/shop-api/every-listing-page.server";
import type { Shop } from "@/lib/current-shop.server";
import type { SitemapInput } from "./sitemap";

/**
 * Products listed in a sitemap are bounded: the listing is read a page (12 items) at a time, and a
 * shop with more than this many pages gets its newest products listed (crawlers still reach the
 * rest through the paged category listings).
 */
const SITEMAP_MAX_PRODUCT_PAGES = 40;

/** What the sitemap of a shop is built from; null when the shop API failed (a sitemap kept without some of its part would stay so). */
export async function sitemapSource(shop: Shop): Promise<SitemapInput | null> {
  const [products, blogs] = await Promise.all([
    everyListingPage(shop.origin, {}, SITEMAP_MAX_PRODUCT_PAGES),
    shop.blogEnabled ? getBlogPosts(shop.origin) : null,
  ]);
  if (products === null || (blogs && !blogs.ok && isUpstreamFailure(blogs))) return null;
  return {
    origin: shop.origin,
    attributes: shop.attributes,
    pages: shop.pages,
    productUuids: products.map((item) => item.uuid),
    blogs: blogs?.ok ? blogs.data : [],
  };
}
