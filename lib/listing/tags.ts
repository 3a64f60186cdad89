import { formatMoney } from "@/lib/pricing";
import { listingHref, toggleChecked, withRange, type ListingState, type NumericRange } from "@/lib/listing/query";

export type FilterTag = { key: string; label: string; href: string };

function rangeText(range: NumericRange, format: (value: number) => string): string {
  if (range.max === null) return `from ${format(range.min)}`;
  if (range.min <= 0) return `up to ${format(range.max)}`;
  return `${format(range.min)} – ${format(range.max)}`;
}

/** One removable tag per active filter, each linking to the same listing without it (pure). */
export function filterTags(
  pathname: string,
  state: ListingState,
  labelOf: (optionId: number) => string,
  currencySymbol: string,
): FilterTag[] {
  const tags: FilterTag[] = state.checked.map((id) => ({
    key: `checked-${id}`,
    label: labelOf(id),
    href: listingHref(pathname, toggleChecked(state, id)),
  }));
  if (state.price) {
    tags.push({
      key: "price",
      label: `Price: ${rangeText(state.price, (v) => formatMoney(v, currencySymbol))}`,
      href: listingHref(pathname, withRange(state, "price", null)),
    });
  }
  if (state.discount) {
    tags.push({
      key: "discount",
      label: `Discount: ${rangeText(state.discount, (v) => `${v}%`)}`,
      href: listingHref(pathname, withRange(state, "discount", null)),
    });
  }
  return tags;
}
