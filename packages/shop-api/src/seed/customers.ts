import type { Db } from "../db/open";
import { cartTotals, lineAmounts } from "@storefront/cart-math";
import type { SeededItem } from "./catalogue";
import type { ShopProfile } from "./profiles";

/** The verified demo customer of a shop, its stored address, orders in every status and a few cart lines. */

export const DEMO_CUSTOMER = {
  name: "Demo Customer",
  username: "demo",
  email: "demo@example.com",
  password: "demo1234",
} as const;

/** order_number → status and tracking of the seeded orders (shop id n gives SO-n-0000k / TRKn00000k). */
export const SEEDED_ORDER_PLAN: readonly {
  status: 0 | 1 | 3 | 6 | 7 | 8;
  paid: boolean;
  tracking: boolean;
  outOfStockLine: boolean;
}[] = [
  { status: 0, paid: false, tracking: false, outOfStockLine: false }, // 1 draft
  { status: 0, paid: false, tracking: false, outOfStockLine: true }, //  2 draft with a line over stock
  { status: 1, paid: false, tracking: false, outOfStockLine: false }, // 3 pending, cash on delivery
  { status: 1, paid: true, tracking: false, outOfStockLine: false }, //  4 pending, paid by card
  { status: 6, paid: false, tracking: true, outOfStockLine: false }, //  5 shipped, tracked
  { status: 3, paid: true, tracking: true, outOfStockLine: false }, //   6 delivered, tracked
  { status: 7, paid: false, tracking: false, outOfStockLine: false }, // 7 cancel request
  { status: 8, paid: false, tracking: false, outOfStockLine: false }, // 8 cancelled
];

export const orderNumber = (shopId: number, seq: number) => `SO-${shopId}-${String(seq).padStart(5, "0")}`;
export const trackingNumber = (shopId: number, seq: number) => `TRK${shopId}${String(seq).padStart(6, "0")}`;

export function seedDemoCustomer(
  db: Db,
  shopId: number,
  profile: ShopProfile,
  passwordHash: string,
  items: readonly SeededItem[],
): number {
  const created = "2026-09-15T12:00:00.000Z";
  const customerId = Number(
    db
      .prepare(
        `INSERT INTO customers (shop_id, name, username, email, password_hash, verified_at, country_id, phone_code, mobile, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        shopId,
        DEMO_CUSTOMER.name,
        DEMO_CUSTOMER.username,
        DEMO_CUSTOMER.email,
        passwordHash,
        created,
        profile.demoCountryId,
        profile.demoCountryId === 1 ? "971" : "44",
        profile.demoCountryId === 1 ? "501234567" : "7700900123",
        created,
      ).lastInsertRowid,
  );
  const address =
    profile.key === "aurora"
      ? { street1: "Villa 7, Al Wasl Road", city: "Dubai", zip: "00000", state: "Dubai" }
      : { street1: "22 Harbour Lane", city: "Bristol", zip: "BS1 5TT", state: "Bristol" };
  db.prepare(
    `INSERT INTO customer_addresses (customer_id, name, shipping_street1, shipping_city, shipping_zip_code, shipping_state,
      shipping_country_id, billing_street1, billing_city, billing_zip_code, billing_state, billing_country_id, billing_phone)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    customerId,
    DEMO_CUSTOMER.name,
    address.street1,
    address.city,
    address.zip,
    address.state,
    profile.demoCountryId,
    address.street1,
    address.city,
    address.zip,
    address.state,
    profile.demoCountryId,
    "",
  );

  const sellable = items.filter((i) => i.isPrimary && i.status === 1 && i.stock >= 5);
  const soldOut = items.find((i) => i.isPrimary && i.status === 1 && i.stock === 0);
  seedOrders(db, shopId, customerId, profile, sellable, soldOut, address);

  // Cart: two finalized lines (a percent and an amount discount when available) and one not finalized.
  const pick = (pred: (i: SeededItem) => boolean, fallback: number) => sellable.find(pred) ?? sellable[fallback];
  const cartItems = [
    pick((i) => i.discountType === "%" && i.taxRate > 0, 0),
    pick((i) => i.discountType === "amount", 1),
    pick((i) => i.discountType === null, 2),
  ];
  const insertCart = db.prepare(
    "INSERT OR IGNORE INTO cart_lines (shop_id, customer_id, item_id, quantity, finalize, created_at) VALUES (?, ?, ?, ?, ?, ?)",
  );
  cartItems.forEach((item, i) => {
    if (item) insertCart.run(shopId, customerId, item.id, i === 0 ? 2 : 1, i < 2 ? 1 : 0, created);
  });
  return customerId;
}

function seedOrders(
  db: Db,
  shopId: number,
  customerId: number,
  profile: ShopProfile,
  sellable: readonly SeededItem[],
  soldOut: SeededItem | undefined,
  address: { street1: string; city: string; zip: string; state: string },
): void {
  const insertOrder =
    db.prepare(`INSERT INTO sale_orders (shop_id, customer_id, order_number, status, order_date, shipment_date, pay_type,
      sub_total, total_discount, tax_amount, shipping_charges, total, advance_payment_sum_amount, currency_code, currency_symbol,
      customer_name, customer_email, customer_mobile, customer_phone_code, cancel_message, stock_reserved, created_at, updated_at)
    VALUES (@shop_id, @customer_id, @order_number, @status, @order_date, @shipment_date, @pay_type, @sub_total, @total_discount,
      @tax_amount, @shipping_charges, @total, @advance, @currency_code, @currency_symbol, @customer_name, @customer_email,
      @customer_mobile, @customer_phone_code, @cancel_message, @stock_reserved, @created_at, @created_at)`);
  const insertLine =
    db.prepare(`INSERT INTO sale_order_items (sale_order_id, item_id, uuid, item_name, product_name, item_image, quantity,
      rate, discount, discount_type, tax_rate, fk_tax_id, line_discount, tax_amount, sub_total, total_amount)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAddress =
    db.prepare(`INSERT INTO sale_order_addresses (sale_order_id, kind, name, street1, city, zip_code, state, country_id, phone_code, phone)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTracking = db.prepare(
    "INSERT INTO sale_order_tracking (sale_order_id, tracking_no, carrier, created_at) VALUES (?, ?, ?, ?)",
  );
  const insertPayment =
    db.prepare(`INSERT INTO sale_order_payments (sale_order_id, amount, mode, gateway, reference, created_at)
    VALUES (?, ?, 5, 'stripe', ?, ?)`);
  const customer = db
    .prepare<[number], { mobile: string; phone_code: string }>("SELECT mobile, phone_code FROM customers WHERE id = ?")
    .get(customerId);
  if (!customer) throw new Error(`seeded customer ${customerId} is missing`);

  SEEDED_ORDER_PLAN.forEach((plan, index) => {
    const seq = index + 1;
    const lines = [sellable[(index * 3) % sellable.length], sellable[(index * 3 + 1) % sellable.length]]
      .filter((i): i is SeededItem => i !== undefined)
      .slice(0, index % 2 === 0 ? 2 : 1)
      .map((item, n) => ({ item, quantity: n + 1 }));
    if (plan.outOfStockLine && soldOut) lines.push({ item: soldOut, quantity: 1 });
    const amounts = lines.map(({ item, quantity }) =>
      lineAmounts({
        price: item.price,
        quantity,
        discountType: item.discountType,
        discountValue: item.discountValue,
        taxRate: item.taxRate,
      }),
    );
    const totals = cartTotals(amounts, profile.shipping_charges);
    const date = new Date(Date.parse("2026-10-20T09:30:00Z") + index * 86_400_000).toISOString();
    const orderId = Number(
      insertOrder.run({
        shop_id: shopId,
        customer_id: customerId,
        order_number: orderNumber(shopId, seq),
        status: plan.status,
        order_date: date,
        shipment_date:
          plan.status === 6 || plan.status === 3 ? new Date(Date.parse(date) + 86_400_000).toISOString() : null,
        pay_type: plan.paid ? 4 : 0,
        sub_total: totals.subtotal,
        total_discount: totals.discount,
        tax_amount: totals.tax,
        shipping_charges: totals.shipping,
        total: totals.total,
        advance: plan.paid ? totals.total : 0,
        currency_code: profile.currency.code,
        currency_symbol: profile.currency.symbol,
        customer_name: DEMO_CUSTOMER.name,
        customer_email: DEMO_CUSTOMER.email,
        customer_mobile: customer.mobile,
        customer_phone_code: customer.phone_code,
        cancel_message: plan.status === 7 ? "Ordered the wrong size by mistake." : null,
        // Drafts were never placed and cancelled orders gave their units back: neither holds stock.
        stock_reserved: plan.status === 0 || plan.status === 8 ? 0 : 1,
        created_at: date,
      }).lastInsertRowid,
    );
    lines.forEach(({ item, quantity }, n) => {
      const a = amounts[n]!;
      insertLine.run(
        orderId,
        item.id,
        item.uuid,
        item.name,
        item.productName,
        item.image,
        quantity,
        item.price,
        item.discountValue,
        item.discountType,
        item.taxRate,
        item.taxId,
        a.line_discount,
        a.tax_amount,
        a.sub_total,
        a.total,
      );
    });
    for (const kind of ["shipping", "billing"]) {
      insertAddress.run(
        orderId,
        kind,
        DEMO_CUSTOMER.name,
        address.street1,
        address.city,
        address.zip,
        address.state,
        profile.demoCountryId,
        customer.phone_code,
        customer.mobile,
      );
    }
    if (plan.tracking) insertTracking.run(orderId, trackingNumber(shopId, seq), "Sandbox Express", date);
    if (plan.paid) insertPayment.run(orderId, totals.total, `seed-${shopId}-${seq}`, date);
  });
  db.prepare("UPDATE shops SET next_order_seq = ? WHERE id = ?").run(SEEDED_ORDER_PLAN.length + 1, shopId);
}
