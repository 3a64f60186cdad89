import { proceedHref as draftSummaryHref } from "@/lib/routing";
import type { OrderLine } from "@/lib/shop-api/order-line";
import type { SaleOrder } from "@storefront/shop-answers";

/** Display rules of the order preview and the draft list (amounts: lib/pricing.ts `previewAmount`). */

/** What the browser reads of an order (the preview and the draft list). */
export type PreviewOrder = Pick<
  SaleOrder,
  | "sale_order_id"
  | "order_number"
  | "order_date"
  | "created_at"
  | "sale_order_status"
  | "tracking"
  | "sale_order_item"
  | "sub_total"
  | "total_discount"
  | "tax_amount"
  | "shipping_charges"
  | "total"
> & {
  shipping_address: Pick<NonNullable<SaleOrder["shipping_address"]>, "shipping_street1"> | null;
};

export function previewQuantity(quantity: number): string {
  return quantity.toFixed(2);
}

/** A draft order's line is flagged 'Out of stock' when the item's stock is below its quantity. */
export function isOutOfStock(
  order: Pick<PreviewOrder, "sale_order_status">,
  line: Pick<OrderLine, "quantity" | "stock">,
): boolean {
  return order.sale_order_status === 0 && line.stock < line.quantity;
}

/** 'Click to Proceed' (drafts only) leads to the order summary for that order. */
export function proceedHref(order: Pick<PreviewOrder, "sale_order_id" | "sale_order_status">): string | null {
  return order.sale_order_status === 0 ? draftSummaryHref(order.sale_order_id) : null;
}
