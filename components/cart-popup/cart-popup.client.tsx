"use client";

import { useEffect, useRef, useState } from "react";
import { whenIdleAfterLoad } from "@/lib/idle.client";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { useCart } from "@/components/cart/use-cart";
import { CartIcon } from "@/components/ui/icons";
import { cartName, statePart } from "@/components/header/header-state";
import type { CartPopupPanel } from "./cart-popup-panel.client";
import styles from "./cart-popup.module.css";

/** The panel's code, fetched ahead once the page is idle: a keyboard user's Enter must not press into nothing. */
export const importCartPopupPanel = () => import("./cart-popup-panel.client");

/**
 * Header cart popup: a toggle with the cart's count and, while open, a panel with each line (image, name,
 * quantity, line total, remove), the sub total and 'View Cart'. The panel's code is fetched once the page is
 * idle, or sooner when the pointer, a finger or focus reaches the toggle; a press made before it arrived opens
 * the panel when it does.
 */
export function CartPopup({ currencySymbol }: { currencySymbol: string }) {
  const { lines, ready } = useCart();
  const [open, setOpen] = useState(false);
  // Held in state rather than React.lazy: a lazy component suspends on its first render even when its code is
  // there, and React shows what it suspended on no sooner than 300 ms later, when a Tab may have gone past.
  const [Panel, setPanel] = useState<typeof CartPopupPanel>();
  const root = useRef<HTMLDivElement>(null);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const loadPanel = () => void importCartPopupPanel().then((m) => setPanel(() => m.CartPopupPanel));
  useTapReplay(root);
  useEffect(() => whenIdleAfterLoad(loadPanel), []);

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
        onClick={() => {
          // Woken by the pointer, the toggle saw no pointer over it: the code fetched at idle is taken here.
          loadPanel();
          setOpen((o) => !o);
        }}
      >
        <CartIcon />
        {/* No figure until the cart has been read: the server's markup cannot know it (a 0 there contradicted a
            signed-in customer's cart without JavaScript). The badge is there, hidden, for header-state.ts. */}
        <span className="visually-hidden" {...statePart("cart-name")}>
          {cartName(ready ? count : null)}
        </span>
        <span className={styles.badge} aria-hidden="true" hidden={!ready} {...statePart("cart-count")}>
          {ready ? count : ""}
        </span>
      </button>
      {/* Drawn only while open: a closed panel is nothing for the page to hydrate or keep up to date. */}
      {open && Panel ? <Panel currencySymbol={currencySymbol} close={() => setOpen(false)} /> : null}
    </div>
  );
}
