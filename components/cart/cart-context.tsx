"use client";

import { createContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { toast } from "sonner";
import { CartStore, type CartSnapshot } from "@/lib/cart/cart-store";
import type { CartProduct, LocalCartLine } from "@/lib/cart/local-cart";
import { cartTotals, type CartTotals } from "@/lib/cart/math";
import { trackPixel } from "@/lib/pixel";

/** What useCart() gives every client component. */
export type CartApi = {
  lines: readonly LocalCartLine[];
  /** Sums of the lines, without shipping (the cart page adds the shop's flat rate). */
  totals: CartTotals;
  /** False until the cart has been read (local storage or the server): render a placeholder until then. */
  ready: boolean;
  addItem(product: CartProduct, quantity?: number): void;
  setQuantity(productId: string, quantity: number): void;
  increment(productId: string): void;
  decrement(productId: string): void;
  remove(productId: string): void;
  toggleFinalize(productId: string): void;
};

export const CartContext = createContext<CartApi | null>(null);

const SERVER_SNAPSHOT: CartSnapshot = { lines: [], totals: cartTotals([]), ready: false };

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function createStore(): CartStore | null {
  if (typeof window === "undefined") return null;
  return new CartStore({
    origin: window.location.origin,
    storage: browserStorage(),
    effects: {
      info: (message) => toast.info(message),
      success: (message) => toast.success(message),
      addedToCart: (product, quantity) =>
        trackPixel("AddToCart", { content_ids: [product.product_id], content_name: product.name, value: product.price, num_items: quantity }),
    },
  });
}

const noop = () => () => {};

/** Holds the one cart store of the page and gives it to useCart(). */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  const snapshot = useSyncExternalStore(store?.subscribe ?? noop, store?.getSnapshot ?? (() => SERVER_SNAPSHOT), () => SERVER_SNAPSHOT);

  useEffect(() => store?.start(), [store]);

  const api = useMemo<CartApi>(
    () => ({
      ...snapshot,
      addItem: (product, quantity) => store?.addItem(product, quantity),
      setQuantity: (productId, quantity) => store?.setQuantity(productId, quantity),
      increment: (productId) => store?.increment(productId),
      decrement: (productId) => store?.decrement(productId),
      remove: (productId) => store?.remove(productId),
      toggleFinalize: (productId) => store?.toggleFinalize(productId),
    }),
    [snapshot, store],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
