/**
 * Cart and order arithmetic of the reference API. The rules (spec part 1 §9, part 2 §9) live in one
 * place, the storefront's `lib/cart/math.ts`, so that a cart shown in the browser and the cart or
 * order computed here can never disagree by a cent. This module adds only what the server needs on top.
 */
import { cartTotals, round2, unitDiscount, type CartTotals, type LineAmounts } from "@storefront/cart-math";

export { lineAmounts, round2, unitDiscount, type LineAmounts, type LineInput } from "@storefront/cart-math";

export type DiscountType = "%" | "amount";
export type Totals = CartTotals;

/** Discount as a percentage of the price, used by the listing's discount filter. */
export function discountPercent(price: number, type: DiscountType | null, value: number): number {
  if (price <= 0) return 0;
  return round2((unitDiscount(price, type, value) / price) * 100);
}

/** Sums of the per-line values, plus the flat shipping charge (only when there is something to ship). */
export function sumTotals(lines: readonly LineAmounts[], shippingCharges: number): Totals {
  return cartTotals(lines, shippingCharges);
}
