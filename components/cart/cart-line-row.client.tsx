"use client";

import { Thumbnail } from "@/components/ui/thumbnail";
import { formatMoney } from "@/lib/pricing";
import type { LocalCartLine } from "@/lib/cart/local-cart";
import { imageUrl } from "@/lib/images";
import { QuantityControl } from "./quantity-control.client";
import { useCart } from "./use-cart";
import styles from "./cart-page.module.css";
import { productHref } from "@/lib/routing";

/** One cart line: finalize checkbox, image and name (new tab), price, quantity controls, line total, delete. */
export function CartLineRow({ line, currencySymbol }: { line: LocalCartLine; currencySymbol: string }) {
  const cart = useCart();
  const href = productHref(line.product_id);
  return (
    <li className={styles.line} data-testid="cart-line">
      <label className={styles.finalize}>
        <input type="checkbox" checked={line.finalize} onChange={() => cart.toggleFinalize(line.product_id)} />
        <span className="visually-hidden">Finalize {line.name}</span>
      </label>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={styles.thumbLink}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Thumbnail src={imageUrl(line.thumb_nail)} alt="" width={72} height={72} className={styles.thumb} />
      </a>
      <div className={styles.lineInfo}>
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.lineName}>
          {line.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        <span className={styles.unitPrice}>{formatMoney(line.price, currencySymbol)}</span>
      </div>
      <QuantityControl
        name={line.name}
        quantity={line.quantity}
        onDecrement={() => cart.decrement(line.product_id)}
        onIncrement={() => cart.increment(line.product_id)}
        onSet={(quantity) => cart.setQuantity(line.product_id, quantity)}
      />
      <span className={styles.lineTotal}>{formatMoney(line.total, currencySymbol)}</span>
      <button
        type="button"
        className={styles.delete}
        onClick={() => cart.remove(line.product_id)}
        aria-label={`Remove ${line.name}`}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
        </svg>
      </button>
    </li>
  );
}
