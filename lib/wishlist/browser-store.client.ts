import { createWishlistStore, type WishlistStore } from "./wishlist-store";

export { droppedMessage, toggleItem } from "./wishlist-edit";

let store: WishlistStore | null = null;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the list then lives for this page only
  }
}

/** The page's one wishlist store (browser only). */
export function browserWishlistStore(): WishlistStore {
  store ??= createWishlistStore({ origin: window.location.origin, storage: browserStorage(), events: window });
  return store;
}
