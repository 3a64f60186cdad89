"use client";

import { useState } from "react";
import { QuantityStepper } from "@/components/ui/quantity-stepper";
import styles from "./cart-page.module.css";

type Props = {
  name: string;
  quantity: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** A typed quantity, committed on Enter or when the field loses focus. */
  onSet: (quantity: number) => void;
};

/** A cart line's quantity; clearing the field to type a new number does not trip the minimum-quantity rule half way. */
export function QuantityControl({ name, quantity, onDecrement, onIncrement, onSet }: Props) {
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    setDraft(null);
    const typed = Number.parseInt(draft, 10);
    if (typed !== quantity) onSet(Number.isNaN(typed) ? 0 : typed);
  }

  return (
    <QuantityStepper
      value={draft ?? String(quantity)}
      of={name}
      classNames={{ group: styles.quantity, button: styles.stepper, input: styles.quantityInput }}
      onStep={(by) => (by > 0 ? onIncrement() : onDecrement())}
      onType={(text) => setDraft(text.replace(/[^\d]/g, ""))}
      onCommit={commit}
      onFocus={() => setDraft(String(quantity))}
    />
  );
}
