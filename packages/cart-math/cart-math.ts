/**
 * The cart arithmetic of the storefront and the reference shop API: both import this package, so a
 * cart shown in the browser and the cart or order computed by the API never differ by a cent
 * (packages/shop-api/CONTRACT.md `CartLine` / `CartTotals`). The rule, step by step:
 *
 * 1. unit discount: "%" → price × value / 100 (value capped at 100), any other type → the value as a
 *    fixed amount; capped at the price, then rounded to cents. No type (null) means no discount.
 * 2. line total (tax included) = round2((price − unit discount) × quantity)
 * 3. tax = round2(total / (1 + rate/100) × rate/100), computed from the rounded total
 * 4. sub_total = round2(total − tax), so sub_total + tax is exactly the total
 * 5. line_discount = round2(unit discount × quantity)
 * 6. cart totals are the sums of the line values; shipping is added only when there is a line.
 *
 * Lines keep the contract's names (the API writes them as they are); totals are the storefront's `Totals`.
 *
 * Rounding is half away from zero on the decimal value (1.005 → 1.01, 2.675 → 2.68, −1.005 → −1.01).
 */

/** The amounts of a cart or an order. */
export type Totals = {
  /** Before tax, discounts applied. */
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  /** Tax and shipping included. */
  total: number;
};

export type LineInput = {
  price: number;
  quantity: number;
  /** "%" for a percentage, anything else is a fixed amount; null or undefined means no discount. */
  discountType: string | null | undefined;
  discountValue: number;
  /** Tax rate in percent, included in the price. */
  taxRate: number;
};

export type LineAmounts = {
  unit_discount: number;
  line_discount: number;
  total: number;
  tax_amount: number;
  sub_total: number;
};

/**
 * Rounds half away from zero to 2 decimals. Scaling by 100 can land just below the half cent
 * (1.005 × 100 = 100.49999999999999); cutting to 15 significant digits restores the decimal value
 * the number stands for before rounding. Non-finite input gives 0 rather than poisoning a total.
 */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const result = (Math.sign(value) * Math.round(scaled)) / 100;
  return result === 0 ? 0 : result; // never a negative zero
}

/** The discount on one unit, in money, rounded to cents (step 1 above). */
export function unitDiscount(price: number, discountType: string | null | undefined, value: number): number {
  if (discountType === null || discountType === undefined || !(value > 0) || !(price > 0)) return 0;
  const raw = discountType === "%" ? (price * Math.min(value, 100)) / 100 : value;
  return round2(Math.min(raw, price));
}

/** Every money figure of one cart line. */
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

type TotalsLine = Pick<LineAmounts, "sub_total" | "line_discount" | "tax_amount" | "total">;

/** Sums in whole cents, so adding many lines cannot drift by a cent. */
function sumCents(lines: readonly TotalsLine[], pick: (line: TotalsLine) => number): number {
  const cents = lines.reduce((acc, line) => acc + Math.round(round2(pick(line)) * 100), 0);
  return cents / 100;
}

/**
 * Cart totals: sums of the line values plus the flat shipping charge. Like the server, an empty cart
 * carries no shipping (there is nothing to ship).
 */
export function cartTotals(lines: readonly TotalsLine[], shippingCharges = 0): Totals {
  const shipping = lines.length > 0 && shippingCharges > 0 ? round2(shippingCharges) : 0;
  const linesTotal = sumCents(lines, (l) => l.total);
  return {
    subtotal: sumCents(lines, (l) => l.sub_total),
    discount: sumCents(lines, (l) => l.line_discount),
    tax: sumCents(lines, (l) => l.tax_amount),
    shipping,
    total: round2(linesTotal + shipping),
  };
}

/**
 * An amount with 2 decimals and the shop's currency symbol: "$12.50", "$12,500.00", "-$3.00". A symbol
 * made of letters (a currency code such as "AED") is followed by a space so it does not run into the digits.
 * The symbol is the shop's own (the API sends a symbol, not an ISO code), so only the digits are formatted:
 * English digits grouped by thousands (the spec's pages are in English). Not with `Intl.NumberFormat`:
 * Chromium loads its number-format data at the first one made, 55-60 ms of a phone's main thread (4x CPU)
 * while the first price of a page hydrates, a third of what the storefront's pages took beyond a bare
 * Next.js page (BENCHMARKS.md).
 */
export function formatMoney(amount: number, symbol: string): string {
  const rounded = round2(amount);
  const grouped = Math.abs(rounded)
    .toFixed(2)
    .replace(/\B(?=(\d{3})+\.)/g, ",");
  const prefix = /^[A-Za-z]+$/.test(symbol) ? `${symbol} ` : symbol;
  return `${rounded < 0 ? "-" : ""}${prefix}${grouped}`;
}
