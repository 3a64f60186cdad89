import "server-only";
import { createHash } from "node:crypto";
import { priceDisplay } from "@/lib/format";
import { imageUrl } from "@/lib/images";
import { CATALOGUE_REVALIDATE_SECONDS } from "@/lib/shop-api/cache-policy";
import { searchableProducts } from "./catalogue-source.server";
import { buildProductIndex, type ProductIndex, type SearchProduct } from "./product-index";
import { searchQuery } from "./query";

/**
 * One product index per shop, keyed by the shop's origin (so one shop's search never sees
 * another's products), kept in memory and rebuilt from the catalogue as often as the catalogue
 * cache turns over. A stale index answers while its successor is built; the index is rebuilt only
 * when the listed products changed. At most MAX_SHOPS shops are held, the least recently searched
 * dropped first.
 */

const MAX_SHOPS = 50;
const REFRESH_MS = CATALOGUE_REVALIDATE_SECONDS * 1000;

type Entry = { index: ProductIndex | null; signature: string; checkedAt: number; refreshing: Promise<void> | null };

const entries = new Map<string, Entry>();

function entryOf(origin: string): Entry {
  let entry = entries.get(origin);
  if (entry) entries.delete(origin);
  else entry = { index: null, signature: "", checkedAt: 0, refreshing: null };
  entries.set(origin, entry);
  for (const oldest of entries.keys()) {
    if (entries.size <= MAX_SHOPS) break;
    entries.delete(oldest);
  }
  return entry;
}

async function refresh(origin: string, entry: Entry): Promise<void> {
  try {
    const products = await searchableProducts(origin);
    if (!products) return; // the old index (if any) keeps answering; the next search tries again
    const signature = createHash("sha256").update(JSON.stringify(products)).digest("base64");
    if (signature !== entry.signature || !entry.index) {
      entry.index = buildProductIndex(products);
      entry.signature = signature;
    }
    entry.checkedAt = Date.now();
  } finally {
    entry.refreshing = null;
  }
}

async function productIndex(origin: string): Promise<ProductIndex | null> {
  const entry = entryOf(origin);
  if (Date.now() - entry.checkedAt >= REFRESH_MS) entry.refreshing ??= refresh(origin, entry);
  if (!entry.index && entry.refreshing) await entry.refreshing;
  return entry.index;
}

export type SearchOutcome =
  | { ok: true; /** The query searched for; null when it cannot match anything. */ query: string | null; products: SearchProduct[] }
  | { ok: false };

/** A shop's products matching `raw` (a query as typed), best first; not ok when the shop cannot be listed. */
export async function searchProducts(origin: string, raw: unknown): Promise<SearchOutcome> {
  const query = searchQuery(raw);
  if (query === null) return { ok: true, query, products: [] };
  const index = await productIndex(origin);
  return index ? { ok: true, query, products: index.search(query) } : { ok: false };
}

/** The top matches the search box suggests while typing. */
export const SUGGESTION_LIMIT = 6;

export type Suggestion = { uuid: string; name: string; image: string; price: number };
/** `GET /api/search?q=`: the query searched for (null when it cannot match) and the top matches. */
export type SuggestionsAnswer = { query: string | null; products: Suggestion[] };

export async function suggestProducts(origin: string, raw: unknown): Promise<SuggestionsAnswer | null> {
  const outcome = await searchProducts(origin, raw);
  if (!outcome.ok) return null;
  return {
    query: outcome.query,
    products: outcome.products.slice(0, SUGGESTION_LIMIT).map((product) => ({
      uuid: product.uuid,
      name: product.item_name,
      image: imageUrl(product.item_image),
      price: priceDisplay(product, "").finalPrice,
    })),
  };
}
