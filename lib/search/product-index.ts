import MiniSearch from "minisearch";
import type { ProductSummary } from "@/lib/shop-api/product-summary";
import { foldText, queryTerms } from "./query";

/** What the index knows of a product: what a shopper may type, and what a card or suggestion shows. */
export type SearchProduct = ProductSummary & {
  /** Names of its category group (column heading). */
  category: string;
  /** Labels of the options it carries (e.g. "Shirts"). */
  options: string[];
};

export type ProductIndex = {
  /** Matching products, best first. */
  search(query: string): SearchProduct[];
  readonly size: number;
};

/** One typo is forgiven in words of four letters or more; shorter ones must be typed right. */
function typosAllowed(term: string): number {
  return term.length >= 4 ? 1 : 0;
}

/**
 * Words match as prefixes, but a one-letter word only as the last one (the word being typed):
 * each one-letter prefix matches most of the catalogue, and a query of several cost 20 ms on 10,000 products.
 */
function prefixAllowed(term: string, i: number, terms: string[]): boolean {
  return term.length > 1 || i === terms.length - 1;
}

/**
 * A full-text index of one shop's products (MiniSearch): every word is matched as a prefix (but see prefixAllowed), with
 * one typo allowed, case and accents ignored; all words of a query must match (repeated words
 * count once, and only the first MAX_TERMS are searched: lib/search/query.ts). The name weighs
 * most, and a product whose whole name is the query comes first.
 */
export function buildProductIndex(products: readonly SearchProduct[]): ProductIndex {
  const byUuid = new Map(products.map((p) => [p.uuid, p]));
  // Folded once here: a one-letter query can match every product.
  const foldedNames = new Map([...byUuid.values()].map((p) => [p.uuid, foldText(p.name)]));
  const mini = new MiniSearch<SearchProduct>({
    idField: "uuid",
    fields: ["name", "category", "options"],
    extractField: (product, field) => {
      const value = product[field as keyof SearchProduct];
      return Array.isArray(value) ? value.join(" ") : String(value ?? "");
    },
    processTerm: (term) => foldText(term),
    searchOptions: {
      prefix: prefixAllowed,
      fuzzy: typosAllowed,
      combineWith: "AND",
      boost: { name: 3, options: 1.5 },
      weights: { fuzzy: 0.4, prefix: 0.7 },
    },
  });
  mini.addAll([...byUuid.values()]);
  return {
    size: byUuid.size,
    search(query) {
      const folded = foldText(query).trim();
      const found = mini.search(query, { tokenize: queryTerms }).flatMap((hit) => {
        const product = byUuid.get(hit.id as string);
        return product ? [{ product, exact: foldedNames.get(product.uuid) === folded, score: hit.score }] : [];
      });
      found.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
      return found.map((f) => f.product);
    },
  };
}
