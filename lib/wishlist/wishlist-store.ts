import {
  EMPTY_WISHLIST,
  parseStoredWishlist,
  serialiseWishlist,
  wishlistStorageKey,
  type Wishlist,
} from "./wishlist-list";

type StorageEventTarget = {
  addEventListener(type: "storage", listener: (event: StorageEvent) => void): void;
};

export type WishlistStoreOptions = {
  /** The shop, e.g. `http://localhost:3000`: its list is kept apart from every other shop's. */
  origin: string;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  /** Where other tabs' changes are announced (`window`); none on the server. */
  events: StorageEventTarget | null;
};

export type WishlistStore = {
  /** The first listener reads storage and starts following other tabs (for the page's life). */
  subscribe(listener: () => void): () => void;
  getSnapshot(): Wishlist;
  /** Applies a change (./wishlist-edit) to what storage holds now, stores the result and shows it. */
  update(change: (current: Wishlist) => Wishlist): void;
};

/**
 * This shop's wishlist outside React (components read it with useSyncExternalStore): read from
 * local storage, written back whole on every change, and kept in step with other tabs through
 * the `storage` event. Every change starts from what storage holds now, so a change made in
 * another tab is never written over. Closures rather than a class: it is in every page's bundle.
 */
export function createWishlistStore({ origin, storage, events }: WishlistStoreOptions): WishlistStore {
  const key = wishlistStorageKey(origin);
  const listeners = new Set<() => void>();
  let list = EMPTY_WISHLIST;
  let started = false;

  const show = (next: Wishlist) => {
    if (next === list) return;
    list = next;
    listeners.forEach((listener) => listener());
  };
  const read = (): Wishlist => {
    try {
      return storage ? parseStoredWishlist(storage.getItem(key), origin) : list;
    } catch {
      return list; // storage blocked: the list lives for this page only
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        show(read());
        events?.addEventListener("storage", (event) => {
          if (event.key === key) show(parseStoredWishlist(event.newValue, origin));
          else if (event.key === null) show(EMPTY_WISHLIST); // storage.clear() in another tab
        });
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => list,
    update(change) {
      const next = change(read());
      try {
        if (next.length > 0) storage?.setItem(key, serialiseWishlist(next, origin));
        else storage?.removeItem(key);
      } catch {
        // kept in memory only (quota, private mode)
      }
      show(next);
    },
  };
}
