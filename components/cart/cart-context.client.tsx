"use client";

import { createContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { registerRegionAction } from "@/components/static-region/region-actions";
import { notify } from "@/lib/toast";
import { CartStore, EMPTY_SNAPSHOT, type CartSession } from "@/lib/cart/cart-store";
import type { CartProduct, LocalCartLine } from "@/lib/cart/local-cart";
import type { Totals } from "@storefront/cart-math";
import { lazyRemote } from "@/lib/cart/lazy-remote";
import { trackPixel } from "@/lib/pixel";
import { SIGNED_IN_EVENT, SIGNED_OUT_EVENT, readSignedInFlag } from "@/lib/session/events.client";

/** What useCart() gives every client component. */
export type CartApi = {
  lines: readonly LocalCartLine[];
  /** Sums of the line values, without shipping (the cart page adds the shop's flat rate). */
  totals: Totals;
  /** The signed-in cart's shipping charges, when the shop sent its totals. */
  shippingCharges: number | null;
  /** False until the cart has been read (local storage or the server): show a placeholder until then. */
  ready: boolean;
  /** Whether the cart is the signed-in customer's server cart. */
  signedIn: boolean;
  addItem(product: CartProduct, quantity?: number): void;
  setQuantity(productId: string, quantity: number): void;
  increment(productId: string): void;
  decrement(productId: string): void;
  remove(productId: string): void;
  toggleFinalize(productId: string): void;
  /** Resolves when the server has answered every change (before leaving for checkout). */
  settled(): Promise<void>;
  /** Reads the server's cart again (after an order took lines out of it). */
  resync(): void;
};

export const CartContext = createContext<CartApi | null>(null);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the guest cart then lives for this page only
  }
}

function on(event: string, listener: () => void): () => void {
  window.addEventListener(event, listener);
  return () => window.removeEventListener(event, listener);
}

const browserSession: CartSession = {
  isSignedIn: readSignedInFlag,
  onSignedIn: (listener) => on(SIGNED_IN_EVENT, listener),
  onSignedOut: (listener) => on(SIGNED_OUT_EVENT, listener),
};

/** Web Locks keep two tabs from pushing the same local cart at once; without them, run directly. */
function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return task();
  return locks.request(`cart-push:${window.location.origin}`, () => task()) as Promise<T>;
}

function createStore(): CartStore | null {
  if (typeof window === "undefined") return null;
  return new CartStore({
    origin: window.location.origin,
    storage: browserStorage(),
    remote: lazyRemote(),
    session: browserSession,
    exclusive,
    effects: {
      info: (message) => notify.info(message),
      success: (message) => notify.success(message),
      error: (message) => notify.error(message),
      addedToCart: (product, quantity) =>
        trackPixel("AddToCart", {
          content_ids: [product.product_id],
          content_name: product.name,
          content_type: "product",
          value: product.price,
          num_items: quantity,
        }),
    },
  });
}

const noSubscription = () => () => {};
const serverSnapshot = () => EMPTY_SNAPSHOT;

/** Holds the page's one cart store and gives it to useCart(). */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  const snapshot = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.getSnapshot ?? serverSnapshot,
    serverSnapshot,
  );

  useEffect(() => {
    if (!store) return;
    const stop = store.start();
    const onVisible = () => {
      if (document.visibilityState === "visible") store.resync();
      else store.flush();
    };
    const stopOnline = on("online", () => store.resync());
    const stopHide = on("pagehide", () => store.flush());
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stop();
      stopOnline();
      stopHide();
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [store]);

  // A card's 'add to cart' in a static region (RelatedAddButton) adds one of the product its HTML carries.
  useEffect(
    () =>
      store
        ? registerRegionAction("data-add-to-cart", {
            press: (button) => store.addItem(JSON.parse(button.dataset.addToCart!) as CartProduct, 1),
          })
        : undefined,
    [store],
  );

  const api = useMemo<CartApi>(
    () => ({
      ...snapshot,
      addItem: (product, quantity) => store?.addItem(product, quantity),
      setQuantity: (productId, quantity) => store?.setQuantity(productId, quantity),
      increment: (productId) => store?.increment(productId),
      decrement: (productId) => store?.decrement(productId),
      remove: (productId) => store?.remove(productId),
      toggleFinalize: (productId) => store?.toggleFinalize(productId),
      settled: () => store?.settled() ?? Promise.resolve(),
      resync: () => store?.resync(),
    }),
    [snapshot, store],
  );

  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
