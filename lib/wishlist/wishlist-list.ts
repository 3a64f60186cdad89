/**
 * The wishlist as local storage keeps it: one entry per shop and format version, oldest product
 * first. Only the uuid and the name are kept; what the list page shows is read from the shop when
 * it is shown, and the name only labels a product the shop no longer shows.
 */

import { WISHLIST_VERSION, wishlistStorageKey } from "./storage-key";

export { wishlistStorageKey };

/** The most products a list holds: saving one more drops the oldest. */
export const WISHLIST_LIMIT = 100;

export const MAX_NAME_LENGTH = 1000;
/** A product's uuid as lib/route-ids.ts accepts it (not imported: that module brings zod). */
const UUID = /^[0-9A-Fa-f][0-9A-Fa-f-]{0,63}$/;

export type WishlistItem = { readonly uuid: string; readonly name: string };
export type Wishlist = readonly WishlistItem[];

export const EMPTY_WISHLIST: Wishlist = [];

// Checked by hand rather than with zod: this module runs in every page's client bundle.
function storedItem(value: unknown): WishlistItem | null {
  if (typeof value !== "object" || value === null) return null;
  const { uuid, name } = value as Record<string, unknown>;
  if (typeof uuid !== "string" || !UUID.test(uuid)) return null;
  if (typeof name !== "string" || name.length > MAX_NAME_LENGTH) return null;
  return { uuid, name };
}

/**
 * Reads a stored entry. Anything that is not this shop's current format (bad JSON, another version,
 * another origin) gives an empty list; an item that fails validation is dropped on its own, a
 * repeated product keeps its first place, and beyond the limit the newest are kept. Never throws.
 */
export function parseStoredWishlist(raw: string | null | undefined, origin: string): Wishlist {
  if (!raw) return EMPTY_WISHLIST;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY_WISHLIST;
  }
  const envelope = (typeof json === "object" && json !== null ? json : {}) as Record<string, unknown>;
  if (envelope.version !== WISHLIST_VERSION || envelope.origin !== origin || !Array.isArray(envelope.items))
    return EMPTY_WISHLIST;
  const items: WishlistItem[] = [];
  const seen = new Set<string>();
  for (const candidate of envelope.items as unknown[]) {
    const item = storedItem(candidate);
    if (!item || seen.has(item.uuid)) continue;
    seen.add(item.uuid);
    items.push(item);
  }
  return items.slice(-WISHLIST_LIMIT);
}

export function serialiseWishlist(list: Wishlist, origin: string): string {
  return JSON.stringify({ version: WISHLIST_VERSION, origin, items: list });
}

export function hasItem(list: Wishlist, uuid: string): boolean {
  return list.some((item) => item.uuid === uuid);
}
