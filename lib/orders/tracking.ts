import type { Order } from "@storefront/shop-answers";
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

type ReceiptFacts = Pick<Order, "number" | "orderDate" | "createdAt" | "status" | "totals" | "lines">;

/** What the tracking result shows of an order found by its order and tracking numbers. */
export function trackingReceipt(order: ReceiptFacts): TrackingReceipt {
  return {
    date: orderPlacedOn(order),
    orderNumber: order.number,
    items: order.lines.map((line) => ({ key: line.key, name: line.name, amount: trackingAmount(line.total) })),
    total: trackingAmount(order.totals.total),
    steps: trackerSteps(order.status),
  };
}
