import { formatMoney } from "@storefront/cart-math";
import { formatOrderDate } from "@/lib/format";
import type { PreviewOrder, PreviewOrderItem } from "@/lib/client-schemas";

/** Display rules of the order preview (spec part 2 §2, §9): amounts in 'AED', quantities with 2 decimals. */

export const PREVIEW_CURRENCY = "AED";

export type OrderItem = PreviewOrderItem;

export function previewAmount(amount: number): string {
  return formatMoney(amount, PREVIEW_CURRENCY);
}

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
  return order.sale_order_status === 0 ? `/order-summary/?order_id=${order.sale_order_id}` : null;
}

export function itemName(item: Pick<OrderItem, "items">): string {
  return item.items.item_name || item.items.product_name;
}
