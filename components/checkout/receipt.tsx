import { Thumbnail } from "@/components/ui/thumbnail";
import Link from "next/link";
import { formatMoney } from "@/lib/pricing";
import { orderPlacedOn } from "@/lib/orders/order-date";
import { imageUrl } from "@/lib/images";
import { checkoutPaymentLabel, statusDisplay, trackerSteps } from "@/lib/orders/status";
import type { CustomerAddress, Order } from "@storefront/shop-answers";
import { OrderTotals } from "./order-totals";
import { PrintButton } from "./print-button.client";
import styles from "./receipt.module.css";

type Side = "shipping" | "billing";

function AddressBlock({ title, address, side }: { title: string; address: CustomerAddress | null; side: Side }) {
  const street = address?.[`${side}_street1`] ?? "";
  const state = address?.[`${side}_state`] ?? "";
  const country = address?.[`${side}_country`]?.country_name ?? "";
  return (
    <section>
      <h2>{title}</h2>
      {street || state || country ? (
        <p>
          {street}
          {street ? <br /> : null}
          {[state, country].filter(Boolean).join(", ")}
        </p>
      ) : (
        <p>Not given</p>
      )}
    </section>
  );
}

function discountText(amount: number, type: string | null, money: (n: number) => string): string {
  if (!(amount > 0) || type === null) return "None";
  return type === "%" ? `${amount}%` : money(amount);
}

/**
 * The receipt of one order (printable on one page): number, date, customer, lines, amounts, how it
 * is paid and both addresses. With `tracker`, the four delivery steps too.
 */
export function Receipt({
  order,
  address,
  tracker = false,
}: {
  order: Order;
  address: CustomerAddress | null;
  tracker?: boolean;
}) {
  const symbol = order.currency?.symbol ?? "";
  const money = (amount: number) => formatMoney(amount, symbol);
  const paidBy = checkoutPaymentLabel(order);
  const date = orderPlacedOn(order);
  return (
    <article className={styles.receipt} aria-labelledby="receipt-title">
      <div className={styles.top}>
        <div>
          <h2 id="receipt-title" className={styles.title}>
            Order {order.number}
          </h2>
          <p>Thank you for your order.</p>
        </div>
        <dl className={styles.facts}>
          <dt>Order number</dt>
          <dd data-testid="receipt-number">{order.number}</dd>
          <dt>Date</dt>
          <dd>{date}</dd>
          <dt>Status</dt>
          <dd>{statusDisplay(order.status).label}</dd>
          {paidBy ? (
            <>
              <dt>Paid by</dt>
              <dd className={styles.paid}>{paidBy}</dd>
            </>
          ) : null}
        </dl>
      </div>

      {tracker ? (
        <ol className={styles.steps} aria-label="Delivery progress">
          {trackerSteps(order.status).map((step) => (
            <li
              key={step.label}
              className={step.active ? `${styles.step} ${styles.stepActive}` : styles.step}
              aria-current={step.active ? "step" : undefined}
            >
              {step.label}
            </li>
          ))}
        </ol>
      ) : null}

      <div className={styles.parties}>
        <section>
          <h2>Customer</h2>
          <p>
            {order.customer?.name}
            <br />
            {order.customer?.email}
            <br />
            {order.customer?.mobile}
          </p>
        </section>
        <AddressBlock title="Shipping address" address={address} side="shipping" />
        <AddressBlock title="Billing address" address={address} side="billing" />
      </div>

      <table className={styles.table}>
        <caption className="visually-hidden">Items of order {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.num}>
              Quantity
            </th>
            <th scope="col" className={styles.num}>
              Rate
            </th>
            <th scope="col" className={styles.num}>
              Discount
            </th>
            <th scope="col" className={styles.num}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.key} data-testid="receipt-line">
              <td>
                <span className={styles.product}>
                  <Thumbnail src={imageUrl(line.image)} alt="" width={48} height={48} />
                  {line.name}
                </span>
              </td>
              <td className={styles.num}>{line.quantity}</td>
              <td className={styles.num}>{money(line.rate)}</td>
              <td className={styles.num}>{discountText(line.discount, line.discountType, money)}</td>
              <td className={styles.num}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <OrderTotals amounts={order.totals} money={money} testIdPrefix="receipt" className={styles.totals}>
        <dt>Advance payment</dt>
        <dd>{money(order.paid)}</dd>
      </OrderTotals>

      <div className={styles.actions}>
        <PrintButton />
        <Link href="/profile?tab=orders" className={styles.action}>
          View Order History
        </Link>
        <Link href="/" className={styles.action}>
          Continue Shopping
        </Link>
      </div>
    </article>
  );
}
