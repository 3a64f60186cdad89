"use client";

import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from "react";
import { registerRegionAction } from "@/components/static-region/region-actions";
import { INITIAL_QUANTITY, reduceQuantity, type QuantityAction, type QuantityState } from "./quantity-state";

type ProductQuantityApi = { state: QuantityState; dispatch(action: QuantityAction): void };

const ProductQuantityContext = createContext<ProductQuantityApi | null>(null);

/**
 * The quantity of the product on the page, shared by its quantity box and its add button; a related
 * product's 'add to cart' resets it to 1. The page keys it by uuid, so another
 * variant starts again at 1.
 */
export function ProductQuantityProvider({
  stock,
  name,
  children,
}: {
  stock: number;
  name: string;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(
    (current: QuantityState, action: QuantityAction) => reduceQuantity(current, action, { stock, name }),
    INITIAL_QUANTITY,
  );
  // A related product's 'add to cart' (in a static region) adds one: the page's quantity goes back to 1.
  useEffect(() => registerRegionAction("data-add-to-cart", { press: () => dispatch({ type: "reset" }) }), []);
  const api = useMemo(() => ({ state, dispatch }), [state]);
  return <ProductQuantityContext.Provider value={api}>{children}</ProductQuantityContext.Provider>;
}

export function useProductQuantity(): ProductQuantityApi {
  const api = useContext(ProductQuantityContext);
  if (!api) throw new Error("useProductQuantity() needs <ProductQuantityProvider>");
  return api;
}
