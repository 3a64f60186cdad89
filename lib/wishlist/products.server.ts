import "server-only";
import type { CartProduct } from "@/lib/cart/local-cart";
import { isUpstreamFailure } from "@/lib/shop-api/core.server";
import { getProduct } from "@/lib/shop-api/products.server";

/**
 * One saved product as the list page shows it: what the shop says now (`ok`), that the shop no
 * longer shows it (`gone`: unknown or hidden), or that it could not be read this time (`error`).
 */
export type WishlistEntry =
  | { uuid: string; state: "ok"; product: CartProduct }
  | { uuid: string; state: "gone" }
  | { uuid: string; state: "error" };

/** Products asked for at once: a full list loads quickly without flooding the shop API. */
const CONCURRENT_READS = 8;

async function entryOf(origin: string, uuid: string): Promise<WishlistEntry> {
  // Read fresh, not from the catalogue cache: the list is where a shopper checks price and stock before buying.
  const result = await getProduct(origin, uuid, null);
  if (result.ok)
    return result.data.product.summary.visible
      ? { uuid, state: "ok", product: result.data.product.cartProduct }
      : { uuid, state: "gone" };
  return isUpstreamFailure(result) ? { uuid, state: "error" } : { uuid, state: "gone" };
}

/** The saved products of a shop, in the order asked for. */
export async function wishlistEntries(origin: string, uuids: readonly string[]): Promise<WishlistEntry[]> {
  const entries: WishlistEntry[] = [];
  for (let start = 0; start < uuids.length; start += CONCURRENT_READS) {
    const batch = uuids.slice(start, start + CONCURRENT_READS);
    entries.push(...(await Promise.all(batch.map((uuid) => entryOf(origin, uuid)))));
  }
  return entries;
}
