import type { ReactNode } from "react";

type Amounts = { subTotal: number; tax: number; shipping: number; total: number };

type Props = {
  amounts: Amounts;
  money: (amount: number) => string;
  /** Names the figures for tests: `{testIdPrefix}-subtotal`, `-tax`, `-shipping`, `-total`. */
  testIdPrefix: string;
  classNames: { list?: string; grand?: string };
  /** Rows after the total. */
  children?: ReactNode;
};

/** Sub Total, Tax, Shipping and Total, as the order summary and the receipt show them. */
export function OrderTotals({ amounts, money, testIdPrefix, classNames, children }: Props) {
  return (
    <dl className={classNames.list}>
      <dt>Sub Total</dt>
      <dd data-testid={`${testIdPrefix}-subtotal`}>{money(amounts.subTotal)}</dd>
      <dt>Tax</dt>
      <dd data-testid={`${testIdPrefix}-tax`}>{money(amounts.tax)}</dd>
      <dt>Shipping</dt>
      <dd data-testid={`${testIdPrefix}-shipping`}>{money(amounts.shipping)}</dd>
      <dt className={classNames.grand}>Total</dt>
      <dd className={classNames.grand} data-testid={`${testIdPrefix}-total`}>
        {money(amounts.total)}
      </dd>
      {children}
    </dl>
  );
}
