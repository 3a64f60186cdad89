import type { WishlistEntry } from "@/lib/wishlist/products.server";
import { callBff, messageOf } from "./fetch.client";

/**
 * The browser's read of the saved products (GET /api/wishlist), an SWR key of its own per list.
 * The answer was parsed on the server and is read as typed (docs/adr/0005-validate-once.md).
 */

export type { WishlistEntry };

export function wishlistPath(uuids: readonly string[]): string {
  return `/api/wishlist?ids=${uuids.map(encodeURIComponent).join(",")}`;
}

/** The products as the shop shows them now; throws when they could not be read (SWR keeps the error). */
export async function fetchWishlistEntries(path: string): Promise<WishlistEntry[]> {
  const answer = await callBff<{ data?: WishlistEntry[] }>(path);
  if (answer.status !== 200 || !Array.isArray(answer.data?.data)) {
    throw new Error(messageOf(answer.data) ?? "Your wishlist could not be loaded. Please try again.");
  }
  return answer.data.data;
}
