import type { ProductSummary } from "@/lib/shop-api/product-summary";
import { formatMoney, round2, unitDiscount } from "@storefront/cart-math";

/** Every amount the storefront shows is formatted here, with the cart's arithmetic. */

export { formatMoney };

export type PriceDisplay = {
  /** The price before any discount. */
  salePrice: number;
  /** What one unit costs: the sale price less the discount; equal to salePrice without one. */
  finalPrice: number;
  hasDiscount: boolean;
  /** '10% off' or '$5.00 off'; null without a discount. */
  discountLabel: string | null;
};

/**
 * The prices a product shows. The discounted price is computed with the cart's arithmetic so a
 * card and the cart line can never disagree.
 */
export function priceDisplay(
  { price, offer }: Pick<ProductSummary, "price" | "offer">,
  currencySymbol: string,
): PriceDisplay {
  const unit = offer ? unitDiscount(price, offer.type, offer.value) : 0;
  if (!offer || unit <= 0) return { salePrice: price, finalPrice: price, hasDiscount: false, discountLabel: null };
  const label =
    offer.type === "%" ? `${round2(Math.min(offer.value, 100))}% off` : `${formatMoney(unit, currencySymbol)} off`;
  return { salePrice: price, finalPrice: round2(price - unit), hasDiscount: true, discountLabel: label };
}

/** A product's price as its cards and page show it: the amount to pay, and with a discount the price before and the label. */
export type PriceText = { now: string; was?: string; off?: string };

export function priceText(product: Pick<ProductSummary, "price" | "offer">, currencySymbol: string): PriceText {
  const price = priceDisplay(product, currencySymbol);
  const now = formatMoney(price.finalPrice, currencySymbol);
  return price.hasDiscount
    ? { now, was: formatMoney(price.salePrice, currencySymbol), off: price.discountLabel ?? "" }
    : { now };
}

// The order preview and the tracking page show these currencies whatever the shop's: the
// specification's display rule, kept as written.
const PREVIEW_CURRENCY = "AED";
const TRACKING_CURRENCY = "£";

/** An amount of the order preview and the draft list. */
export function previewAmount(amount: number): string {
  return formatMoney(amount, PREVIEW_CURRENCY);
}

/** An amount of the order tracking result. */
export function trackingAmount(amount: number): string {
  return formatMoney(amount, TRACKING_CURRENCY);
}
