import { lineAmounts } from "@storefront/cart-math";

/**
 * The guest cart: its lines and the pure operations on them
 * (kept in local storage by ./cart-storage). Every operation returns a new cart; derived money
 * fields are always recomputed with the arithmetic core, never trusted from storage.
 */

export type DiscountKind = "%" | "amount";

/** What the cart needs to know about a product (the static fields of a line). */
export type CartProduct = {
  /** The item uuid. */
  product_id: string;
  name: string;
  price: number;
  /** Image paths joined by "|"; the first is the one shown. */
  thumb_nail: string;
  stock: number;
  /** Discount type: "%" or a fixed "amount"; null when there is no discount. */
  discount: DiscountKind | null;
  /** Discount value per unit: a percent for "%", money otherwise. */
  disc_amount: number;
  /** Tax rate in percent, included in the price. */
  tax: number;
  tax_id: number | null;
};

/** A cart line with the fields only the browser keeps. */
export type LocalCartLine = CartProduct & {
  /** The server's cart_id; null for a line that only exists in this browser. */
  id: number | null;
  quantity: number;
  finalize: boolean;
  tax_amount: number;
  sub_total: number;
  total: number;
  line_discount: number;
};

export type LocalCart = { readonly lines: readonly LocalCartLine[] };

export type CartResult = {
  cart: LocalCart;
  /** The spec's info message when a rule changed what was asked for, else null. */
  info: string | null;
};

export type AddResult = CartResult & {
  /** Which toast applies: a new line, a changed line, or nothing changed. */
  outcome: "added" | "updated" | "unchanged";
};

export const EMPTY_CART: LocalCart = { lines: [] };
// Messages (verbatim from the spec, including their wording)

export const MIN_QUANTITY_MESSAGE = "The Item quantity must be greater then 1";

export function stockLimitMessage(name: string): string {
  return `This ${name} is not be greater than availability of the stock`;
}
// Quantity rule

/**
 * Quantity never below 1 and never above stock. When stock is 0 the quantity stays 1 (the line is
 * then out of stock, which the server refuses at checkout), because a quantity of 0 is never valid.
 */
export function clampQuantity(
  requested: number,
  stock: number,
  name: string,
): { quantity: number; info: string | null } {
  const wanted = Number.isFinite(requested) ? Math.trunc(requested) : 0;
  if (wanted < 1) return { quantity: 1, info: MIN_QUANTITY_MESSAGE };
  if (wanted > stock) return { quantity: Math.max(1, Math.floor(stock)), info: stockLimitMessage(name) };
  return { quantity: wanted, info: null };
}
// Building lines

/** A line with its money fields computed from the product, quantity and tax. */
export function buildLine(product: CartProduct, quantity: number, finalize: boolean, id: number | null): LocalCartLine {
  const amounts = lineAmounts({
    price: product.price,
    quantity,
    discountType: product.discount,
    discountValue: product.disc_amount,
    taxRate: product.tax,
  });
  return {
    id,
    product_id: product.product_id,
    name: product.name,
    price: product.price,
    thumb_nail: product.thumb_nail,
    stock: product.stock,
    discount: product.discount,
    disc_amount: product.disc_amount,
    tax: product.tax,
    tax_id: product.tax_id,
    quantity,
    finalize,
    tax_amount: amounts.tax_amount,
    sub_total: amounts.sub_total,
    total: amounts.total,
    line_discount: amounts.line_discount,
  };
}

// Operations

function replaceLine(cart: LocalCart, productId: string, line: LocalCartLine): LocalCart {
  return { lines: cart.lines.map((l) => (l.product_id === productId ? line : l)) };
}

function findLine(cart: LocalCart, productId: string): LocalCartLine | undefined {
  return cart.lines.find((l) => l.product_id === productId);
}

/**
 * Adds a product. A product already in the cart goes up by 1 whatever `quantity` says, taking the
 * product's fresh price and stock; a new line gets `quantity` (default 1). Both are
 * capped at stock with the stock message; an out-of-stock product is not added.
 */
export function addItem(cart: LocalCart, product: CartProduct, quantity = 1): AddResult {
  const existing = findLine(cart, product.product_id);
  if (existing) {
    const { quantity: next, info } = clampQuantity(existing.quantity + 1, product.stock, product.name);
    const line = buildLine(product, next, existing.finalize, existing.id);
    return {
      cart: replaceLine(cart, product.product_id, line),
      info,
      outcome: next === existing.quantity ? "unchanged" : "updated",
    };
  }
  if (product.stock < 1) return { cart, info: stockLimitMessage(product.name), outcome: "unchanged" };
  const { quantity: first, info } = clampQuantity(quantity, product.stock, product.name);
  return { cart: { lines: [...cart.lines, buildLine(product, first, false, null)] }, info, outcome: "added" };
}

/** Sets a line's quantity: below 1 becomes 1, above stock becomes the stock, each with its message. */
export function setQuantity(cart: LocalCart, productId: string, quantity: number): CartResult {
  const line = findLine(cart, productId);
  if (!line) return { cart, info: null };
  const { quantity: next, info } = clampQuantity(quantity, line.stock, line.name);
  return { cart: replaceLine(cart, productId, buildLine(line, next, line.finalize, line.id)), info };
}

export function increment(cart: LocalCart, productId: string): CartResult {
  const line = findLine(cart, productId);
  return line ? setQuantity(cart, productId, line.quantity + 1) : { cart, info: null };
}

export function decrement(cart: LocalCart, productId: string): CartResult {
  const line = findLine(cart, productId);
  return line ? setQuantity(cart, productId, line.quantity - 1) : { cart, info: null };
}

export function remove(cart: LocalCart, productId: string): LocalCart {
  return { lines: cart.lines.filter((l) => l.product_id !== productId) };
}

/** Flips a line's finalize flag, or sets it when `value` is given. */
export function toggleFinalize(cart: LocalCart, productId: string, value?: boolean): LocalCart {
  const line = findLine(cart, productId);
  if (!line) return cart;
  return replaceLine(cart, productId, { ...line, finalize: value ?? !line.finalize });
}

export function hasFinalizedLine(cart: LocalCart): boolean {
  return cart.lines.some((l) => l.finalize);
}

/** The body items of `POST /api/auth/cart/store/all`, which pushes a guest cart on sign-in. */
export function toStoreAllItems(cart: LocalCart): { product_id: string; quantity: number; finalize: boolean }[] {
  return cart.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, finalize: l.finalize }));
}
