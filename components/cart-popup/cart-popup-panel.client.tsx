"use client";

import { useEffect, useRef } from "react";
import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import { imageUrl } from "@/lib/images";
import { formatMoney } from "@/lib/pricing";
import { useCartSummary } from "./cart-summary.client";
import styles from "./cart-popup.module.css";

type CartPopupPanelProps = {
  currencySymbol: string;
  close: () => void;
};

/**
 * The open cart popup: each line (image, name, quantity, line total, remove), the sub total and
 * 'View Cart'. A chunk of its own, loaded once the page is idle or when a shopper reaches for the cart: its
 * thumbnails' next/image code and the lines' display form stay out of the scripts every page loads.
 */
export function CartPopupPanel({ currencySymbol, close }: CartPopupPanelProps) {
  const { lines, subTotal, remove } = useCartSummary();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Pressed before this code arrived, the shopper may have tabbed on: focus comes to the panel, so that the
    // next Tab lands in it. Left on the cart's button, it is already right before the panel.
    if (document.activeElement?.getAttribute("aria-controls") !== panel.current?.id) panel.current?.focus();
  }, []);
  return (
    <div ref={panel} id="cart-popup-panel" className={styles.panel} role="region" aria-label="Cart" tabIndex={-1}>
      {lines.length === 0 ? (
        <p className={styles.empty}>Your cart is empty.</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <Thumbnail src={imageUrl(line.image)} alt="" width={56} height={56} className={styles.thumb} />
              <div className={styles.info}>
                <Link href={line.href} className={styles.name} onClick={close}>
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
      <Link href="/shopping-cart" className={styles.viewCart} onClick={close}>
        View Cart
      </Link>
    </div>
  );
}
