import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import type { Item } from "@/lib/shop-api/schemas";
import { formatMoney, round2, unitDiscount } from "@storefront/cart-math";

/** Small display rules of spec part 1 §2 and part 2 §4, shared by server and client components. */

dayjs.extend(utc);

/** Name length on product cards; carousels use 25 or 40 (spec part 1 §9). */
export const CARD_NAME_LENGTH = 30;

/**
 * The first `max` characters of `text`, then an ellipsis when anything was cut. Counts code points,
 * so an emoji is never split in half, and drops the space a cut can leave before the ellipsis.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  const limit = Math.max(0, Math.floor(max));
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join("").trimEnd()}…`;
}

/** A route segment decoded once; a malformed escape is kept as it is rather than throwing. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The category name of a listing route for its breadcrumb: only the first underscore becomes a space. */
export function categoryLabel(name: string): string {
  return name.replace("_", " ");
}

/** One path segment, encoded so that no label can add a segment or climb out with "." or "..". */
function pathSegment(text: string, fallback: string): string {
  const segment = encodeURIComponent(text);
  if (segment === "") return fallback;
  return segment === "." || segment === ".." ? segment.replaceAll(".", "%2E") : segment;
}

/** Mega-menu option link: `/{label with its first space replaced by a hyphen}/{option_id}`. */
export function optionHref(label: string, optionId: number): string {
  return `/${pathSegment(label.trim().replace(" ", "-"), "option")}/${optionId}`;
}

/** Category link: `/catagory/{fk_column_name}/{setting_id}` (the path's spelling is the contract's). */
export function categoryHref(fkColumnName: string, settingId: number): string {
  return `/catagory/${pathSegment(fkColumnName, "category")}/${settingId}`;
}

/** Breadcrumb title case: the first letter of every word upper-cased, the rest left as written. */
export function capitalise(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * An order date as 'ddd, MMM-DD-YYYY' (spec part 2 §4), e.g. 'Sat, Nov-21-2026'. Shown in UTC so
 * the server render and the browser agree whatever the visitor's time zone; '' when unreadable.
 */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = dayjs.utc(iso);
  return date.isValid() ? date.format("ddd, MMM-DD-YYYY") : "";
}

/** The main image of an `item_image` value (paths joined by "|"); '' when there is none. */
export function mainImage(paths: string | null | undefined): string {
  return paths?.split("|")[0]?.trim() ?? "";
}

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
