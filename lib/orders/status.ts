import type { Order } from "@storefront/shop-answers";
import { round2 } from "@storefront/cart-math";
import { formatMoney } from "@/lib/pricing";
import { proceedHref, trackOrderHref } from "@/lib/routing";
import { formatOrderDate, orderPlacedOn } from "./order-date";

/**
 * How an order's status reads, as data and small functions. Status codes:
 * 0 draft, 1 pending, 6 shipped, 3 delivered, 7 cancel request, 8 cancelled (CONTRACT.md).
 */

type StatusColour = "danger" | "warning" | "info" | "success" | "secondary";
export type OrderStatusCode = 0 | 1 | 3 | 6 | 7 | 8;
export type StatusDisplay = { label: string; colour: StatusColour; progress: number };

/** The spec's table; "red" is the danger colour. */
export const ORDER_STATUSES: Readonly<Record<OrderStatusCode, StatusDisplay>> = {
  0: { label: "Draft", colour: "danger", progress: 0 },
  1: { label: "Pending", colour: "warning", progress: 35 },
  6: { label: "Shipped", colour: "info", progress: 75 },
  3: { label: "Delivered", colour: "success", progress: 100 },
  7: { label: "Cancel Request", colour: "secondary", progress: 35 },
  8: { label: "Cancelled", colour: "danger", progress: 100 },
};

function isOrderStatus(status: number): status is OrderStatusCode {
  return Object.hasOwn(ORDER_STATUSES, status);
}

/** Label, colour and progress of a status; a code the spec does not know reads neutrally. */
export function statusDisplay(status: number): StatusDisplay {
  return isOrderStatus(status) ? ORDER_STATUSES[status] : { label: "Unknown", colour: "secondary", progress: 0 };
}

type PaymentFacts = Pick<Order, "status" | "paid"> & { totals: Pick<Order["totals"], "total"> };

function hasNoAdvance(order: PaymentFacts): boolean {
  return !(order.paid > 0);
}

function isPaidInFull(order: PaymentFacts): boolean {
  return order.paid > 0 && round2(order.paid) === round2(order.totals.total);
}

/**
 * The status text of the order history. Pending, shipped and delivered orders read 'Pending to
 * Ship', 'Order has been shipped', 'Order is Delivered' when paid in full or not paid at all (cash
 * on delivery); the spec says nothing of a part payment, so that case falls back to the table's label.
 */
export function historyStatusLabel(order: PaymentFacts): string {
  const settled = isPaidInFull(order) || hasNoAdvance(order);
  switch (order.status) {
    case 0:
      return "Draft";
    case 1:
      return settled ? "Pending to Ship" : statusDisplay(1).label;
    case 6:
      return settled ? "Order has been shipped" : statusDisplay(6).label;
    case 3:
      return settled ? "Order is Delivered" : statusDisplay(3).label;
    case 7:
      return "Cancel Request";
    case 8:
      return "Order Cancelled";
    default:
      return statusDisplay(order.status).label;
  }
}

/** Payment mode of a card payment (CONTRACT.md `payment_rec_inv.payment_receive.mode`). */
const CREDIT_CARD_MODE = 5;

type HistoryPaymentFacts = PaymentFacts & Pick<Order, "paymentMode">;

/**
 * The payment column of the order history: 'Credit card' for a card payment, 'Pending' for an unpaid
 * draft, 'COD' for any other unpaid order. The spec has no text for an advance paid another way; it
 * is paid, so it reads 'Paid'.
 */
export function historyPaymentLabel(order: HistoryPaymentFacts): string {
  if (order.paymentMode === CREDIT_CARD_MODE) return "Credit card";
  if (hasNoAdvance(order)) return order.status === 0 ? "Pending" : "COD";
  return "Paid";
}

/**
 * The payment line of the checkout views (summary, receipt, preview). The spec names cash on delivery
 * for status 1; an unpaid order that has since moved on (shipped, delivered) was paid the same way,
 * so every placed order without an advance reads 'Cash on Delivery'. A part payment has no text: null.
 */
export function checkoutPaymentLabel(order: PaymentFacts): string | null {
  if (order.status !== 0 && isPaidInFull(order)) return "Credit Card";
  if (hasNoAdvance(order)) return order.status === 0 ? "Pending" : "Cash on Delivery";
  return null;
}

type DateFacts = Pick<Order, "status" | "orderDate" | "createdAt" | "shipmentDate">;

/** 'Placed on {date}' for a draft or pending order, 'Shipped on {date}' for a shipped one, otherwise null. */
export function orderDateLine(order: DateFacts): string | null {
  if (order.status === 0 || order.status === 1) {
    const placed = orderPlacedOn(order);
    return placed ? `Placed on ${placed}` : null;
  }
  if (order.status === 6) {
    const shipped = formatOrderDate(order.shipmentDate);
    return shipped ? `Shipped on ${shipped}` : null;
  }
  return null;
}

const TRACKER_STEP_LABELS = ["Ordered", "Shipped", "On the way", "Delivered"] as const;
export type TrackerStep = { label: (typeof TRACKER_STEP_LABELS)[number]; active: boolean };

/**
 * The four-step tracker. Delivered is lit at status 3 alone; the steps before it show how far the
 * order got:
 *   0 draft           → no step (nothing has been ordered yet)
 *   1 pending         → Ordered
 *   7 cancel request  → Ordered (it has not left the shop)
 *   8 cancelled       → Ordered (it never shipped)
 *   6 shipped         → Ordered, Shipped, On the way
 *   3 delivered       → all four
 */
export function trackerSteps(status: number): TrackerStep[] {
  const placed = status !== 0 && isOrderStatus(status);
  const shipped = status === 6 || status === 3;
  const active = [placed, shipped, shipped, status === 3];
  return TRACKER_STEP_LABELS.map((label, i) => ({ label, active: active[i] ?? false }));
}

/** The order history hides drafts. */
export function historyOrders<T extends Pick<Order, "status">>(orders: readonly T[]): T[] {
  return orders.filter((o) => o.status !== 0);
}

export type OrderActions = {
  /** Cancel Request: only from pending. */
  cancelRequest: boolean;
  /** An unpaid draft can be taken to the order summary to be paid. */
  proceed: string | null;
  /** Track Order link for a shipped or delivered order with tracking info. */
  track: string | null;
  /** Preview is always offered. */
  preview: true;
};

type ActionFacts = PaymentFacts & Pick<Order, "id" | "number" | "trackingNumber">;

/** Which actions the order history's menu offers for an order. */
export function orderActions(order: ActionFacts): OrderActions {
  const status = order.status;
  const trackingNo = order.trackingNumber;
  return {
    cancelRequest: status === 1,
    proceed: status === 0 && hasNoAdvance(order) ? proceedHref(order.id) : null,
    track: (status === 6 || status === 3) && trackingNo !== "" ? trackOrderHref(order.number, trackingNo) : null,
    preview: true,
  };
}

type RowFacts = ActionFacts &
  Pick<Order, "paymentMode"> & {
    customer: { name: string } | null;
    currency: { symbol: string } | null;
  };

export type HistoryRow = {
  status: string;
  payment: string;
  customerName: string;
  total: string;
  actions: OrderActions;
};

/** One row of the order history: status and payment texts, the customer, the total in the order's currency, the actions. */
export function historyRow(order: RowFacts): HistoryRow {
  return {
    status: historyStatusLabel(order),
    payment: historyPaymentLabel(order),
    customerName: order.customer?.name ?? "",
    total: formatMoney(order.totals.total, order.currency?.symbol ?? ""),
    actions: orderActions(order),
  };
}

/** The history as it reads right after a cancel request was accepted, before the shop is asked again. */
export function withCancelRequested<T extends Pick<Order, "id" | "status">>(
  orders: readonly T[],
  saleOrderId: number,
): T[] {
  return orders.map((o) => (o.id === saleOrderId ? { ...o, status: 7 } : o));
}
