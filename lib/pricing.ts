import type { Item } from "@/lib/shop-api/schemas";
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
 * The prices a product shows. The discount comes from `list_item[0]`; the discounted price is
 * computed with the cart's arithmetic so a card and the cart line can never disagree.
 */
export function priceDisplay(item: Pick<Item, "sale_price" | "list_item">, currencySymbol: string): PriceDisplay {
  const offer = item.list_item[0];
  const unit = offer ? unitDiscount(item.sale_price, offer.discount_type, offer.discount) : 0;
  if (!offer || unit <= 0) {
    return { salePrice: item.sale_price, finalPrice: item.sale_price, hasDiscount: false, discountLabel: null };
  }
  const label = offer.discount_type === "%" ? `${round2(Math.min(offer.discount, 100))}% off` : `${formatMoney(unit, currencySymbol)} off`;
  return { salePrice: item.sale_price, finalPrice: round2(item.sale_price - unit), hasDiscount: true, discountLabel: label };
}

/** A product's price as its cards and page show it: the amount to pay, and with a discount the price before and the label. */
export type PriceText = { now: string; was?: string; off?: string };

export function priceText(item: Pick<Item, "sale_price" | "list_item">, currencySymbol: string): PriceText {
  const price = priceDisplay(item, currencySymbol);
  const now = formatMoney(price.finalPrice, currencySymbol);
  return price.hasDiscount ? { now, was: formatMoney(price.salePrice, currencySymbol), off: price.discountLabel ?? "" } : { now };
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
