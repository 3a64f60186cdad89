"use client";

import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { formatMoney } from "@/lib/pricing";
import { CartIcon } from "@/components/ui/icons";
import { useCartSummary } from "./cart-summary.client";
import styles from "./cart-popup.module.css";

/**
 * Header cart popup: a toggle with the line count and, while open, a panel with each line (image, name,
 * quantity, line total, remove), the sub total and 'View Cart'. Data comes from useCartSummary().
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
        <div id="cart-popup-panel" className={styles.panel} role="region" aria-label="Cart">
          {lines.length === 0 ? (
            <p className={styles.empty}>Your cart is empty.</p>
          ) : (
            <ul className={styles.lines}>
              {lines.map((line) => (
                <li key={line.id} className={styles.line}>
                  <Thumbnail src={line.image} alt="" width={56} height={56} className={styles.thumb} />
                  <div className={styles.info}>
                    <Link href={line.href} className={styles.name} onClick={() => setOpen(false)}>
                      {line.name}
                    </Link>
                    <span className={styles.meta}>
                      Qty {line.quantity} · {formatMoney(line.total, currencySymbol)}
                    </span>
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => remove(line.id)}
                    aria-label={`Remove ${line.name}`}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className={styles.subTotal}>
            <span>Sub Total</span> <strong>{formatMoney(subTotal, currencySymbol)}</strong>
          </p>
          <Link href="/shopping-cart" className={styles.viewCart} onClick={() => setOpen(false)}>
            View Cart
          </Link>
        </div>
      ) : null}
    </div>
  );
}
