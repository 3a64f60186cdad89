"use client";

import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { CartIcon } from "@/components/ui/icons";
import { useCartSummary } from "./cart-summary.client";
import styles from "./cart-popup.module.css";

const loadPanel = () => import("./cart-popup-panel.client");
const CartPopupPanel = lazy(() => loadPanel().then((m) => ({ default: m.CartPopupPanel })));

/**
 * Header cart popup: a toggle with the line count and, while open, a panel with each line (image, name,
 * quantity, line total, remove), the sub total and 'View Cart'. Data comes from useCartSummary(). The
 * panel's code is fetched when the pointer, a finger or focus reaches the toggle, before it is pressed.
 */
export function CartPopup({ currencySymbol }: { currencySymbol: string }) {
  const { lines, subTotal, remove } = useCartSummary();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  useTapReplay(root);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      className={styles.root}
      ref={root}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          root.current?.querySelector("button")?.focus();
        }
      }}
    >
      <button
        type="button"
        data-tap
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="cart-popup-panel"
        onPointerOver={loadPanel}
        onFocus={loadPanel}
        onClick={() => setOpen((o) => !o)}
      >
        <CartIcon />
        <span className="visually-hidden">Cart, {count} items</span>
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      </button>
      {/* Drawn only while open: a closed panel is nothing for the page to hydrate or keep up to date. */}
      {open ? (
        <Suspense fallback={null}>
          <CartPopupPanel
            lines={lines}
            subTotal={subTotal}
            remove={remove}
            currencySymbol={currencySymbol}
            close={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
