import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";
import type { OrderAddress } from "./placement";

/** Sale order rows → the contract's `SaleOrder` (CONTRACT.md "Shapes"). */

export type OrderRow = {
  id: number;
  shop_id: number;
  customer_id: number;
  order_number: string;
  status: 0 | 1 | 3 | 6 | 7 | 8;
  order_date: string;
  shipment_date: string | null;
  pay_type: number;
  sub_total: number;
  total_discount: number;
  tax_amount: number;
  shipping_charges: number;
  total: number;
  advance_payment_sum_amount: number;
  currency_code: string;
  currency_symbol: string;
  customer_name: string;
  customer_email: string;
  customer_mobile: string;
  cancel_message: string | null;
  stock_reserved: 0 | 1;
  created_at: string;
};

type LineRow = {
  id: number;
  uuid: string;
  item_name: string;
  product_name: string;
  item_image: string;
  quantity: number;
  rate: number;
  discount: number;
  discount_type: "%" | "amount" | null;
  tax_rate: number;
  line_discount: number;
  tax_amount: number;
  sub_total: number;
  total_amount: number;
  stock: number | null;
};

type AddressRow = Omit<OrderAddress, "phone_code"> & { kind: "shipping" | "billing"; country_name: string | null };

const linesOf = query<
  [orderId: number],
  LineRow
>(`SELECT l.id, l.uuid, l.item_name, l.product_name, l.item_image, l.quantity, l.rate, l.discount, l.discount_type,
  l.tax_rate, l.line_discount, l.tax_amount, l.sub_total, l.total_amount, i.stock
  FROM sale_order_items l LEFT JOIN items i ON i.id = l.item_id WHERE l.sale_order_id = ? ORDER BY l.id`);
const addressesOf = query<
  [orderId: number],
  AddressRow
>(`SELECT a.kind, a.name, a.street1, a.street2, a.city, a.zip_code, a.state, a.country_id, c.name AS country_name, a.phone
  FROM sale_order_addresses a LEFT JOIN countries c ON c.id = a.country_id WHERE a.sale_order_id = ?`);
const trackingOf = pluck<[orderId: number], string>(
  "SELECT tracking_no FROM sale_order_tracking WHERE sale_order_id = ?",
);
const lastPaymentMode = pluck<[orderId: number], number>(
  "SELECT mode FROM sale_order_payments WHERE sale_order_id = ? ORDER BY id DESC LIMIT 1",
);

const country = (id: number | null, name: string | null) =>
  id === null ? null : { country_id: id, country_name: name ?? "" };

/** The order's shipping and billing rows in the `CustomerAddress` shape. */
function addressOf(db: Db, orderId: number) {
  const rows = addressesOf(db).all(orderId);
  const shipping = rows.find((r) => r.kind === "shipping");
  const billing = rows.find((r) => r.kind === "billing") ?? shipping;
  return {
    shipping_street1: shipping?.street1 ?? "",
    shipping_street2: shipping?.street2 ?? "",
    shipping_city: shipping?.city ?? "",
    shipping_zip_code: shipping?.zip_code ?? "",
    shipping_state: shipping?.state ?? "",
    shipping_country: country(shipping?.country_id ?? null, shipping?.country_name ?? null),
    billing_street1: billing?.street1 ?? "",
    billing_street2: billing?.street2 ?? "",
    billing_city: billing?.city ?? "",
    billing_zip_code: billing?.zip_code ?? "",
    billing_state: billing?.state ?? "",
    billing_country: country(billing?.country_id ?? null, billing?.country_name ?? null),
    billing_phone: billing?.phone ?? "",
    name: shipping?.name ?? "",
  };
}

export function toSaleOrder(db: Db, row: OrderRow) {
  const lines = linesOf(db).all(row.id);
  const tracking = trackingOf(db).get(row.id);
  const mode = lastPaymentMode(db).get(row.id);
  return {
    sale_order_id: row.id,
    order_number: row.order_number,
    order_date: row.order_date,
    created_at: row.created_at,
    sale_order_status: row.status,
    shipment_date: row.shipment_date,
    tracking: tracking === undefined ? null : { tracking_no: tracking },
    shipping_address: addressOf(db, row.id),
    sale_order_item: lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      rate: l.rate,
      discount: l.discount_type === null ? 0 : l.discount,
      discount_type: l.discount_type,
      line_discount: l.line_discount,
      tax: l.tax_rate,
      tax_amount: l.tax_amount,
      sub_total: l.sub_total,
      total_amount: l.total_amount,
      // Live stock, so that the cart page can flag a draft line the shop can no longer fill.
      items: {
        uuid: l.uuid,
        item_name: l.item_name,
        product_name: l.product_name,
        item_image: l.item_image,
        stock: l.stock ?? 0,
      },
    })),
    sub_total: row.sub_total,
    total_discount: row.total_discount,
    tax_amount: row.tax_amount,
    shipping_charges: row.shipping_charges,
    total: row.total,
    advance_payment_sum_amount: row.advance_payment_sum_amount,
    pay_type: row.pay_type,
    currency_symbol: { symbol: row.currency_symbol, currency_code: row.currency_code },
    customer: { name: row.customer_name, email: row.customer_email, mobile: row.customer_mobile },
    payment_rec_inv: mode === undefined ? null : { payment_receive: { mode } },
    cancel_message: row.cancel_message,
  };
}

export type SaleOrder = ReturnType<typeof toSaleOrder>;

/**
 * What the public track-order call shows: anyone who knows an order and tracking number gets the
 * order's progress, items and totals, but not the customer's name, contact details or address.
 */
export function toTrackedOrder(db: Db, row: OrderRow) {
  return { ...toSaleOrder(db, row), customer: null, shipping_address: null, cancel_message: null };
}
