/** @jest-environment jsdom */
import {
  EMPTY_CART,
  MIN_QUANTITY_MESSAGE,
  addItem,
  clampQuantity,
  decrement,
  hasFinalizedLine,
  increment,
  remove,
  setQuantity,
  stockLimitMessage,
  toStoreAllItems,
  toggleFinalize,
  type CartProduct,
  type LocalCart,
} from "./local-cart";
import { cartTotals } from "@storefront/cart-math";
import { cartStorageKey, parseStoredCart, readCart, serialiseCart, subscribe, writeCart } from "./cart-storage";

const ORIGIN = "https://shop-a.example";

const shirt: CartProduct = {
  product_id: "11111111-1111-4111-8111-111111111111",
  name: "Blue Shirt",
  price: 19.99,
  thumb_nail: "shops/1/p1.jpg|shops/1/p1b.jpg",
  stock: 3,
  discount: "%",
  disc_amount: 15,
  tax: 7.5,
  tax_id: 2,
};

const mug: CartProduct = {
  product_id: "22222222-2222-4222-8222-222222222222",
  name: "Mug",
  price: 100,
  thumb_nail: "",
  stock: 10,
  discount: "amount",
  disc_amount: 12.5,
  tax: 15,
  tax_id: null,
};

function cartOf(...steps: ((cart: LocalCart) => LocalCart)[]): LocalCart {
  return steps.reduce((cart, step) => step(cart), EMPTY_CART);
}

describe("messages", () => {
  it("reproduces the spec's texts verbatim", () => {
    expect(stockLimitMessage("Blue Shirt")).toBe("This Blue Shirt is not be greater than availability of the stock");
    expect(MIN_QUANTITY_MESSAGE).toBe("The Item quantity must be greater then 1");
  });
});

describe("clampQuantity", () => {
  it("keeps a quantity within 1..stock and says why it changed one", () => {
    expect(clampQuantity(2, 3, "X")).toEqual({ quantity: 2, info: null });
    expect(clampQuantity(0, 3, "X")).toEqual({ quantity: 1, info: MIN_QUANTITY_MESSAGE });
    expect(clampQuantity(-4, 3, "X")).toEqual({ quantity: 1, info: MIN_QUANTITY_MESSAGE });
    expect(clampQuantity(Number.NaN, 3, "X")).toEqual({ quantity: 1, info: MIN_QUANTITY_MESSAGE });
    expect(clampQuantity(9, 3, "X")).toEqual({ quantity: 3, info: stockLimitMessage("X") });
    expect(clampQuantity(2.7, 3, "X")).toEqual({ quantity: 2, info: null });
  });

  it("never answers 0, even when nothing is in stock", () => {
    expect(clampQuantity(2, 0, "X")).toEqual({ quantity: 1, info: stockLimitMessage("X") });
  });
});

describe("addItem", () => {
  it("adds a new line with quantity 1 by default and computes its money fields", () => {
    const result = addItem(EMPTY_CART, shirt);
    expect(result.outcome).toBe("added");
    expect(result.info).toBeNull();
    expect(result.cart.lines).toEqual([
      {
        ...shirt,
        id: null,
        quantity: 1,
        finalize: false,
        line_discount: 3,
        total: 16.99,
        tax_amount: 1.19, // 16.99 × 7.5 / 107.5 = 1.1853
        sub_total: 15.8,
      },
    ]);
  });

  it("adds a new line with the given quantity", () => {
    const { cart } = addItem(EMPTY_CART, mug, 2);
    expect(cart.lines[0]).toMatchObject({
      quantity: 2,
      total: 175,
      tax_amount: 22.83,
      sub_total: 152.17,
      line_discount: 25,
    });
  });

  it("raises an existing line by 1 whatever quantity is asked for", () => {
    const first = addItem(EMPTY_CART, shirt).cart;
    const second = addItem(first, shirt, 2);
    expect(second.outcome).toBe("updated");
    expect(second.cart.lines).toHaveLength(1);
    expect(second.cart.lines[0]).toMatchObject({ quantity: 2, total: 33.98 });
  });

  it("caps a new line at stock with the stock message", () => {
    const result = addItem(EMPTY_CART, shirt, 5);
    expect(result.cart.lines[0]?.quantity).toBe(3);
    expect(result.info).toBe(stockLimitMessage("Blue Shirt"));
    expect(result.outcome).toBe("added");
  });

  it("does not go past stock on an existing line", () => {
    const full = addItem(EMPTY_CART, shirt, 3).cart;
    const result = addItem(full, shirt);
    expect(result.cart.lines[0]?.quantity).toBe(3);
    expect(result.info).toBe(stockLimitMessage("Blue Shirt"));
    expect(result.outcome).toBe("unchanged");
  });

  it("does not add a product that is out of stock", () => {
    const result = addItem(EMPTY_CART, { ...shirt, stock: 0 });
    expect(result.cart.lines).toEqual([]);
    expect(result.info).toBe(stockLimitMessage("Blue Shirt"));
    expect(result.outcome).toBe("unchanged");
  });

  it("takes the product's fresh price and stock but keeps the line's id and finalize flag", () => {
    const start: LocalCart = { lines: [{ ...addItem(EMPTY_CART, shirt).cart.lines[0]!, id: 41, finalize: true }] };
    const { cart } = addItem(start, { ...shirt, price: 10, discount: null, disc_amount: 0, tax: 0 });
    expect(cart.lines[0]).toMatchObject({ id: 41, finalize: true, quantity: 2, price: 10, total: 20, tax_amount: 0 });
  });

  it("does not change the cart it was given", () => {
    const before = addItem(EMPTY_CART, shirt).cart;
    const snapshot = JSON.stringify(before);
    addItem(before, shirt);
    addItem(before, mug);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe("quantity changes", () => {
  const cart = cartOf(
    (c) => addItem(c, shirt, 2).cart,
    (c) => addItem(c, mug).cart,
  );

  it("increments and recomputes the line", () => {
    const { cart: next, info } = increment(cart, shirt.product_id);
    expect(info).toBeNull();
    expect(next.lines[0]).toMatchObject({
      quantity: 3,
      total: 50.97,
      tax_amount: 3.56,
      sub_total: 47.41,
      line_discount: 9,
    });
  });

  it("stops incrementing at stock with the stock message", () => {
    const atStock = increment(cart, shirt.product_id).cart;
    const { cart: next, info } = increment(atStock, shirt.product_id);
    expect(next.lines[0]?.quantity).toBe(3);
    expect(info).toBe(stockLimitMessage("Blue Shirt"));
  });

  it("decrements, and never below 1", () => {
    const once = decrement(cart, shirt.product_id);
    expect(once.cart.lines[0]?.quantity).toBe(1);
    expect(once.info).toBeNull();
    const twice = decrement(once.cart, shirt.product_id);
    expect(twice.cart.lines[0]?.quantity).toBe(1);
    expect(twice.info).toBe(MIN_QUANTITY_MESSAGE);
  });

  it("sets a typed quantity, clamped with the spec's messages", () => {
    expect(setQuantity(cart, mug.product_id, 7).cart.lines[1]?.quantity).toBe(7);
    expect(setQuantity(cart, mug.product_id, 0)).toMatchObject({ info: MIN_QUANTITY_MESSAGE });
    expect(setQuantity(cart, mug.product_id, 0).cart.lines[1]?.quantity).toBe(1);
    const over = setQuantity(cart, mug.product_id, 11);
    expect(over.cart.lines[1]?.quantity).toBe(10);
    expect(over.info).toBe(stockLimitMessage("Mug"));
  });

  it("ignores a product that is not in the cart", () => {
    expect(increment(cart, "nope")).toEqual({ cart, info: null });
    expect(setQuantity(cart, "nope", 3)).toEqual({ cart, info: null });
  });
});

describe("remove, finalize and totals", () => {
  const cart = cartOf(
    (c) => addItem(c, shirt, 3).cart,
    (c) => addItem(c, mug, 2).cart,
  );

  it("removes one line", () => {
    expect(remove(cart, shirt.product_id).lines.map((l) => l.product_id)).toEqual([mug.product_id]);
  });

  it("toggles finalize, or sets it", () => {
    expect(hasFinalizedLine(cart)).toBe(false);
    const on = toggleFinalize(cart, mug.product_id);
    expect(on.lines[1]?.finalize).toBe(true);
    expect(hasFinalizedLine(on)).toBe(true);
    expect(toggleFinalize(on, mug.product_id).lines[1]?.finalize).toBe(false);
    expect(toggleFinalize(on, mug.product_id, true).lines[1]?.finalize).toBe(true);
  });

  it("totals the lines with the arithmetic core", () => {
    expect(cartTotals(cart.lines, 5)).toEqual({
      subtotal: 199.58,
      discount: 34,
      tax: 26.39,
      shipping: 5,
      total: 230.97,
    });
  });

  it("builds the store/all push of a guest cart", () => {
    expect(toStoreAllItems(toggleFinalize(cart, shirt.product_id))).toEqual([
      { product_id: shirt.product_id, quantity: 3, finalize: true },
      { product_id: mug.product_id, quantity: 2, finalize: false },
    ]);
  });
});

describe("storage format", () => {
  const cart = cartOf(
    (c) => addItem(c, shirt, 2).cart,
    (c) => toggleFinalize(c, shirt.product_id),
    (c) => addItem(c, mug).cart,
  );

  beforeEach(() => localStorage.clear());

  it("keys each shop separately", () => {
    expect(cartStorageKey(ORIGIN)).toBe("cart:v1:https://shop-a.example");
    writeCart(localStorage, ORIGIN, cart);
    expect(readCart(localStorage, "https://shop-b.example")).toEqual(EMPTY_CART);
  });

  it("round-trips a cart", () => {
    expect(writeCart(localStorage, ORIGIN, cart)).toBe(true);
    expect(readCart(localStorage, ORIGIN)).toEqual(cart);
  });

  it("removes the entry for an empty cart", () => {
    writeCart(localStorage, ORIGIN, cart);
    writeCart(localStorage, ORIGIN, EMPTY_CART);
    expect(localStorage.getItem(cartStorageKey(ORIGIN))).toBeNull();
  });

  it.each([
    ["not JSON", "{lines:"],
    ["JSON null", "null"],
    ["an array", "[]"],
    ["an old version", JSON.stringify({ version: 0, origin: ORIGIN, lines: [] })],
    ["no lines", JSON.stringify({ version: 1, origin: ORIGIN })],
  ])("drops %s", (_label, raw) => {
    localStorage.setItem(cartStorageKey(ORIGIN), raw);
    expect(readCart(localStorage, ORIGIN)).toEqual(EMPTY_CART);
  });

  it("drops an entry written for another shop", () => {
    localStorage.setItem(cartStorageKey(ORIGIN), serialiseCart(cart, "https://evil.example"));
    expect(readCart(localStorage, ORIGIN)).toEqual(EMPTY_CART);
  });

  it("drops invalid lines one by one and keeps the rest", () => {
    const good = JSON.parse(serialiseCart(cart, ORIGIN)) as { lines: Record<string, unknown>[] };
    const lines = [
      good.lines[0],
      { ...good.lines[1], quantity: 0 },
      { ...good.lines[1], price: "12" },
      { ...good.lines[1], product_id: "" },
      "junk",
      null,
      { ...good.lines[0], quantity: 9 }, // same product again: the first line wins
      good.lines[1],
    ];
    localStorage.setItem(cartStorageKey(ORIGIN), JSON.stringify({ version: 1, origin: ORIGIN, lines }));
    expect(readCart(localStorage, ORIGIN)).toEqual(cart);
  });

  it("drops lines with a missing, mistyped or out-of-range field", () => {
    const good = JSON.parse(serialiseCart(cart, ORIGIN)) as { lines: Record<string, unknown>[] };
    const base = good.lines[1] ?? {};
    const without = (field: string) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== field));
    const bad = [
      without("id"),
      without("discount"),
      without("tax_id"),
      without("finalize"),
      { ...base, id: 0 },
      { ...base, id: 1.5 },
      { ...base, stock: 2.5 },
      { ...base, stock: -1 },
      { ...base, quantity: 1.5 },
      { ...base, tax: 1001 },
      { ...base, disc_amount: -1 },
      { ...base, discount: "fixed" },
      { ...base, tax_id: "3" },
      { ...base, finalize: 1 },
      { ...base, name: "x".repeat(1001) },
      { ...base, product_id: "x".repeat(101) },
      [base],
    ];
    const raw = JSON.stringify({
      version: 1,
      origin: ORIGIN,
      lines: [good.lines[0], ...bad, { ...base, extra: "ignored" }],
    });
    expect(parseStoredCart(raw, ORIGIN)).toEqual(cart);
    const tooMany = JSON.stringify({
      version: 1,
      origin: ORIGIN,
      lines: Array.from({ length: 201 }, () => good.lines[0]),
    });
    expect(parseStoredCart(tooMany, ORIGIN)).toEqual(EMPTY_CART);
  });

  it("recomputes money fields instead of trusting storage", () => {
    const tampered = JSON.parse(serialiseCart(cart, ORIGIN)) as { lines: Record<string, unknown>[] };
    tampered.lines[0] = { ...tampered.lines[0], total: 0.01, sub_total: 0, tax_amount: 0 };
    expect(parseStoredCart(JSON.stringify(tampered), ORIGIN)).toEqual(cart);
  });

  it("never throws when storage itself fails", () => {
    const broken = {
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
    expect(readCart(broken, ORIGIN)).toEqual(EMPTY_CART);
    expect(writeCart(broken, ORIGIN, cart)).toBe(false);
    expect(readCart(null, ORIGIN)).toEqual(EMPTY_CART);
    expect(writeCart(undefined, ORIGIN, cart)).toBe(false);
  });
});

describe("subscribe", () => {
  const cart = addItem(EMPTY_CART, shirt).cart;

  function fireStorage(init: StorageEventInit) {
    window.dispatchEvent(new StorageEvent("storage", { storageArea: localStorage, ...init }));
  }

  it("hands over this shop's cart when another tab writes it", () => {
    const seen: LocalCart[] = [];
    const unsubscribe = subscribe(ORIGIN, (c) => seen.push(c));
    fireStorage({ key: cartStorageKey(ORIGIN), newValue: serialiseCart(cart, ORIGIN) });
    fireStorage({ key: cartStorageKey(ORIGIN), newValue: null });
    expect(seen).toEqual([cart, EMPTY_CART]);
    unsubscribe();
  });

  it("ignores other keys, other shops and sessionStorage, and reports a cleared storage", () => {
    const seen: LocalCart[] = [];
    const unsubscribe = subscribe(ORIGIN, (c) => seen.push(c));
    fireStorage({ key: "theme", newValue: "dark" });
    fireStorage({
      key: cartStorageKey("https://shop-b.example"),
      newValue: serialiseCart(cart, "https://shop-b.example"),
    });
    fireStorage({ key: cartStorageKey(ORIGIN), newValue: serialiseCart(cart, ORIGIN), storageArea: sessionStorage });
    expect(seen).toEqual([]);
    fireStorage({ key: null, newValue: null });
    expect(seen).toEqual([EMPTY_CART]);
    unsubscribe();
  });

  it("stops after unsubscribe", () => {
    const callback = jest.fn();
    subscribe(ORIGIN, callback)();
    fireStorage({ key: cartStorageKey(ORIGIN), newValue: serialiseCart(cart, ORIGIN) });
    expect(callback).not.toHaveBeenCalled();
  });
});
