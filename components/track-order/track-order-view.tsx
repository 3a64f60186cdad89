import Form from "next/form";
import Link from "next/link";
import type { TrackingNumbers, TrackingOutcome } from "@/lib/orders/tracking.server";
import type { TrackingReceipt } from "@/lib/orders/tracking";
import { Field } from "@/components/ui/field.client";
import styles from "./track-order.module.css";

/**
 * The tracking form and its result, rendered on the server. The form is a GET form, so it works
 * without JavaScript and a result can be linked; with JavaScript, next/form navigates client-side.
 */
export function TrackOrderView({ numbers, outcome }: { numbers: TrackingNumbers; outcome: TrackingOutcome }) {
  const errors = outcome.kind === "refused" ? outcome.errors : {};
  return (
    <div className={styles.page}>
      {/* Keyed by the numbers so the fields show them again after a client-side navigation. */}
      <Form
        key={`${numbers.order_no}\n${numbers.tracking_no}`}
        action="/track-order"
        className={styles.form}
        aria-labelledby="track-order-heading"
      >
        <h2 id="track-order-heading" className={styles.heading}>
          Track your order
        </h2>
        <Field
          label="Order No"
          name="order_no"
          defaultValue={numbers.order_no}
          error={errors.order_no}
          required
          autoComplete="off"
        />
        <Field
          label="Tracking no"
          name="tracking_no"
          defaultValue={numbers.tracking_no}
          error={errors.tracking_no}
          required
          autoComplete="off"
        />
        {outcome.kind === "refused" && outcome.msg ? (
          <p role="alert" className={styles.alert}>
            {outcome.msg}
          </p>
        ) : null}
        <button type="submit" className={styles.submit}>
          Track Order
        </button>
      </Form>
      {outcome.kind === "found" ? <Receipt receipt={outcome.receipt} /> : null}
    </div>
  );
}

function Receipt({ receipt }: { receipt: TrackingReceipt }) {
  const reached = receipt.steps.findLastIndex((s) => s.active);
  return (
    <section className={styles.receipt} aria-labelledby="tracking-result-heading" data-testid="tracking-result">
      <div className={styles.receiptTop}>
        <h2 id="tracking-result-heading" className={styles.heading}>
          Order #{receipt.orderNumber}
        </h2>
        <Link href="/track-order" className={styles.close} aria-label="Close the tracking result" scroll={false}>
          ×
        </Link>
      </div>
      {receipt.date ? <p className={styles.muted}>Date: {receipt.date}</p> : null}
      <ol className={styles.steps} aria-label="Shipment progress">
        {receipt.steps.map((step, i) => (
          <li
            key={step.label}
            className={step.active ? styles.stepActive : styles.step}
            data-active={step.active}
            aria-current={i === reached ? "step" : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            {step.label}
            <span className="visually-hidden">{step.active ? " (reached)" : " (not yet)"}</span>
          </li>
        ))}
      </ol>
      <table className={styles.items}>
        <caption className="visually-hidden">Items of order {receipt.orderNumber}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {receipt.items.map((item) => (
            <tr key={item.key}>
              <td>{item.name}</td>
              <td>{item.amount}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{receipt.total}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
