import * as local from "./local-cart";
import type { CartProduct, LocalCart, LocalCartLine } from "./local-cart";
import { cartTotals, type CartTotals } from "./math";

/** What the screen reads: an immutable snapshot, replaced on every change. */
export type CartSnapshot = {
  readonly lines: readonly LocalCartLine[];
  readonly totals: CartTotals;
  readonly ready: boolean;
};

export type CartEffects = {
  /** A spec info message (stock cap, minimum quantity). */
  info(message: string): void;
  /** A success toast ('… is Add to cart'). */
  success(message: string): void;
  /** The AddToCart pixel event. */
  addedToCart(product: CartProduct, quantity: number): void;
};

export type CartStoreOptions = {
  origin: string;
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  effects: CartEffects;
};

function snapshotOf(cart: LocalCart, ready: boolean): CartSnapshot {
  return { lines: cart.lines, totals: cartTotals(cart.lines), ready };
}

/**
 * The cart's state outside React (read with useSyncExternalStore). First version: the guest cart in
 * local storage; the signed-in cart builds on the same operations.
 */
export class CartStore {
  private cart: LocalCart = local.EMPTY_CART;
  private snapshot: CartSnapshot = snapshotOf(local.EMPTY_CART, false);
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: CartStoreOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CartSnapshot => this.snapshot;

  /** Reads local storage and follows other tabs; returns the stop function. */
  start(): () => void {
    this.set(local.readCart(this.options.storage, this.options.origin), true);
    return local.subscribe(this.options.origin, (cart) => this.set(cart, true));
  }

  addItem(product: CartProduct, quantity?: number): void {
    const result = local.addItem(this.cart, product, quantity);
    if (result.info) this.options.effects.info(result.info);
    if (result.outcome === "unchanged") return;
    this.commit(result.cart);
    this.options.effects.success(result.outcome === "added" ? local.addedToCartToast(product.name) : local.updatedCartToast(product.name));
    this.options.effects.addedToCart(product, quantity ?? 1);
  }

  setQuantity(productId: string, quantity: number): void {
    this.applyResult(local.setQuantity(this.cart, productId, quantity));
  }

  increment(productId: string): void {
    this.applyResult(local.increment(this.cart, productId));
  }

  decrement(productId: string): void {
    this.applyResult(local.decrement(this.cart, productId));
  }

  remove(productId: string): void {
    this.commit(local.remove(this.cart, productId));
  }

  toggleFinalize(productId: string): void {
    this.commit(local.toggleFinalize(this.cart, productId));
  }

  private applyResult(result: local.CartResult): void {
    if (result.info) this.options.effects.info(result.info);
    this.commit(result.cart);
  }

  private commit(cart: LocalCart): void {
    local.writeCart(this.options.storage, this.options.origin, cart);
    this.set(cart, true);
  }

  private set(cart: LocalCart, ready: boolean): void {
    this.cart = cart;
    this.snapshot = snapshotOf(cart, ready);
    for (const listener of this.listeners) listener();
  }
}
