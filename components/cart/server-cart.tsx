import Link from "next/link";
import { cartTotals } from "@storefront/cart-math";
import type { LocalCartLine } from "@/lib/cart/local-cart";
import { formatMoney } from "@/lib/pricing";
import { productHref } from "@/lib/routing";
import styles from "./cart-page.module.css";

type FormAction = (form: FormData) => Promise<void>;

type Props = {
  /** The customer's cart as the shop holds it, or null when it could not be read. */
  lines: LocalCartLine[] | null;
  currencySymbol: string;
  shippingCharges: number;
  /** What the last change did (the actions' redirect names it). */
  notice: { text: string; failed: boolean } | null;
  actions: { changeQuantity: FormAction; remove: FormAction; finalize: FormAction };
};

/**
 * The signed-in customer's cart for a browser without JavaScript (the page renders it inside
 * `<noscript>`): each line's quantity, remove and select-for-order are forms on Server Actions, and
 * Checkout is a link to the order summary, which orders the selected lines.
 */
export function ServerCart({ lines, currencySymbol, shippingCharges, notice, actions }: Props) {
  const money = (amount: number) => formatMoney(amount, currencySymbol);
  return (
    <section className={styles.page} aria-labelledby="server-cart-heading">
      <h2 id="server-cart-heading" className={styles.sectionHeading}>
        Shopping cart
      </h2>
      {notice ? (
        <p role={notice.failed ? "alert" : "status"} className={notice.failed ? styles.outOfStock : styles.hint}>
          {notice.text}
        </p>
      ) : null}
      {lines === null ? (
        <p>Your cart could not be read. Please reload the page.</p>
      ) : lines.length === 0 ? (
        <p>No items yet? Continue shopping to explore more</p>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-label="Items in your cart">
            {lines.map((line) => (
              <li key={line.product_id} className={styles.line}>
                <div className={styles.lineInfo}>
                  <a href={productHref(line.product_id)} className={styles.lineName}>
                    {line.name}
                  </a>
                  <span className={styles.unitPrice}>{money(line.price)}</span>
                  {line.finalize ? <span>Selected for your order</span> : null}
                </div>
                <form action={actions.changeQuantity} className={styles.quantity}>
                  <input type="hidden" name="product_id" value={line.product_id} />
                  <input
                    className={styles.quantityInput}
                    type="text"
                    inputMode="numeric"
                    name="quantity"
                    defaultValue={line.quantity}
                    aria-label={`Quantity of ${line.name}`}
                  />
                  <button type="submit">Update quantity of {line.name}</button>
                </form>
                <span className={styles.lineTotal}>{money(line.total)}</span>
                <form action={actions.finalize}>
                  <input type="hidden" name="product_id" value={line.product_id} />
                  <input type="hidden" name="finalize" value={line.finalize ? "0" : "1"} />
                  <button type="submit">
                    {line.finalize ? `Leave ${line.name} out of the order` : `Select ${line.name} for the order`}
                  </button>
                </form>
                <form action={actions.remove}>
                  <input type="hidden" name="cart_id" value={line.id ?? ""} />
                  <button type="submit">Remove {line.name}</button>
                </form>
              </li>
            ))}
          </ul>
          <Summary lines={lines} money={money} shippingCharges={shippingCharges} />
        </div>
      )}
    </section>
  );
}

function Summary({
  lines,
  money,
  shippingCharges,
}: {
  lines: LocalCartLine[];
  money: (amount: number) => string;
  shippingCharges: number;
}) {
  const totals = cartTotals(lines, shippingCharges);
  const selected = lines.some((line) => line.finalize);
  return (
    <div className={styles.summary}>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd>{money(totals.subtotal)}</dd>
        <dt>Tax</dt>
        <dd>{money(totals.tax)}</dd>
        <dt>
          Shipping <span className={styles.flatRate}>Flat Rate</span>
        </dt>
        <dd>{money(totals.shipping)}</dd>
        <dt className={styles.grandTotal}>Total</dt>
        <dd className={styles.grandTotal}>{money(totals.total)}</dd>
      </dl>
      {selected ? (
        <Link href="/order-summary" prefetch={false} className={styles.checkout}>
          Checkout
        </Link>
      ) : (
        <p className={styles.hint}>Select the items you want to order, then Checkout.</p>
      )}
    </div>
  );
}
