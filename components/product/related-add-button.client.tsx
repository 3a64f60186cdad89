"use client";

import { useRef } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { useCart } from "@/components/cart/use-cart";
import type { CartProduct } from "@/lib/cart/local-cart";
import { useProductQuantity } from "./product-quantity.client";
import catalogue from "@/components/catalogue/catalogue.module.css";

/** 'add to cart' on a related product: the page's quantity goes back to 1 first, then one is added. */
export function RelatedAddButton({ product }: { product: CartProduct }) {
  const { dispatch } = useProductQuantity();
  const { addItem } = useCart();
  const button = useRef<HTMLButtonElement>(null);
  useTapReplay(button);
  return (
    <button
      ref={button}
      type="button"
      data-tap
      className={catalogue.button}
      disabled={product.stock < 1}
      onClick={() => {
        dispatch({ type: "reset" });
        addItem(product, 1);
      }}
    >
      add to cart<span className="visually-hidden">: {product.name}</span>
    </button>
  );
}
