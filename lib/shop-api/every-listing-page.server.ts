import "server-only";
import { isUpstreamFailure } from "./core.server";
import { listProducts, type Item, type ProductFilter } from "./products.server";

/** Listing pages asked for at once: enough to finish quickly, few enough not to flood the shop API. */
export const CONCURRENT_PAGES = 6;

/**
 * Every visible item of a listing scope, newest first, read page by page (at most `maxPages`
 * pages, CONCURRENT_PAGES at a time). Null when any page failed upstream: a partial list would be
 * kept as if whole (the search index, the sitemap). A page the shop refuses (4xx) lists nothing.
 */
export async function everyListingPage(
  origin: string,
  filter: ProductFilter,
  maxPages: number,
): Promise<Item[] | null> {
  const first = await listProducts(origin, filter, 1);
  if (!first.ok) return isUpstreamFailure(first) ? null : [];
  const lastPage = Math.min(Math.max(1, Math.floor(first.data.data.last_page)), maxPages);
  const items = [...first.data.data.data];
  for (let start = 2; start <= lastPage; start += CONCURRENT_PAGES) {
    const pages = Array.from({ length: Math.min(CONCURRENT_PAGES, lastPage - start + 1) }, (_, i) => start + i);
    for (const page of await Promise.all(pages.map((n) => listProducts(origin, filter, n)))) {
      if (page.ok) items.push(...page.data.data.data);
      else if (isUpstreamFailure(page)) return null;
    }
  }
  return items.filter((item) => item.status === 1);
}
