import { proceedHref as draftSummaryHref } from "@/lib/routing";
import type { OrderLine } from "@storefront/shop-answers";
import type { Order } from "@storefront/shop-answers";

/** Display rules of the order preview and the draft list (amounts: lib/pricing.ts `previewAmount`). */

/** What the browser reads of an order (the preview and the draft list). */
export type PreviewOrder = Pick<
  Order,
  "id" | "number" | "orderDate" | "createdAt" | "status" | "trackingNumber" | "lines" | "totals"
> & {
  shippingAddress: Pick<NonNullable<Order["shippingAddress"]>, "shipping_street1"> | null;
};

export function previewQuantity(quantity: number): string {
  return quantity.toFixed(2);
}

/** A draft order's line is flagged 'Out of stock' when the item's stock is below its quantity. */
export function isOutOfStock(
  order: Pick<PreviewOrder, "status">,
  line: Pick<OrderLine, "quantity" | "stock">,
): boolean {
  return order.status === 0 && line.stock < line.quantity;
}

/** 'Click to Proceed' (drafts only) leads to the order summary for that order. */
export function proceedHref(order: Pick<PreviewOrder, "id" | "status">): string | null {
  return order.status === 0 ? draftSummaryHref(order.id) : null;
}
