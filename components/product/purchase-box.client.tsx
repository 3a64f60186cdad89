"use client";

import { useRef } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { useCart } from "@/components/cart/use-cart";
import type { CartProduct } from "@/lib/cart/local-cart";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import { useProductQuantity } from "./product-quantity.client";
import { reduceQuantity } from "./quantity-state";
import catalogue from "@/components/catalogue/catalogue.module.css";
import styles from "./product.module.css";

/** Quantity box (1..stock), '{stock} available' and 'add to cart'. */
export function PurchaseBox({ product }: { product: CartProduct }) {
  const { state, dispatch } = useProductQuantity();
  const { addItem } = useCart();
  const stock = product.stock;
  const add = useRef<HTMLButtonElement>(null);
  useTapReplay(add);

  const addToCart = () => {
    // A half-typed quantity counts as typed, settled by the same rules as leaving the field.
    const settled = reduceQuantity(state, { type: "commit" }, { stock, name: product.name });
    dispatch({ type: "commit" });
    addItem(product, settled.quantity);
  };

  return (
    <div className={styles.purchase}>
      <div className={styles.quantityRow}>
        <QuantityStepper
          value={state.draft}
          groupLabel="Quantity"
          classNames={{ group: styles.quantity, button: styles.quantityButton, input: styles.quantityInput }}
          onStep={(by) => dispatch({ type: "step", by })}
          onType={(text) => dispatch({ type: "type", text })}
          onCommit={() => dispatch({ type: "commit" })}
        />
        <p className={styles.stock}>{stock} available</p>
      </div>
      <p className={styles.quantityInfo} role="status">
        {state.info ?? ""}
      </p>
      <button
        ref={add}
        type="button"
        data-tap
        className={`${catalogue.button} ${styles.addToCart}`}
        onClick={addToCart}
        disabled={stock < 1}
      >
        add to cart
      </button>
    </div>
  );
}
