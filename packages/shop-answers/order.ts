import type { Totals } from "@storefront/cart-math";
import type { OrderLine } from "./order-line";
import type { CustomerAddress } from "./shapes";
import { totalsOf, type ContractAmounts } from "./totals";

/** The shop's currency as an order states it; `code` is empty when the shop sends only the symbol. */
type Currency = { symbol: string; code: string };

/** An order as the storefront reads it: receipts, previews, the history, tracking, checkout and payments. */
export type Order = {
  id: number;
  number: string;
  /** 0 draft, 1 placed, … (lib/orders/status.ts). */
  status: number;
  /** ISO dates as the shop sends them; either of the first two may be empty (lib/orders/order-date.ts). */
  orderDate: string;
  createdAt: string;
  shipmentDate: string | null;
  /** Empty until the order is shipped with tracking. */
  trackingNumber: string;
  shippingAddress: CustomerAddress | null;
  lines: OrderLine[];
  totals: Totals;
  /** What has been paid in advance; 0 for cash on delivery. */
  paid: number;
  /** How the received payment was made (5 is a card: lib/orders/status.ts); null when none was received. */
  paymentMode: number | null;
  currency: Currency | null;
  customer: { name: string; email: string; mobile: string } | null;
  /** The customer's words when asking to cancel. */
  cancelMessage: string | null;
};

/** A `SaleOrder` as the answer schema reads it (CONTRACT.md), its lines already read. */
type SaleOrder = ContractAmounts & {
  sale_order_id: number;
  order_number: string;
  order_date: string;
  created_at: string;
  sale_order_status: number;
  shipment_date: string | null;
  tracking: { tracking_no: string } | null;
  shipping_address: CustomerAddress | null;
  lines: OrderLine[];
  tax_amount: number;
  advance_payment_sum_amount: number;
  currency_symbol: { symbol: string; currency_code: string } | null;
  customer: Order["customer"];
  payment_rec_inv: { payment_receive?: { mode: number } | null } | null;
  cancel_message: string | null;
};

/** The one place that reads an order's field names. */
export function orderOf(order: SaleOrder): Order {
  return {
    id: order.sale_order_id,
    number: order.order_number,
    status: order.sale_order_status,
    orderDate: order.order_date,
    createdAt: order.created_at,
    shipmentDate: order.shipment_date,
    trackingNumber: order.tracking?.tracking_no.trim() ?? "",
    shippingAddress: order.shipping_address,
    lines: order.lines,
    totals: totalsOf(order, order.tax_amount),
    paid: order.advance_payment_sum_amount,
    paymentMode: order.payment_rec_inv?.payment_receive?.mode ?? null,
    currency: order.currency_symbol && {
      symbol: order.currency_symbol.symbol,
      code: order.currency_symbol.currency_code,
    },
    customer: order.customer,
    cancelMessage: order.cancel_message,
  };
}
