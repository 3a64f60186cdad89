"use client";

import { useContext } from "react";
import { CartContext, type CartApi } from "./cart-context.client";

export type { CartApi } from "./cart-context.client";

/** The shop's cart (guest or signed in). Must be used under <CartProvider> (mounted by SiteProviders). */
export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart() needs <CartProvider> (components/site-providers.client.tsx)");
  return cart;
}
