import MiniSearch from "minisearch";
import type { ProductSummary } from "@/lib/shop-api/product-summary";
import { foldText } from "./query";

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
 * A full-text index of one shop's products (MiniSearch): every word is matched as a prefix, with
 * one typo allowed, case and accents ignored; all words of a query must match. The name weighs
 * most, and a product whose whole name is the query comes first.
 */
export function buildProductIndex(products: readonly SearchProduct[]): ProductIndex {
  const byUuid = new Map(products.map((p) => [p.uuid, p]));
  const mini = new MiniSearch<SearchProduct>({
    idField: "uuid",
    fields: ["name", "category", "options"],
    extractField: (product, field) => {
      const value = product[field as keyof SearchProduct];
      return Array.isArray(value) ? value.join(" ") : String(value ?? "");
    },
    processTerm: (term) => foldText(term),
    searchOptions: { prefix: true, fuzzy: typosAllowed, combineWith: "AND", boost: { name: 3, options: 1.5 }, weights: { fuzzy: 0.4, prefix: 0.7 } },
  });
  mini.addAll([...byUuid.values()]);
  return {
    size: byUuid.size,
    search(query) {
      const folded = foldText(query).trim();
      const found = mini.search(query).flatMap((hit) => {
        const product = byUuid.get(hit.id as string);
        return product ? [{ product, exact: foldText(product.name) === folded, score: hit.score }] : [];
      });
      found.sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score);
      return found.map((f) => f.product);
    },
  };
}
