import type { SaleOrder } from "@/lib/shop-api/schemas";
import { formatOrderDate } from "./order-date";
import { trackingAmount } from "@/lib/pricing";
import { trackerSteps, type TrackerStep } from "./status";

export type TrackingReceipt = {
  date: string;
  orderNumber: string;
  items: { id: number; name: string; amount: string }[];
  total: string;
  steps: TrackerStep[];
};

type ReceiptFacts = Pick<SaleOrder, "order_number" | "order_date" | "created_at" | "sale_order_status" | "total"> & {
  sale_order_item: readonly (Pick<SaleOrder["sale_order_item"][number], "id" | "total_amount"> & {
    items: { item_name: string; product_name: string };
  })[];
};

/** What the tracking result shows of an order found by its order and tracking numbers. */
export function trackingReceipt(order: ReceiptFacts): TrackingReceipt {
  return {
    date: formatOrderDate(order.order_date) || formatOrderDate(order.created_at),
    orderNumber: order.order_number,
    items: order.sale_order_item.map((item) => ({
      id: item.id,
      name: item.items.item_name || item.items.product_name,
      amount: trackingAmount(item.total_amount),
    })),
    total: trackingAmount(order.total),
    steps: trackerSteps(order.sale_order_status),
  };
}
