"use client";

import { useState } from "react";
import styles from "./cart-page.module.css";

type Props = {
  name: string;
  quantity: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** A typed quantity, committed on Enter or when the field loses focus. */
  onSet: (quantity: number) => void;
};

/**
 * Minus, plus and a text field. The field is committed on Enter or blur rather than on every key,
 * so clearing it to type a new number does not trip the minimum-quantity rule half way.
 */
export function QuantityControl({ name, quantity, onDecrement, onIncrement, onSet }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (typed !== quantity) onSet(Number.isNaN(typed) ? 0 : typed);
  }

  return (
    <div className={styles.quantity}>
      <button type="button" className={styles.stepper} onClick={onDecrement} aria-label={`Decrease quantity of ${name}`}>
        −
      </button>
      <input
        className={styles.quantityInput}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Quantity of ${name}`}
        value={draft ?? String(quantity)}
        onFocus={() => setDraft(String(quantity))}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, ""))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            commit();
          }
        }}
      />
      <button type="button" className={styles.stepper} onClick={onIncrement} aria-label={`Increase quantity of ${name}`}>
        +
      </button>
    </div>
  );
}
