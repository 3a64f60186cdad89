import { droppedMessage, removeItem, toggleItem } from "./wishlist-edit";
import {
  WISHLIST_LIMIT,
  hasItem,
  parseStoredWishlist,
  serialiseWishlist,
  wishlistStorageKey,
  type WishlistItem,
} from "./wishlist-list";
import { createWishlistStore, type WishlistStore } from "./wishlist-store";

const SHOP = "http://shop.test";
const OTHER_SHOP = "http://other.test";

type Listener = (event: StorageEvent) => void;

/**
 * One browser profile: a local storage shared by its tabs, which, like a browser, announces a
 * change to every tab but the one that made it.
 */
class Browser {
  readonly data = new Map<string, string>();
  private readonly tabs = new Set<Tab>();

  tab(): Tab {
    const tab = new Tab(this);
    this.tabs.add(tab);
    return tab;
  }

  change(from: Tab, key: string | null, newValue: string | null): void {
    for (const tab of this.tabs)
      if (tab !== from) tab.fire({ key, newValue, storageArea: tab.storage } as unknown as StorageEvent);
  }
}

class Tab {
  readonly listeners = new Set<Listener>();
  readonly storage: Storage;

  constructor(browser: Browser) {
    const data = browser.data;
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => {
        data.set(key, value);
        browser.change(this, key, value);
      },
      removeItem: (key: string) => {
        data.delete(key);
        browser.change(this, key, null);
      },
      clear: () => {
        data.clear();
        browser.change(this, null, null);
      },
    };
    this.storage = storage as unknown as Storage;
  }

  fire(event: StorageEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** The tab's store, read by a component, changed as the heart and the list page change it. */
  store(origin = SHOP, info: (message: string) => void = () => {}) {
    const store = createWishlistStore({
      origin,
      storage: this.storage,
      events: { addEventListener: (_type, listener) => this.listeners.add(listener) },
    });
    store.subscribe(() => {});
    return withChanges(store, info);
  }
}

function withChanges(store: WishlistStore, info: (message: string) => void = () => {}) {
  return {
    ...store,
    toggle(item: WishlistItem): boolean {
      const dropped = toggleItem(store, item);
      if (dropped.length > 0) info(droppedMessage(dropped));
      return hasItem(store.getSnapshot(), item.uuid);
    },
    remove: (uuid: string) => store.update((current) => removeItem(current, uuid)),
  };
}

const uuid = (n: number) => `${n.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`;
const item = (n: number) => ({ uuid: uuid(n), name: `Product ${n}` });
const uuids = (store: Pick<WishlistStore, "getSnapshot">) => store.getSnapshot().map((i) => i.uuid);

describe("the wishlist store", () => {
  it("saves and removes a product with one toggle, and keeps the list in local storage across a reload", () => {
    const browser = new Browser();
    const store = browser.tab().store();
    expect(store.toggle(item(1))).toBe(true);
    expect(store.toggle(item(2))).toBe(true);
    expect(store.toggle(item(1))).toBe(false);
    expect(uuids(store)).toEqual([uuid(2)]);
    const reloaded = browser.tab().store();
    expect(reloaded.getSnapshot()).toEqual([item(2)]);
    expect(hasItem(reloaded.getSnapshot(), uuid(2))).toBe(true);
  });

  it(`keeps at most ${WISHLIST_LIMIT} products: saving one more drops the oldest and says which`, () => {
    const browser = new Browser();
    const messages: string[] = [];
    const store = browser.tab().store(SHOP, (m) => messages.push(m));
    for (let n = 1; n <= WISHLIST_LIMIT; n++) store.toggle(item(n));
    expect(messages).toEqual([]);
    expect(store.getSnapshot()).toHaveLength(WISHLIST_LIMIT);

    store.toggle(item(WISHLIST_LIMIT + 1));
    expect(store.getSnapshot()).toHaveLength(WISHLIST_LIMIT);
    expect(hasItem(store.getSnapshot(), uuid(1))).toBe(false);
    expect(uuids(store).at(-1)).toBe(uuid(WISHLIST_LIMIT + 1));
    expect(uuids(store)[0]).toBe(uuid(2));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Product 1 was removed");
    expect(browser.tab().store().getSnapshot()).toHaveLength(WISHLIST_LIMIT);
  });

  it("keeps each shop's list apart, in one storage", () => {
    const tab = new Browser().tab();
    const one = tab.store(SHOP);
    const two = tab.store(OTHER_SHOP);
    one.toggle(item(1));
    two.toggle(item(2));
    expect(uuids(one)).toEqual([uuid(1)]);
    expect(uuids(two)).toEqual([uuid(2)]);
    expect(tab.storage.getItem(wishlistStorageKey(SHOP))).not.toContain(uuid(2));
    // Another shop's entry copied under this shop's key is not this shop's list.
    tab.storage.setItem(wishlistStorageKey(SHOP), tab.storage.getItem(wishlistStorageKey(OTHER_SHOP))!);
    expect(tab.store(SHOP).getSnapshot()).toEqual([]);
  });

  it("follows another tab's changes, and a change starts from what the other tab stored", () => {
    const browser = new Browser();
    const first = browser.tab().store();
    const second = browser.tab().store();
    let heard = 0;
    second.subscribe(() => (heard += 1));
    first.toggle(item(1));
    expect(uuids(second)).toEqual([uuid(1)]);
    expect(heard).toBe(1);
    second.toggle(item(2));
    expect(uuids(first)).toEqual([uuid(1), uuid(2)]);
    first.remove(uuid(1));
    expect(uuids(second)).toEqual([uuid(2)]);
    browser.tab().storage.clear();
    expect(first.getSnapshot()).toEqual([]);
  });

  it("ignores another shop's changes", () => {
    const browser = new Browser();
    const store = browser.tab().store(SHOP);
    browser.tab().store(OTHER_SHOP).toggle(item(3));
    expect(store.getSnapshot()).toEqual([]);
  });

  it("reads a corrupt entry as an empty list and never throws, and drops only the bad items of a readable one", () => {
    const browser = new Browser();
    const tab = browser.tab();
    for (const raw of [
      "{not json",
      "null",
      "[]",
      '{"version":1}',
      JSON.stringify({ version: 2, origin: SHOP, items: [item(1)] }),
    ]) {
      browser.data.set(wishlistStorageKey(SHOP), raw);
      expect(tab.store().getSnapshot()).toEqual([]);
    }
    browser.data.set(
      wishlistStorageKey(SHOP),
      JSON.stringify({
        version: 1,
        origin: SHOP,
        items: [
          item(1),
          { uuid: "<script>", name: "x" },
          { uuid: uuid(2) },
          7,
          null,
          item(1),
          { ...item(3), extra: 1 },
        ],
      }),
    );
    const store = tab.store();
    expect(store.getSnapshot()).toEqual([item(1), item(3)]);
    // The next change writes the clean list back.
    store.toggle(item(4));
    expect(parseStoredWishlist(browser.data.get(wishlistStorageKey(SHOP)), SHOP)).toEqual([item(1), item(3), item(4)]);
    expect(JSON.parse(browser.data.get(wishlistStorageKey(SHOP))!).items).toHaveLength(3);
  });

  it(`keeps the newest ${WISHLIST_LIMIT} of a stored list that grew longer elsewhere`, () => {
    const stored = Array.from({ length: WISHLIST_LIMIT + 5 }, (_, i) => item(i + 1));
    const raw = serialiseWishlist(stored, SHOP);
    const list = parseStoredWishlist(raw, SHOP);
    expect(list).toHaveLength(WISHLIST_LIMIT);
    expect(list[0]).toEqual(item(6));
  });

  it("works for this page only where storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const store = withChanges(createWishlistStore({ origin: SHOP, storage: blocked, events: null }));
    store.subscribe(() => {});
    expect(store.toggle(item(1))).toBe(true);
    expect(store.toggle(item(2))).toBe(true);
    expect(uuids(store)).toEqual([uuid(1), uuid(2)]);
  });
});
