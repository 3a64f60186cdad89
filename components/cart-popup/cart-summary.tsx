"use client";

import { createContext, useContext, type ReactNode } from "react";

/**
 * What the header's cart popup shows. The cart module provides it by wrapping the layout's
 * children in <CartSummaryProvider value={…}>; until then the popup shows an empty cart.
 */
export type CartPopupLine = {
  /** Stable key: the product uuid. */
  id: string;
  name: string;
  /** Image URL (lib/images imageUrl of thumb_nail), the placeholder when there is none. */
  image: string;
  quantity: number;
  /** Line total, in the shop's currency. */
  total: number;
  /** Where the name links to, e.g. /product/{uuid}. */
  href: string;
};

export type CartSummary = {
  lines: CartPopupLine[];
  subTotal: number;
  /** Removes one line (guest: local storage; signed in: through the cart route handlers). */
  remove: (id: string) => void;
};

export const EMPTY_CART_SUMMARY: CartSummary = { lines: [], subTotal: 0, remove: () => undefined };

const CartSummaryContext = createContext<CartSummary>(EMPTY_CART_SUMMARY);

export function CartSummaryProvider({ value, children }: { value: CartSummary; children: ReactNode }) {
  return <CartSummaryContext.Provider value={value}>{children}</CartSummaryContext.Provider>;
}

export function useCartSummary(): CartSummary {
  return useContext(CartSummaryContext);
}
