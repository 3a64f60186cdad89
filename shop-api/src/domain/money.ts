/**
 * Cart and order arithmetic (spec part 1 §9, part 2 §9). Pure functions, shared by the cart and
 * order code so that a cart and the order made from it always agree to the cent.
 *
 * - unit discount: "%" → price × value / 100; "amount" → value (capped at the price)
 * - line total (tax included) = (price − unit discount) × quantity
 * - tax = total / (1 + rate/100) × rate/100; sub_total = total − tax
 * Every money value is rounded half-up to 2 decimals.
 */

export type DiscountType = "%" | "amount";

/** Rounds half away from zero to 2 decimals; toPrecision absorbs binary noise such as 1.005 × 100 = 100.4999…. */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const result = (Math.sign(value) * Math.round(scaled)) / 100;
  return result === 0 ? 0 : result; // no negative zero
}

export function unitDiscount(price: number, type: DiscountType | null, value: number): number {
  if (type === null || !(value > 0) || !(price > 0)) return 0;
  const raw = type === "%" ? (price * Math.min(value, 100)) / 100 : value;
  return round2(Math.min(raw, price));
}

/** Discount as a percentage of the price, used by the listing's discount filter. */
export function discountPercent(price: number, type: DiscountType | null, value: number): number {
  if (price <= 0) return 0;
  return round2((unitDiscount(price, type, value) / price) * 100);
}

export type LineInput = {
  price: number;
  quantity: number;
  discountType: DiscountType | null;
  discountValue: number;
  taxRate: number;
};

export type LineAmounts = {
  unit_discount: number;
  line_discount: number;
  total: number;
  tax_amount: number;
  sub_total: number;
};

export function lineAmounts(line: LineInput): LineAmounts {
  const unit = unitDiscount(line.price, line.discountType, line.discountValue);
  const total = round2((line.price - unit) * line.quantity);
  const rate = line.taxRate > 0 ? line.taxRate : 0;
  const tax = round2(((total / (1 + rate / 100)) * rate) / 100);
  return {
    unit_discount: unit,
    line_discount: round2(unit * line.quantity),
    total,
    tax_amount: tax,
    sub_total: round2(total - tax),
  };
}

export type Totals = {
  sub_total: number;
  total_discount: number;
  total_tax: number;
  shipping_charges: number;
  total: number;
};

/** Sums of the per-line values, plus the flat shipping charge (only when there is something to ship). */
export function sumTotals(lines: readonly LineAmounts[], shippingCharges: number): Totals {
  const shipping = lines.length > 0 ? round2(shippingCharges) : 0;
  // Sum in whole cents so that many lines cannot drift by a cent (the storefront's lib/cart/math.ts does the same).
  const sum = (pick: (l: LineAmounts) => number) => lines.reduce((acc, l) => acc + Math.round(round2(pick(l)) * 100), 0) / 100;
  const linesTotal = sum((l) => l.total);
  return {
    sub_total: sum((l) => l.sub_total),
    total_discount: sum((l) => l.line_discount),
    total_tax: sum((l) => l.tax_amount),
    shipping_charges: shipping,
    total: round2(linesTotal + shipping),
  };
}
