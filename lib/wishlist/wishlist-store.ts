import {
  EMPTY_WISHLIST,
  addItem,
  droppedMessage,
  hasItem,
  parseStoredWishlist,
  removeItem,
  serialiseWishlist,
  wishlistStorageKey,
  type Wishlist,
  type WishlistItem,
} from "./wishlist-list";

type StorageEventTarget = {
  addEventListener(type: "storage", listener: (event: StorageEvent) => void): void;
  removeEventListener(type: "storage", listener: (event: StorageEvent) => void): void;
};

export type WishlistStoreOptions = {
  /** The shop, e.g. `http://localhost:3000`: its list is kept apart from every other shop's. */
  origin: string;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  /** Where other tabs' changes are announced (`window`); none on the server. */
  events: StorageEventTarget | null;
  /** Tells the shopper something they did not ask for (the oldest products dropped). */
  info(message: string): void;
};

/**
 * This shop's wishlist outside React (components read it with useSyncExternalStore): read from
 * local storage, written back whole on every change, and kept in step with other tabs through
 * the `storage` event. Every change starts from what storage holds now, so a change made in
 * another tab is never written over.
 */
export class WishlistStore {
  private list: Wishlist = EMPTY_WISHLIST;
  private readonly listeners = new Set<() => void>();
  private stopWatching: (() => void) | null = null;

  constructor(private readonly options: WishlistStoreOptions) {}

  /** Adds a listener; the first one reads storage and starts following other tabs, the last one stops. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  readonly getSnapshot = (): Wishlist => this.list;

  has(uuid: string): boolean {
    return hasItem(this.list, uuid);
  }

  /** Saves the product, or removes it when it is saved; answers whether it is saved now. */
  toggle(item: WishlistItem): boolean {
    const current = this.read();
    if (hasItem(current, item.uuid)) {
      this.write(removeItem(current, item.uuid));
      return false;
    }
    const { list, dropped } = addItem(current, item);
    this.write(list);
    if (dropped.length > 0) this.options.info(droppedMessage(dropped));
    return true;
  }

  remove(uuid: string): void {
    this.write(removeItem(this.read(), uuid));
  }

  private start(): void {
    this.show(this.read());
    const { events, origin } = this.options;
    if (!events) return;
    const key = wishlistStorageKey(origin);
    const listener = (event: StorageEvent) => {
      if (event.storageArea && this.options.storage && event.storageArea !== this.options.storage) return;
      if (event.key === key) this.show(parseStoredWishlist(event.newValue, origin));
      else if (event.key === null) this.show(EMPTY_WISHLIST); // storage.clear() in another tab
    };
    events.addEventListener("storage", listener);
    this.stopWatching = () => events.removeEventListener("storage", listener);
  }

  private stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
  }

  private read(): Wishlist {
    const { storage, origin } = this.options;
    if (!storage) return this.list;
    try {
      return parseStoredWishlist(storage.getItem(wishlistStorageKey(origin)), origin);
    } catch {
      return this.list;
    }
  }

  /** Shows the list at once; storage that refuses it (quota, private mode) leaves it for this page only. */
  private write(list: Wishlist): void {
    const { storage, origin } = this.options;
    try {
      if (list.length === 0) storage?.removeItem(wishlistStorageKey(origin));
      else storage?.setItem(wishlistStorageKey(origin), serialiseWishlist(list, origin));
    } catch {
      // kept in memory only
    }
    this.show(list);
  }

  private show(list: Wishlist): void {
    if (list === this.list) return;
    this.list = list;
    for (const listener of this.listeners) listener();
  }
}
