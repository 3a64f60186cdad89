import { cartTotals } from "@storefront/cart-math";
import type { Customer } from "../account/customers";
import { amountsOf, cartLineCount, cartRows, type CartRow } from "../cart/cart-lines";
import type { DiscountType } from "../catalogue/items";
import type { Db } from "../db/open";
import { pluck, query } from "../db/statement";
import { notFound } from "../http/errors";
import type { Shop } from "../shops/shops";
import { nextOrderNumber } from "./numbers";
import type { OrderAddress, Placement } from "./placement";
import { NOTHING_TO_ORDER, ORDER_NOT_FOUND, Refusal, TOTAL_CHANGED } from "./refusal";
import { reserveOrderStock, takeStock } from "./stock";
import type { OrderRow } from "./view";

/**
 * Places an order (status 1, cash on delivery) or makes a draft awaiting a gateway (status 0), from the
 * finalized cart or an existing draft (CONTRACT.md "Orders"). One IMMEDIATE transaction takes the write
 * lock before anything is read, so the stock checks of concurrent orders, even from another process, queue.
 */

const orderTotal = pluck<[orderId: number], number>("SELECT total FROM sale_orders WHERE id = ?");
const orderById = query<[orderId: number], OrderRow>("SELECT * FROM sale_orders WHERE id = ?");
type NewOrder = [
  shopId: number,
  customerId: number,
  orderNumber: string,
  status: 0 | 1,
  orderDate: string,
  payType: number,
  subTotal: number,
  totalDiscount: number,
  taxAmount: number,
  shipping: number,
  total: number,
  currencyCode: string,
  currencySymbol: string,
  name: string,
  email: string,
  mobile: string,
  phoneCode: string,
  fromCart: 0 | 1,
  createdAt: string,
  updatedAt: string,
];
const insertOrder = pluck<NewOrder, number>(
  `INSERT INTO sale_orders (shop_id, customer_id, order_number, status, order_date, pay_type, sub_total, total_discount, tax_amount,
     shipping_charges, total, currency_code, currency_symbol, customer_name, customer_email, customer_mobile, customer_phone_code,
     stock_reserved, from_cart, created_at, updated_at)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?) RETURNING id`,
);
type NewLine = [
  orderId: number,
  itemId: number,
  uuid: string,
  itemName: string,
  productOfItem: number,
  image: string,
  quantity: number,
  rate: number,
  discount: number,
  discountType: string | null,
  taxRate: number,
  taxId: number | null,
  lineDiscount: number,
  taxAmount: number,
  subTotal: number,
  total: number,
];
const insertLine = query<NewLine>(
  `INSERT INTO sale_order_items (sale_order_id, item_id, uuid, item_name, product_name, item_image, quantity, rate, discount,
     discount_type, tax_rate, fk_tax_id, line_discount, tax_amount, sub_total, total_amount)
   VALUES (?, ?, ?, ?, (SELECT p.product_name FROM items i JOIN products p ON p.id = i.product_id WHERE i.id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const removeCartLine = query<[cartId: number]>("DELETE FROM cart_lines WHERE id = ?");
const draftOf = query<
  [orderId: number, shopId: number, customerId: number],
  { id: number; status: number; advance_payment_sum_amount: number }
>("SELECT id, status, advance_payment_sum_amount FROM sale_orders WHERE id = ? AND shop_id = ? AND customer_id = ?");
const placeDraft = query<
  [
    status: 0 | 1,
    payType: number,
    name: string,
    email: string,
    mobile: string,
    phoneCode: string,
    at: string,
    orderId: number,
  ]
>(
  `UPDATE sale_orders SET status = ?, pay_type = ?, customer_name = ?, customer_email = ?, customer_mobile = ?, customer_phone_code = ?,
     from_cart = 0, updated_at = ? WHERE id = ?`,
);
const expireOpenSessions = query<[orderId: number]>(
  "UPDATE payment_sessions SET status = 'expired' WHERE sale_order_id = ? AND status = 'open'",
);
const putAddress = query<
  [
    orderId: number,
    kind: "shipping" | "billing",
    name: string,
    street1: string,
    street2: string,
    city: string,
    zip: string,
    state: string,
    countryId: number | null,
    phoneCode: string,
    phone: string,
  ]
>(
  `INSERT OR REPLACE INTO sale_order_addresses (sale_order_id, kind, name, street1, street2, city, zip_code, state, country_id, phone_code, phone)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
type StoredAddressParams = [
  customerId: number,
  name: string,
  street1: string,
  street2: string,
  city: string,
  zip: string,
  state: string,
  countryId: number | null,
  billingStreet1: string,
  billingStreet2: string,
  billingCity: string,
  billingZip: string,
  billingState: string,
  billingCountryId: number | null,
  billingPhone: string,
];
const storeAddress = query<StoredAddressParams>(
  `INSERT OR REPLACE INTO customer_addresses (customer_id, name, shipping_street1, shipping_street2, shipping_city, shipping_zip_code,
     shipping_state, shipping_country_id, billing_street1, billing_street2, billing_city, billing_zip_code, billing_state,
     billing_country_id, billing_phone)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

type DraftLine = {
  id: number;
  quantity: number;
  line_discount: number;
  tax_amount: number;
  sub_total: number;
  total_amount: number;
  sale_price: number | null;
  discount_type: DiscountType | null;
  discount_value: number;
  fk_tax_id: number | null;
  tax_rate: number | null;
};
const unpaidDraftOf = pluck<[orderId: number, shopId: number, customerId: number], number>(
  "SELECT id FROM sale_orders WHERE id = ? AND shop_id = ? AND customer_id = ? AND status = 0 AND advance_payment_sum_amount = 0",
);
const draftLines = query<[orderId: number], DraftLine>(
  `SELECT l.id, l.quantity, l.line_discount, l.tax_amount, l.sub_total, l.total_amount, i.sale_price, i.discount_type, i.discount_value,
     i.fk_tax_id, t.rate AS tax_rate
   FROM sale_order_items l LEFT JOIN items i ON i.id = l.item_id LEFT JOIN taxes t ON t.id = i.fk_tax_id WHERE l.sale_order_id = ? ORDER BY l.id`,
);
const repriceLine = query<
  [
    rate: number,
    discount: number,
    discountType: string | null,
    taxRate: number,
    taxId: number | null,
    lineDiscount: number,
    taxAmount: number,
    subTotal: number,
    total: number,
    lineId: number,
  ]
>(
  `UPDATE sale_order_items SET rate = ?, discount = ?, discount_type = ?, tax_rate = ?, fk_tax_id = ?, line_discount = ?, tax_amount = ?,
     sub_total = ?, total_amount = ? WHERE id = ?`,
);
const repriceTotals = query<
  [subTotal: number, totalDiscount: number, taxAmount: number, shipping: number, total: number, orderId: number]
>(
  "UPDATE sale_orders SET sub_total = ?, total_discount = ?, tax_amount = ?, shipping_charges = ?, total = ? WHERE id = ?",
);

/**
 * Brings an unpaid draft to the items' prices, discounts and taxes and the shop's shipping of now: a
 * draft made weeks ago is not sold at its old prices. Committed on its own, before the placement, so
 * that a placement refused because the total changed leaves the draft showing the new total.
 * A line whose item was deleted keeps its amounts.
 */
function repriceDraft(db: Db, shop: Shop, customerId: number, draftId: number): void {
  db.transaction(() => {
    if (unpaidDraftOf(db).get(draftId, shop.id, customerId) === undefined) return;
    const amounts = draftLines(db)
      .all(draftId)
      .map((line) => {
        if (line.sale_price === null)
          return {
            line_discount: line.line_discount,
            tax_amount: line.tax_amount,
            sub_total: line.sub_total,
            total: line.total_amount,
          };
        const a = amountsOf({ ...line, sale_price: line.sale_price });
        repriceLine(db).run(
          line.sale_price,
          line.discount_type === null ? 0 : line.discount_value,
          line.discount_type,
          line.tax_rate ?? 0,
          line.fk_tax_id,
          a.line_discount,
          a.tax_amount,
          a.sub_total,
          a.total,
          line.id,
        );
        return a;
      });
    const totals = cartTotals(amounts, shop.shipping_charges);
    repriceTotals(db).run(totals.subtotal, totals.discount, totals.tax, totals.shipping, totals.total, draftId);
  })();
}

export type PlacedOrder = { order: OrderRow; empty: boolean };
export type PlaceOutcome = { ok: true; placed: PlacedOrder } | { ok: false; body: Record<string, unknown> };

export function placeOrder(
  db: Db,
  shop: Shop,
  customer: Customer,
  placement: Placement,
  status: 0 | 1,
  now: Date,
): PlaceOutcome {
  if (placement.saleOrderId !== null) repriceDraft(db, shop, customer.id, placement.saleOrderId);
  try {
    const placed = db
      .transaction(() => {
        const orderId =
          placement.saleOrderId === null
            ? orderFromCart(db, shop, customer, placement, status, now)
            : useDraft(db, shop, customer, placement.saleOrderId, placement, status, now);
        const total = orderTotal(db).get(orderId) ?? 0;
        if (placement.claimedTotal !== null && Math.round(placement.claimedTotal * 100) !== Math.round(total * 100))
          throw new Refusal(TOTAL_CHANGED);
        writeAddresses(db, orderId, placement);
        saveStoredAddress(db, customer.id, placement);
        const order = orderById(db).get(orderId);
        if (!order) throw new Error(`order ${orderId} vanished in its own transaction`);
        return { order, empty: cartLineCount(db, customer.id) === 0 };
      })
      .immediate();
    return { ok: true, placed };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, body: err.body };
    throw err;
  }
}

function orderFromCart(db: Db, shop: Shop, customer: Customer, placement: Placement, status: 0 | 1, now: Date): number {
  const lines = cartRows(db, customer.id).filter((r) => r.finalize === 1);
  if (lines.length === 0) throw new Refusal(NOTHING_TO_ORDER, { empty: true });
  takeStock(db, lines);

  const amounts = lines.map(amountsOf);
  const totals = cartTotals(amounts, shop.shipping_charges);
  const at = now.toISOString();
  const orderId = insertOrder(db).get(
    shop.id,
    customer.id,
    nextOrderNumber(db, shop.id),
    status,
    at,
    placement.payMethod,
    totals.subtotal,
    totals.discount,
    totals.tax,
    totals.shipping,
    totals.total,
    shop.currency_code,
    shop.currency_symbol,
    placement.contact.name,
    placement.contact.email,
    placement.contact.mobile,
    placement.contact.phoneCode,
    status === 0 ? 1 : 0,
    at,
    at,
  );
  if (orderId === undefined) throw new Error("INSERT … RETURNING answered no row");

  lines.forEach((line: CartRow, n) => {
    const a = amounts[n]!;
    insertLine(db).run(
      orderId,
      line.item_id,
      line.uuid,
      line.item_name,
      line.item_id,
      line.item_image,
      line.quantity,
      line.sale_price,
      line.discount_type === null ? 0 : line.discount_value,
      line.discount_type,
      line.tax_rate ?? 0,
      line.fk_tax_id,
      a.line_discount,
      a.tax_amount,
      a.sub_total,
      a.total,
    );
    removeCartLine(db).run(line.cart_id);
  });
  return orderId;
}

function useDraft(
  db: Db,
  shop: Shop,
  customer: Customer,
  draftId: number,
  placement: Placement,
  status: 0 | 1,
  now: Date,
): number {
  const draft = draftOf(db).get(draftId, shop.id, customer.id);
  if (!draft) throw notFound(ORDER_NOT_FOUND);
  if (draft.status !== 0 || draft.advance_payment_sum_amount > 0)
    throw new Refusal("This order has already been placed.");
  reserveOrderStock(db, draft.id);
  const { contact } = placement;
  placeDraft(db).run(
    status,
    placement.payMethod,
    contact.name,
    contact.email,
    contact.mobile,
    contact.phoneCode,
    now.toISOString(),
    draft.id,
  );
  // Placed for cash on delivery: a payment page still open for this draft must no longer take money.
  if (status === 1) expireOpenSessions(db).run(draft.id);
  return draft.id;
}

function writeAddresses(db: Db, orderId: number, placement: Placement): void {
  const write = (kind: "shipping" | "billing", a: OrderAddress) =>
    putAddress(db).run(
      orderId,
      kind,
      a.name,
      a.street1,
      a.street2,
      a.city,
      a.zip_code,
      a.state,
      a.country_id,
      a.phone_code,
      a.phone,
    );
  write("shipping", placement.shipping);
  write("billing", placement.billing);
}

function saveStoredAddress(db: Db, customerId: number, { shipping: s, billing: b }: Placement): void {
  storeAddress(db).run(
    customerId,
    s.name,
    s.street1,
    s.street2,
    s.city,
    s.zip_code,
    s.state,
    s.country_id,
    b.street1,
    b.street2,
    b.city,
    b.zip_code,
    b.state,
    b.country_id,
    b.phone,
  );
}
