import { formatOrderDate } from "@/lib/orders/order-date";
import { proceedHref as draftSummaryHref } from "@/lib/routing";
import type { SaleOrder } from "@/lib/shop-api/schemas";

/** Display rules of the order preview and the draft list (amounts: lib/pricing.ts `previewAmount`). */

type SaleOrderItem = SaleOrder["sale_order_item"][number];

/** What the browser reads of an order line; a server-side `SaleOrder` has all of it. */
export type OrderItem = Pick<SaleOrderItem, "id" | "quantity" | "total_amount"> & {
  items: Pick<SaleOrderItem["items"], "item_name" | "product_name" | "item_image" | "stock">;
};

/** What the browser reads of an order (the preview and the draft list). */
export type PreviewOrder = Pick<
  SaleOrder,
  "sale_order_id" | "order_number" | "order_date" | "created_at" | "sale_order_status" | "tracking" | "sub_total" | "total_discount" | "tax_amount" | "shipping_charges" | "total"
> & {
  shipping_address: Pick<NonNullable<SaleOrder["shipping_address"]>, "shipping_street1"> | null;
  sale_order_item: OrderItem[];
};

export function previewQuantity(quantity: number): string {
  return quantity.toFixed(2);
}

/** 'ddd, MMM-DD-YYYY' of the order date (the creation time when there is none); '' when unreadable. */
export function placedOn(order: Pick<PreviewOrder, "order_date" | "created_at">): string {
  return formatOrderDate(order.order_date) || formatOrderDate(order.created_at);
}

/** A draft order's line is flagged 'Out of stock' when the item's stock is below its quantity. */
export function isOutOfStock(order: Pick<PreviewOrder, "sale_order_status">, item: Pick<OrderItem, "quantity" | "items">): boolean {
  return order.sale_order_status === 0 && item.items.stock < item.quantity;
}

/** 'Click to Proceed' (drafts only) leads to the order summary for that order. */
export function proceedHref(order: Pick<PreviewOrder, "sale_order_id" | "sale_order_status">): string | null {
  return order.sale_order_status === 0 ? draftSummaryHref(order.sale_order_id) : null;
}

export function itemName(item: Pick<OrderItem, "items">): string {
  return item.items.item_name || item.items.product_name;
}
