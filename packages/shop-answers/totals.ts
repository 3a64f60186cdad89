import type { Totals } from "@storefront/cart-math";

/** The amounts of a cart (`CartTotals`) or an order (`SaleOrder`), which name their tax differently (CONTRACT.md). */
export type ContractAmounts = { sub_total: number; total_discount: number; shipping_charges: number; total: number };

/** The one place that reads the contract's names of a cart's or an order's amounts. */
export function totalsOf(amounts: ContractAmounts, tax: number): Totals {
  return {
    subtotal: amounts.sub_total,
    discount: amounts.total_discount,
    tax,
    shipping: amounts.shipping_charges,
    total: amounts.total,
  };
}
