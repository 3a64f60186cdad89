import {
  EMPTY_WISHLIST,
  MAX_NAME_LENGTH,
  WISHLIST_LIMIT,
  hasItem,
  type Wishlist,
  type WishlistItem,
} from "./wishlist-list";
import type { WishlistStore } from "./wishlist-store";

// The changes to a list, loaded when a shopper first changes it: reading it is all a page needs before.

/**
 * Saves a product as the newest; one already saved stays where it is. Over the limit the oldest
 * are dropped and returned, so the shopper can be told.
 */
function addItem(list: Wishlist, item: WishlistItem): { list: Wishlist; dropped: Wishlist } {
  if (hasItem(list, item.uuid)) return { list, dropped: EMPTY_WISHLIST };
  const next = [...list, { uuid: item.uuid, name: item.name.slice(0, MAX_NAME_LENGTH) }];
  const over = Math.max(0, next.length - WISHLIST_LIMIT);
  return { list: next.slice(over), dropped: next.slice(0, over) };
}

export function removeItem(list: Wishlist, uuid: string): Wishlist {
  return hasItem(list, uuid) ? list.filter((item) => item.uuid !== uuid) : list;
}

export function droppedMessage(dropped: Wishlist): string {
  const names = dropped.map((item) => item.name || "A product").join(", ");
  return `Your wishlist keeps the ${WISHLIST_LIMIT} most recent products: ${names} ${dropped.length === 1 ? "was" : "were"} removed from it.`;
}

/** Saves the product, or removes it when it is saved; answers the products dropped to make room. */
export function toggleItem(store: WishlistStore, item: WishlistItem): Wishlist {
  let dropped = EMPTY_WISHLIST;
  store.update((current) => {
    if (hasItem(current, item.uuid)) return removeItem(current, item.uuid);
    const added = addItem(current, item);
    dropped = added.dropped;
    return added.list;
  });
  return dropped;
}
