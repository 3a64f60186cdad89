import { remainingAfterPush } from "./after-push";
import { CartStore, PUSH_FAILED_MESSAGE, type CartSession } from "./cart-store";
import * as local from "./local-cart";
import { readCart, writeCart } from "./cart-storage";
import type { CartProduct, LocalCart, LocalCartLine } from "./local-cart";
import { cartTotals } from "@storefront/cart-math";
import type { CartRemote, RemoteFailure } from "./remote";

const ORIGIN = "http://shop.test";

function product(id: string, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    product_id: id,
    name: `Item ${id}`,
    price: 10,
    thumb_nail: "",
    stock: 20,
    discount: null,
    disc_amount: 0,
    tax: 5,
    tax_id: 1,
    ...overrides,
  };
}

function lineOf(p: CartProduct, quantity: number, finalize: boolean, id: number | null): LocalCartLine {
  const built = local.addItem(local.EMPTY_CART, p, quantity).cart.lines[0]!;
  return { ...built, id, finalize };
}

/** The shop API's cart rules, in memory: store adds (capped refusal over stock), update sets, store/all merges. */
class FakeServer implements CartRemote {
  lines = new Map<string, { product: CartProduct; quantity: number; finalize: boolean; id: number }>();
  products = new Map<string, CartProduct>();
  calls: string[] = [];
  failNext: RemoteFailure | null = null;
  /** When set, calls wait until `release()`. */
  gate: Promise<void> | null = null;
  private open: (() => void) | null = null;
  private nextId = 100;

  hold() {
    this.gate = new Promise((r) => (this.open = r));
  }
  release() {
    this.gate = null;
    this.open?.();
  }
  has(p: CartProduct) {
    this.products.set(p.product_id, p);
  }
  serverLine(id: string): LocalCartLine {
    const l = this.lines.get(id)!;
    return lineOf(l.product, l.quantity, l.finalize, l.id);
  }
  private async enter(call: string): Promise<RemoteFailure | null> {
    this.calls.push(call);
    if (this.gate) await this.gate;
    const failure = this.failNext;
    this.failNext = null;
    return failure;
  }
  private refuse(p: CartProduct): RemoteFailure {
    return { ok: false, status: 422, msg: local.stockLimitMessage(p.name), availableStock: p.stock };
  }

  /** The cart's shipping charges in its totals; null: the shop sends no totals. */
  shipping: number | null = null;

  async fetch() {
    const failure = await this.enter("fetch");
    if (failure) return failure;
    const lines = [...this.lines.keys()].map((id) => this.serverLine(id));
    return { ok: true as const, lines, totals: this.shipping === null ? null : cartTotals(lines, this.shipping) };
  }
  async add(item: { product_id: string; quantity: number; finalize: boolean }) {
    const failure = await this.enter(`add ${item.product_id} ${item.quantity}`);
    if (failure) return failure;
    const p = this.products.get(item.product_id)!;
    const existing = this.lines.get(item.product_id);
    const quantity = (existing?.quantity ?? 0) + item.quantity;
    if (quantity > p.stock) return this.refuse(p);
    this.lines.set(item.product_id, {
      product: p,
      quantity,
      finalize: existing?.finalize || item.finalize,
      id: existing?.id ?? this.nextId++,
    });
    return { ok: true as const, line: this.serverLine(item.product_id), availableStock: p.stock };
  }
  async update(productId: string, change: { quantity?: number; finalize?: boolean }) {
    const failure = await this.enter(`update ${productId} ${JSON.stringify(change)}`);
    if (failure) return failure;
    const existing = this.lines.get(productId);
    if (!existing) return { ok: false as const, status: 404, msg: null, availableStock: null };
    if (change.quantity !== undefined && change.quantity > existing.product.stock) return this.refuse(existing.product);
    existing.quantity = change.quantity ?? existing.quantity;
    existing.finalize = change.finalize ?? existing.finalize;
    return { ok: true as const, line: this.serverLine(productId), availableStock: existing.product.stock };
  }
  async remove(cartId: number) {
    const failure = await this.enter(`remove ${cartId}`);
    if (failure) return failure;
    for (const [key, l] of this.lines) if (l.id === cartId) this.lines.delete(key);
    return { ok: true as const };
  }
  async merge(items: { product_id: string; quantity: number; finalize: boolean }[]) {
    const failure = await this.enter(`merge ${items.map((i) => `${i.product_id}x${i.quantity}`).join(",")}`);
    if (failure) return failure;
    const skipped: string[] = [];
    for (const item of items) {
      const p = this.products.get(item.product_id);
      if (!p || p.stock < 1) {
        skipped.push(item.product_id);
        continue;
      }
      const existing = this.lines.get(item.product_id);
      const quantity = Math.min(p.stock, (existing?.quantity ?? 0) + item.quantity);
      this.lines.set(item.product_id, {
        product: p,
        quantity,
        finalize: existing?.finalize || item.finalize,
        id: existing?.id ?? this.nextId++,
      });
    }
    const lines = [...this.lines.keys()].map((id) => this.serverLine(id));
    return { ok: true as const, lines, skipped };
  }
}

class MemoryStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

class FakeSession implements CartSession {
  signedIn = false;
  private inListeners = new Set<() => void>();
  private outListeners = new Set<() => void>();
  isSignedIn = () => this.signedIn;
  onSignedIn(listener: () => void) {
    this.inListeners.add(listener);
    return () => this.inListeners.delete(listener);
  }
  onSignedOut(listener: () => void) {
    this.outListeners.add(listener);
    return () => this.outListeners.delete(listener);
  }
  signIn() {
    this.signedIn = true;
    this.inListeners.forEach((l) => l());
  }
  signOut() {
    this.signedIn = false;
    this.outListeners.forEach((l) => l());
  }
}

function setup(options: { signedIn?: boolean; stored?: LocalCart } = {}) {
  const server = new FakeServer();
  const storage = new MemoryStorage();
  const session = new FakeSession();
  session.signedIn = options.signedIn ?? false;
  if (options.stored) writeCart(storage, ORIGIN, options.stored);
  const messages: string[] = [];
  const pixels: string[] = [];
  let storageListener: ((cart: LocalCart) => void) | null = null;
  const store = new CartStore({
    origin: ORIGIN,
    storage,
    remote: server,
    session,
    delayMs: 300,
    subscribeStorage: (_origin, listener) => {
      storageListener = listener;
      return () => (storageListener = null);
    },
    effects: {
      info: (m) => messages.push(`info: ${m}`),
      success: (m) => messages.push(`success: ${m}`),
      error: (m) => messages.push(`error: ${m}`),
      addedToCart: (p, q) => pixels.push(`${p.product_id}x${q}`),
    },
  });
  const stop = store.start();
  const stored = () => readCart(storage, ORIGIN);
  const quantities = () => store.getSnapshot().lines.map((l) => `${l.product_id}:${l.quantity}`);
  const otherTabWrote = (cart: LocalCart) => {
    writeCart(storage, ORIGIN, cart);
    storageListener?.(cart);
  };
  return { server, storage, session, store, stop, messages, pixels, stored, quantities, otherTabWrote };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const A = product("a");
const B = product("b", { stock: 3 });

describe("guest cart", () => {
  it("reads local storage at start, stores every change and shows the spec's toasts", () => {
    const t = setup({ stored: local.addItem(local.EMPTY_CART, A, 2).cart });
    expect(t.store.getSnapshot().ready).toBe(true);
    expect(t.quantities()).toEqual(["a:2"]);

    t.store.addItem(A);
    t.store.addItem(B, 2);
    expect(t.messages).toEqual(["success: Item a is Update to cart", "success: Item b is Add to cart"]);
    expect(t.pixels).toEqual(["ax1", "bx2"]);
    t.store.increment("b");
    t.store.increment("b");
    expect(t.messages.at(-1)).toBe("info: This Item b is not be greater than availability of the stock");
    t.store.decrement("a");
    t.store.decrement("a");
    t.store.decrement("a");
    expect(t.messages.at(-1)).toBe("info: The Item quantity must be greater then 1");
    t.store.toggleFinalize("b");
    expect(t.stored().lines.map((l) => [l.product_id, l.quantity, l.finalize])).toEqual([
      ["a", 1, false],
      ["b", 3, true],
    ]);
    expect(t.store.getSnapshot().totals).toEqual(cartTotals(t.stored().lines));
    expect(t.server.calls).toEqual([]); // a guest cart never calls the server
  });

  it("follows another tab", () => {
    const t = setup();
    t.otherTabWrote(local.addItem(local.EMPTY_CART, A, 4).cart);
    expect(t.quantities()).toEqual(["a:4"]);
  });
});

describe("signed-in cart", () => {
  async function signedInWith(lines: [CartProduct, number][]) {
    const t = setup({ signedIn: true });
    for (const [p, q] of lines) {
      t.server.has(p);
      await t.server.add({ product_id: p.product_id, quantity: q, finalize: false });
    }
    t.server.has(A);
    t.server.has(B);
    await t.store.signIn();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    t.server.calls = [];
    return t;
  }

  it("takes the shipping charges of the server cart's totals when the shop sends them, and forgets them at sign-out", async () => {
    const t = await signedInWith([[A, 1]]);
    expect(t.store.getSnapshot().shippingCharges).toBeNull();
    t.server.shipping = 15;
    t.store.resync();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.store.getSnapshot().shippingCharges).toBe(15);
    t.session.signOut();
    expect(t.store.getSnapshot().shippingCharges).toBeNull();
  });

  it("an add made before the cart is read counts the line the server holds (the product page pressed at load)", async () => {
    const t = setup({ signedIn: true });
    t.server.has(A);
    await t.server.add({ product_id: "a", quantity: 2, finalize: true });
    t.server.calls = [];
    t.server.hold(); // the first read is still on its way
    t.store.addItem(A, 1);
    expect(t.messages).toEqual([]);
    t.server.release();
    await jest.advanceTimersByTimeAsync(300);
    await t.store.settled();
    expect(t.messages).toEqual(["success: Item a is Update to cart"]);
    expect(t.server.calls).toEqual(["fetch", 'update a {"quantity":3,"finalize":true}', "fetch"]);
    expect(t.server.lines.get("a")).toMatchObject({ quantity: 3, finalize: true });
    expect(t.pixels).toEqual(["ax1"]);
  });

  it("an add waiting for a read that failed goes on with the cart shown", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const t = setup({ signedIn: true });
    t.server.has(A);
    t.server.failNext = { ok: false, status: 502, msg: null, availableStock: null };
    t.server.hold();
    t.store.addItem(A, 1);
    t.server.release();
    await jest.advanceTimersByTimeAsync(300);
    await t.store.settled();
    expect(t.messages).toEqual(["success: Item a is Add to cart"]);
    expect(t.server.lines.get("a")).toMatchObject({ quantity: 1 });
    expect(warn).toHaveBeenCalledWith("cart: reading the server cart failed (502)");
    warn.mockRestore();
  });

  it("shows the server's cart once read (not ready before)", async () => {
    const t = setup({ signedIn: true });
    expect(t.store.getSnapshot().ready).toBe(false);
    t.server.has(A);
    await t.server.add({ product_id: "a", quantity: 3, finalize: true });
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    await t.store.signIn();
    expect(t.store.getSnapshot()).toMatchObject({ ready: true, signedIn: true });
    expect(t.store.getSnapshot().lines).toEqual([t.server.serverLine("a")]);
  });

  it("ten quick clicks on plus show at once and end as one update with the right quantity", async () => {
    const t = await signedInWith([[A, 1]]);
    for (let i = 0; i < 10; i++) {
      t.store.increment("a");
      await jest.advanceTimersByTimeAsync(40);
    }
    expect(t.quantities()).toEqual(["a:11"]); // optimistic
    expect(t.server.calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(300);
    await t.store.settled();
    expect(t.server.calls).toEqual(['update a {"quantity":11,"finalize":false}', "fetch"]);
    expect(t.server.lines.get("a")!.quantity).toBe(11);
    expect(t.store.getSnapshot().lines).toEqual([t.server.serverLine("a")]);
  });

  it("clicks while a call is in flight are sent after it, carrying the latest quantity", async () => {
    const t = await signedInWith([[A, 1]]);
    t.server.hold();
    t.store.increment("a");
    await jest.advanceTimersByTimeAsync(300);
    t.store.increment("a");
    t.store.increment("a");
    await jest.advanceTimersByTimeAsync(300);
    expect(t.server.calls).toEqual(['update a {"quantity":2,"finalize":false}']);
    t.server.release();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.server.lines.get("a")!.quantity).toBe(4);
    expect(t.quantities()).toEqual(["a:4"]);
  });

  it("a new product is added with store, then changed with update; delete uses the cart_id", async () => {
    const t = await signedInWith([]);
    t.store.addItem(A, 2);
    t.store.increment("a");
    await t.store.settled();
    expect(t.server.calls[0]).toBe("add a 3");
    t.store.toggleFinalize("a");
    await t.store.settled();
    expect(t.server.calls).toContain('update a {"quantity":3,"finalize":true}');
    const id = t.server.lines.get("a")!.id;
    t.store.remove("a");
    expect(t.quantities()).toEqual([]);
    await t.store.settled();
    expect(t.server.calls).toContain(`remove ${id}`);
    expect(t.server.lines.size).toBe(0);
  });

  it("over stock: the shop's message, and the quantity is set to the available stock", async () => {
    const t = await signedInWith([[B, 1]]);
    t.server.products.set("b", { ...B, stock: 2 }); // stock fell since the cart was read
    t.server.lines.get("b")!.product = { ...B, stock: 2 };
    t.store.setQuantity("b", 3);
    await t.store.settled();
    expect(t.messages).toContain("info: This Item b is not be greater than availability of the stock");
    expect(t.server.lines.get("b")!.quantity).toBe(2);
    expect(t.quantities()).toEqual(["b:2"]);
  });

  it("a failed call tells the customer and the cart settles to the server's figures", async () => {
    const t = await signedInWith([[A, 1]]);
    t.server.failNext = {
      ok: false,
      status: 502,
      msg: "The shop is not available right now. Please try again.",
      availableStock: null,
    };
    t.store.increment("a");
    await t.store.settled();
    expect(t.messages).toContain("error: Your cart could not be updated. Please try again.");
    expect(t.quantities()).toEqual(["a:1"]);
  });

  it("sign-out clears memory and local storage and forgets waiting changes", async () => {
    const t = await signedInWith([[A, 1]]);
    t.store.increment("a");
    t.session.signOut();
    expect(t.store.getSnapshot()).toMatchObject({ lines: [], signedIn: false });
    await jest.advanceTimersByTimeAsync(1000);
    expect(t.server.calls).toEqual([]);
    expect(t.storage.data.size).toBe(0);
  });
});

describe("sign-in push (store/all)", () => {
  it("pushes the guest lines, re-reads the cart and clears local storage only after the server confirmed", async () => {
    const t = setup();
    t.server.has(A);
    t.server.has(B);
    await t.server.add({ product_id: "a", quantity: 5, finalize: true }); // already on the server
    t.server.calls = [];
    t.store.addItem(A, 1);
    t.store.addItem(B, 2);
    t.store.increment("a");
    t.server.hold();
    t.session.signIn();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.server.calls).toEqual(["merge ax2,bx2"]);
    expect(t.stored().lines).toHaveLength(2); // not confirmed yet
    t.server.release();
    await t.store.settled();
    await jest.advanceTimersByTimeAsync(0);
    expect(t.server.calls).toEqual(["merge ax2,bx2", "fetch"]);
    expect(t.stored().lines).toEqual([]);
    expect(t.quantities()).toEqual(["a:7", "b:2"]);
  });

  it("a failed push keeps the local lines and pushes them again at the next chance", async () => {
    const t = setup({ stored: local.addItem(local.EMPTY_CART, A, 2).cart });
    t.server.has(A);
    t.server.failNext = { ok: false, status: 0, msg: null, availableStock: null };
    t.session.signIn();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.messages).toContain(`error: ${PUSH_FAILED_MESSAGE}`);
    expect(t.stored().lines.map((l) => l.quantity)).toEqual([2]);

    t.store.resync(); // next load, reconnection or visibility
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.stored().lines).toEqual([]);
    expect(t.server.lines.get("a")!.quantity).toBe(2);
  });

  it("a page that loads signed in pushes what a failed push left behind", async () => {
    const t = setup({ signedIn: true, stored: local.addItem(local.EMPTY_CART, A, 2).cart });
    t.server.has(A);
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.server.calls[0]).toBe("merge ax2");
    expect(t.quantities()).toEqual(["a:2"]);
  });

  it("two sign-in signals never push the same lines twice", async () => {
    const t = setup({ stored: local.addItem(local.EMPTY_CART, A, 2).cart });
    t.server.has(A);
    t.session.signIn();
    void t.store.signIn();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.server.calls.filter((c) => c.startsWith("merge"))).toHaveLength(1);
    expect(t.server.lines.get("a")!.quantity).toBe(2);
  });

  it("products the server skipped get the stock message", async () => {
    const t = setup({ stored: local.addItem(local.EMPTY_CART, A, 2).cart });
    t.server.has({ ...A, stock: 0 });
    t.session.signIn();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.messages).toContain("info: This Item a is not be greater than availability of the stock");
  });

  it("a change made while the push is on its way waits for it and becomes an update", async () => {
    const t = setup({ stored: local.addItem(local.EMPTY_CART, A, 2).cart });
    t.server.has(A);
    t.server.hold();
    t.session.signIn();
    await jest.advanceTimersByTimeAsync(0);
    t.store.increment("a");
    await jest.advanceTimersByTimeAsync(300);
    t.server.release();
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.server.calls[0]).toBe("merge ax2");
    expect(t.server.calls).toContain('update a {"quantity":3,"finalize":false}');
    expect(t.server.calls.some((c) => c.startsWith("add"))).toBe(false);
    expect(t.server.lines.get("a")!.quantity).toBe(3);
  });

  it("a guest tab's lines written while signed in are pushed", async () => {
    const t = setup({ signedIn: true });
    t.server.has(A);
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    t.otherTabWrote(local.addItem(local.EMPTY_CART, A, 1).cart);
    await jest.advanceTimersByTimeAsync(0);
    await t.store.settled();
    expect(t.server.lines.get("a")!.quantity).toBe(1);
    expect(t.stored().lines).toEqual([]);
  });
});

describe("remainingAfterPush", () => {
  const pushedCart = local.addItem(local.addItem(local.EMPTY_CART, A, 2).cart, B, 1).cart;
  const pushed = local.toStoreAllItems(pushedCart);

  it("clears what was pushed unchanged", () => {
    expect(remainingAfterPush(pushedCart, pushed).lines).toEqual([]);
  });

  it("keeps lines added and quantities raised since the push started", () => {
    let current = local.addItem(pushedCart, product("c"), 1).cart;
    current = local.setQuantity(current, "a", 5).cart;
    expect(remainingAfterPush(current, pushed).lines.map((l) => [l.product_id, l.quantity])).toEqual([
      ["a", 3],
      ["c", 1],
    ]);
  });
});
