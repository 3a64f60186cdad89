import "server-only";
import { createHash } from "node:crypto";
import { priceDisplay } from "@/lib/pricing";
import { imageUrl } from "@/lib/images";
import { budgetBytes, holdBytes } from "@/lib/page-cache/memory-budget.mjs";
import { CATALOGUE_REVALIDATE_SECONDS } from "@/lib/shop-api/cache-policy.server";
import { withoutPageDeadline } from "@/lib/shop-api/deadline.server";
import { searchableProducts } from "./catalogue-source.server";
import { buildProductIndex, type ProductIndex, type SearchProduct } from "./product-index";
import { searchQuery } from "./query";

/**
 * One product index per shop, keyed by the shop's origin (so one shop's search never sees
 * another's products), kept in memory and rebuilt from the catalogue as often as the catalogue
 * cache turns over. A stale index answers while its successor is built; the index is rebuilt only
 * when the listed products changed. Memory is bounded per shop (MAX_INDEXED_PRODUCTS) and overall:
 * the least recently searched shops are dropped first. The indexes count against the server's one
 * memory budget (SERVER_CACHE_MAX_MB, lib/page-cache/memory-budget.mjs): they may take a quarter of
 * it, and the page cache leaves them the room they hold.
 */

const MAX_SHOPS = 50;
/** About 1.5 MB per 1,000 products (bench/search.mjs). */
export const INDEX_BYTES_PER_PRODUCT = 1600;
const MAX_TOTAL_PRODUCTS = Math.min(50_000, Math.floor(budgetBytes() / 4 / INDEX_BYTES_PER_PRODUCT));
const REFRESH_MS = CATALOGUE_REVALIDATE_SECONDS * 1000;

type Entry = { index: ProductIndex | null; signature: string; checkedAt: number; refreshing: Promise<void> | null };

/** In order of use, the least recent first. */
const entries = new Map<string, Entry>();

function evictBeyondBounds(keep: string): void {
  let total = 0;
  for (const entry of entries.values()) total += entry.index?.size ?? 0;
  for (const [origin, entry] of entries) {
    if (total <= MAX_TOTAL_PRODUCTS && entries.size <= MAX_SHOPS) break;
    if (origin === keep) continue;
    total -= entry.index?.size ?? 0;
    entries.delete(origin);
  }
  holdBytes("search", total * INDEX_BYTES_PER_PRODUCT);
}

function entryOf(origin: string): Entry {
  let entry = entries.get(origin);
  if (entry) entries.delete(origin);
  else entry = { index: null, signature: "", checkedAt: 0, refreshing: null };
  entries.set(origin, entry);
  evictBeyondBounds(origin);
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
      evictBeyondBounds(origin);
    }
    entry.checkedAt = Date.now();
  } finally {
    entry.refreshing = null;
  }
}

async function productIndex(origin: string): Promise<ProductIndex | null> {
  const entry = entryOf(origin);
  if (Date.now() - entry.checkedAt >= REFRESH_MS)
    entry.refreshing ??= withoutPageDeadline(() => refresh(origin, entry));
  if (!entry.index && entry.refreshing) await entry.refreshing;
  return entry.index;
}

export type SearchOutcome =
  | {
      ok: true;
      /** The query searched for; null when it cannot match anything. */ query: string | null;
      products: SearchProduct[];
    }
  | { ok: false };

/**
 * A shop's products matching `raw` (a query as typed), best first; not ok when the shop cannot be
 * listed. The one way the storefront searches: a shop API with a search call of its own would be
 * asked here, with this index as the fallback.
 */
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
      name: product.name,
      image: imageUrl(product.image),
      price: priceDisplay(product, "").finalPrice,
    })),
  };
}
