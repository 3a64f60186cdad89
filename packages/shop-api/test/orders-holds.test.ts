import {
  DRAFT_RENEWALS_SPENT,
  MAX_PAYMENTS_PER_DAY,
  MAX_PAYMENTS_PER_DRAFT,
  MAX_UNPAID_ORDERS,
  PAYMENTS_PER_DAY_SPENT,
  TOO_MANY_UNPAID,
} from "../src/payments/drafts";
import { createTestApp, SHOP_A, type TestApp } from "./support/app";
import { addToCart, authed, itemsWithStock, newCustomer, orderOf, placement, stockOf } from "./support/orders";

/** One account cannot hold a shop's stock: CONTRACT.md "Unpaid orders" (holds, their renewals, unpaid orders, prices). */

const HOUR = 60 * 60 * 1000;
let s: TestApp;
let clock = Date.parse("2026-11-25T12:00:00Z");
beforeEach(async () => {
  clock = Date.parse("2026-11-25T12:00:00Z");
  s = await createTestApp({ now: () => new Date(clock) });
});
afterEach(() => s.stop());

const A = (token: string) => authed(s, token, SHOP_A);

it(`renews a draft's hold at most ${MAX_PAYMENTS_PER_DRAFT - 1} times, then gives its units back for good`, async () => {
  const token = await newCustomer(s, SHOP_A);
  const [item] = itemsWithStock(s, 1, 3, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, item!.stock);
  const draft = await A(token).post("/api/auth/utap/create-order", placement());
  expect(draft.json.status).toBe(true);
  expect(stockOf(s, item!.id)).toBe(0);
  // Each renewal just before the hour is up would otherwise hold the whole stock for ever.
  for (let renewal = 1; renewal < MAX_PAYMENTS_PER_DRAFT; renewal++) {
    clock += HOUR - 60_000;
    expect(
      (await A(token).post("/api/auth/create-payment", placement({ sale_order_id: draft.json.order_id }))).json.status,
    ).toBe(true);
  }
  clock += HOUR - 60_000;
  const refused = await A(token).post(
    "/api/auth/checkout-session/create",
    placement({ sale_order_id: draft.json.order_id }),
  );
  expect(refused.json).toEqual({ status: false, msg: DRAFT_RENEWALS_SPENT });
  const bank = await A(token).post(
    "/api/auth/order/create",
    placement({ sale_order_id: draft.json.order_id, pay_type: { payment_method: 3 } }),
  );
  expect(bank.json).toEqual({ status: false, msg: DRAFT_RENEWALS_SPENT });
  clock += 2 * 60_000;
  await A(token).get("/api/auth/cart/index");
  expect(stockOf(s, item!.id)).toBe(item!.stock);
});

it(`starts at most ${MAX_PAYMENTS_PER_DAY} payments per customer in 24 hours, so undoing and making drafts again does not renew a hold`, async () => {
  const token = await newCustomer(s, SHOP_A);
  const [item] = itemsWithStock(s, 1, 2, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, 1);
  for (let i = 0; i < MAX_PAYMENTS_PER_DAY; i++) {
    expect((await A(token).post("/api/auth/utap/create-order", placement())).json.status).toBe(true);
    // Abandoned: the draft is undone and its line is back in the cart.
    clock += HOUR + 60_000;
    await A(token).get("/api/auth/cart/index");
  }
  expect((await A(token).post("/api/auth/utap/create-order", placement())).json).toEqual({
    status: false,
    msg: PAYMENTS_PER_DAY_SPENT,
  });
  expect((await A(token).post("/api/auth/order/create", placement({ pay_type: { payment_method: 3 } }))).json).toEqual({
    status: false,
    msg: PAYMENTS_PER_DAY_SPENT,
  });
  // Cash on delivery is still open to this shopper, and a day later payments are again.
  clock += 24 * HOUR - MAX_PAYMENTS_PER_DAY * (HOUR + 60_000) + 60_000;
  expect((await A(token).post("/api/auth/utap/create-order", placement())).json.status).toBe(true);
});

it(`refuses a cash-on-delivery order beyond ${MAX_UNPAID_ORDERS} unpaid orders (pending cash on delivery and drafts holding units) of a customer`, async () => {
  const token = await newCustomer(s, SHOP_A);
  const [item, other] = itemsWithStock(s, 1, MAX_UNPAID_ORDERS + 2, 2);
  const before = stockOf(s, item!.id);
  await addToCart(s, token, SHOP_A, other!.uuid, 1);
  expect((await A(token).post("/api/auth/utap/create-order", placement())).json.status).toBe(true);
  for (let i = 1; i < MAX_UNPAID_ORDERS; i++) {
    await addToCart(s, token, SHOP_A, item!.uuid, 1);
    expect((await A(token).post("/api/auth/order/create", placement())).json.status).toBe(true);
  }
  await addToCart(s, token, SHOP_A, item!.uuid, 1);
  expect((await A(token).post("/api/auth/order/create", placement())).json).toEqual({
    status: false,
    msg: TOO_MANY_UNPAID,
  });
  expect((await A(token).post("/api/auth/paymennt/check-out", placement())).json).toEqual({
    status: false,
    msg: TOO_MANY_UNPAID,
  });
  expect(stockOf(s, item!.id)).toBe(before - (MAX_UNPAID_ORDERS - 1));
  // An order that was paid or delivered no longer counts.
  const pending = s.deps.db
    .prepare(
      "SELECT id FROM sale_orders WHERE customer_id = (SELECT customer_id FROM sale_orders WHERE id = (SELECT MAX(id) FROM sale_orders)) AND status = 1 LIMIT 1",
    )
    .pluck()
    .get() as number;
  s.deps.db.prepare("UPDATE sale_orders SET status = 3 WHERE id = ?").run(pending);
  expect((await A(token).post("/api/auth/order/create", placement())).json.status).toBe(true);
});

it("re-prices a draft placed weeks later at the items' prices of now: the old total is refused, the draft then shows the new one", async () => {
  const token = await s.login(SHOP_A);
  const id = s.deps.db
    .prepare("SELECT id FROM sale_orders WHERE shop_id = 1 AND order_number = 'SO-1-00001'")
    .pluck()
    .get() as number;
  const old = await orderOf(s, token, SHOP_A, id);
  clock += 10 * 24 * HOUR;
  s.deps.db
    .prepare("UPDATE items SET sale_price = sale_price + 10 WHERE uuid = ?")
    .run(old.sale_order_item[0].items.uuid);
  const stale = await A(token).post("/api/auth/order/create", placement({ sale_order_id: id, total: old.total }));
  expect(stale.json).toEqual({
    status: false,
    msg: "The order total has changed. Please review your order and place it again.",
  });
  const fresh = await orderOf(s, token, SHOP_A, id);
  expect(fresh.sale_order_item[0].rate).toBe(old.sale_order_item[0].rate + 10);
  expect(fresh.total).toBeGreaterThan(old.total);
  const placed = await A(token).post("/api/auth/order/create", placement({ sale_order_id: id, total: fresh.total }));
  expect(placed.json).toMatchObject({ status: true, total: fresh.total });
});
