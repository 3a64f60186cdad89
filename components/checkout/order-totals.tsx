import type { ReactNode } from "react";
import type { Totals } from "@storefront/cart-math";
import styles from "./order-totals.module.css";

type Props = {
  amounts: Pick<Totals, "subtotal" | "tax" | "shipping" | "total">;
  money: (amount: number) => string;
  /** Names the figures for tests: `{testIdPrefix}-subtotal`, `-tax`, `-shipping`, `-total`. */
  testIdPrefix: string;
  /** The list's layout. */
  className?: string;
  /** Rows after the total. */
  children?: ReactNode;
};

/** Sub Total, Tax, Shipping and Total, as the order summary and the receipt show them. */
export function OrderTotals({ amounts, money, testIdPrefix, className, children }: Props) {
  return (
    <dl className={`${styles.list} ${className ?? ""}`}>
      <dt>Sub Total</dt>
      <dd data-testid={`${testIdPrefix}-subtotal`}>{money(amounts.subtotal)}</dd>
      <dt>Tax</dt>
      <dd data-testid={`${testIdPrefix}-tax`}>{money(amounts.tax)}</dd>
      <dt>Shipping</dt>
      <dd data-testid={`${testIdPrefix}-shipping`}>{money(amounts.shipping)}</dd>
      <dt className={styles.grand}>Total</dt>
      <dd className={styles.grand} data-testid={`${testIdPrefix}-total`}>
        {money(amounts.total)}
      </dd>
      {children}
    </dl>
  );
}
