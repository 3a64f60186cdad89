import type { SaleOrder } from "@storefront/shop-answers";
import { orderLine } from "@/lib/shop-api/order-line";
import { orderPlacedOn } from "./order-date";
import { trackingAmount } from "@/lib/pricing";
import { trackerSteps, type TrackerStep } from "./status";

export type TrackingReceipt = {
  date: string;
  orderNumber: string;
  items: { key: string; name: string; amount: string }[];
  total: string;
  steps: TrackerStep[];
};

type ReceiptFacts = Pick<
  SaleOrder,
  "order_number" | "order_date" | "created_at" | "sale_order_status" | "total" | "sale_order_item"
>;

/** What the tracking result shows of an order found by its order and tracking numbers. */
export function trackingReceipt(order: ReceiptFacts): TrackingReceipt {
  return {
    date: orderPlacedOn(order),
    orderNumber: order.order_number,
    items: order.sale_order_item
      .map(orderLine)
      .map((line) => ({ key: line.key, name: line.name, amount: trackingAmount(line.total) })),
    total: trackingAmount(order.total),
    steps: trackerSteps(order.sale_order_status),
  };
}
