"use client";

import { useCart } from "@/components/cart/use-cart";
import type { CartProduct } from "@/lib/cart/local-cart";
import { useProductQuantity } from "./product-quantity";
import { reduceQuantity } from "./quantity-state";
import catalogue from "@/components/catalogue/catalogue.module.css";
import styles from "./product.module.css";

/** Quantity box (1..stock), '{stock} available' and 'add to cart'. */
export function PurchaseBox({ product }: { product: CartProduct }) {
  const { state, dispatch } = useProductQuantity();
  const { addItem } = useCart();
  const stock = product.stock;

  const addToCart = () => {
    // A half-typed quantity counts as typed, settled by the same rules as leaving the field.
    const settled = reduceQuantity(state, { type: "commit" }, { stock, name: product.name });
    dispatch({ type: "commit" });
    addItem(product, settled.quantity);
  };

  return (
    <div className={styles.purchase}>
      <div className={styles.quantityRow}>
        <div className={styles.quantity} role="group" aria-label="Quantity">
          <button type="button" className={styles.quantityButton} aria-label="Decrease quantity" onClick={() => dispatch({ type: "step", by: -1 })}>
            −
          </button>
          <input
            className={styles.quantityInput}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            aria-label="Quantity"
            value={state.draft}
            onChange={(e) => dispatch({ type: "type", text: e.target.value })}
            onBlur={() => dispatch({ type: "commit" })}
            onKeyDown={(e) => {
              if (e.key === "Enter") dispatch({ type: "commit" });
            }}
          />
          <button type="button" className={styles.quantityButton} aria-label="Increase quantity" onClick={() => dispatch({ type: "step", by: 1 })}>
            +
          </button>
        </div>
        <p className={styles.stock}>{stock} available</p>
      </div>
      <p className={styles.quantityInfo} role="status">
        {state.info ?? ""}
      </p>
      <button type="button" className={`${catalogue.button} ${styles.addToCart}`} onClick={addToCart} disabled={stock < 1}>
        add to cart
      </button>
    </div>
  );
}
