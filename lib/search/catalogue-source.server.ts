import "server-only";
import { CONCURRENT_PAGES, everyListingPage } from "@/lib/shop-api/every-listing-page.server";
import { getSiteAttributes } from "@/lib/shop-api/site-attributes.server";
import { productSummary } from "@/lib/shop-api/product-summary";
import type { SearchProduct } from "./product-index";

/** The index holds at most this many products per shop: memory stays bounded whatever a shop lists. */
export const MAX_INDEXED_PRODUCTS = 10_000;
/** `per_page` of `POST /api/products` (CONTRACT.md, "Product listing"). */
const LISTING_PAGE_SIZE = 12;
const MAX_PAGES = Math.ceil(MAX_INDEXED_PRODUCTS / LISTING_PAGE_SIZE);
/** Option labels are read for at most this many header-menu options (one listing each). */
const MAX_LABELLED_OPTIONS = 60;

/**
 * The products a shop's search covers, from the calls the storefront already makes (the contract
 * has no search call): the whole-shop listing for names, prices and images, the shop's attribute
 * groups for category names, and one listing per header-menu option for option labels (items do
 * not name their options). Null when the shop could not be listed whole.
 */
export async function searchableProducts(origin: string): Promise<SearchProduct[] | null> {
  const [items, attributes] = await Promise.all([everyListingPage(origin, {}, MAX_PAGES), getSiteAttributes(origin)]);
  if (!items) return null;
  const groups = attributes.ok ? attributes.data : [];
  const options = groups
    .filter((group) => group.inHeader)
    .flatMap((group) => group.options)
    .slice(0, MAX_LABELLED_OPTIONS);
  const labels = new Map<string, string[]>();
  for (let start = 0; start < options.length; start += CONCURRENT_PAGES) {
    const batch = options.slice(start, start + CONCURRENT_PAGES);
    const listed = await Promise.all(
      batch.map((option) => everyListingPage(origin, { checked: [option.id] }, MAX_PAGES)),
    );
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
