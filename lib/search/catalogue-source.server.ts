import "server-only";
import { listProducts, type Item, type ProductFilter } from "@/lib/shop-api/products.server";
import { getSiteAttributes } from "@/lib/shop-api/site-attributes.server";
import { productSummary } from "@/lib/shop-api/product-summary";
import type { SearchProduct } from "./product-index";

/** The index holds at most this many products per shop: memory stays bounded whatever a shop lists. */
export const MAX_INDEXED_PRODUCTS = 10_000;
/** `per_page` of `POST /api/products` (CONTRACT.md, "Product listing"). */
const LISTING_PAGE_SIZE = 12;
const MAX_PAGES = Math.ceil(MAX_INDEXED_PRODUCTS / LISTING_PAGE_SIZE);
/** Pages (and option listings) asked for at once: enough to build quickly, few enough not to flood the shop API. */
const CONCURRENT_PAGES = 6;
/** Option labels are read for at most this many header-menu options (one listing each). */
const MAX_LABELLED_OPTIONS = 60;

/** Every visible item of a listing scope, newest first, up to MAX_PAGES pages; null when its first page fails. */
async function listAll(origin: string, filter: ProductFilter): Promise<Item[] | null> {
  const first = await listProducts(origin, filter, 1);
  if (!first.ok) return null;
  const lastPage = Math.min(Math.max(1, Math.floor(first.data.data.last_page)), MAX_PAGES);
  const items = [...first.data.data.data];
  for (let start = 2; start <= lastPage; start += CONCURRENT_PAGES) {
    const pages = Array.from({ length: Math.min(CONCURRENT_PAGES, lastPage - start + 1) }, (_, i) => start + i);
    const results = await Promise.all(pages.map((page) => listProducts(origin, filter, page)));
    for (const result of results) if (result.ok) items.push(...result.data.data.data);
  }
  return items.filter((item) => item.status === 1);
}

/**
 * The products a shop's search covers, from the calls the storefront already makes (the contract
 * has no search call): the whole-shop listing for names, prices and images, the shop's attribute
 * groups for category names, and one listing per header-menu option for option labels (items do
 * not name their options). Null when the shop cannot be listed.
 */
export async function searchableProducts(origin: string): Promise<SearchProduct[] | null> {
  const [items, attributes] = await Promise.all([listAll(origin, {}), getSiteAttributes(origin)]);
  if (!items) return null;
  const groups = attributes.ok ? attributes.data : [];
  const options = groups
    .filter((group) => group.inHeader)
    .flatMap((group) => group.options)
    .slice(0, MAX_LABELLED_OPTIONS);
  const labels = new Map<string, string[]>();
  for (let start = 0; start < options.length; start += CONCURRENT_PAGES) {
    const batch = options.slice(start, start + CONCURRENT_PAGES);
    const listed = await Promise.all(batch.map((option) => listAll(origin, { checked: [option.id] })));
    listed.forEach((items, i) => {
      for (const item of items ?? []) labels.set(item.uuid, [...(labels.get(item.uuid) ?? []), batch[i]!.label]);
    });
  }
  const headings = new Map(groups.map((group) => [group.id, group.heading]));
  return items.slice(0, MAX_INDEXED_PRODUCTS).map((item) => ({
    ...productSummary(item),
    category: item.category_id === null ? "" : (headings.get(item.category_id) ?? ""),
    options: labels.get(item.uuid) ?? [],
  }));
}
