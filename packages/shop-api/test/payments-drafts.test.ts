import { MAX_HELD_DRAFTS, releaseAbandonedDrafts, TOO_MANY_DRAFTS } from "../src/payments/drafts";
import { createTestApp, SHOP_A, type J, type TestApp } from "./support/app";
import {
  addToCart,
  authed,
  itemsWithStock,
  newCustomer,
  orderOf,
  placement,
  shopperWithCart,
  stockOf,
} from "./support/orders";

/** Contract tests of CONTRACT.md "Payments": unpaid drafts give their stock back and are limited per customer. */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const A = (token: string) => authed(s, token, SHOP_A);

describe("unpaid drafts do not hold stock forever", () => {
  const HOUR = 60 * 60 * 1000;
  // Earlier tests left drafts of the same items: release them first so that stock counts are this test's.
  beforeEach(() => releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR + 60_000)));

  it("an abandoned payment made from the cart gives its units and its lines back once its session expired", async () => {
    const { token, item } = await shopperWithCart(s, 2);
    const before = stockOf(s, item.id);
    const res = await A(token).post("/api/auth/utap/create-order", placement());
    expect(stockOf(s, item.id)).toBe(before - 2);
    // Still payable within the hour: nothing released.
    expect(releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR / 2))).toBe(0);
    expect(stockOf(s, item.id)).toBe(before - 2);
    releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR + 60_000));
    expect(stockOf(s, item.id)).toBe(before);
    expect((await A(token).get(`/api/auth/e-commerce/check-sale-order/${res.json.order_id}`)).status).toBe(404);
    expect(
      ((await A(token).get("/api/auth/cart/index")).json.cart as J[]).map((l) => [
        l.fk_itemUUID,
        l.item_quantity,
        l.finalize,
      ]),
    ).toEqual([[item.uuid, 2, 1]]);
  });

  it("an abandoned payment of an existing draft leaves the draft, and paying it later takes the units again", async () => {
    const { token, item } = await shopperWithCart(s, 2);
    const before = stockOf(s, item.id);
    const draft = await A(token).post("/api/auth/utap/create-order", placement());
    await A(token).post("/api/auth/create-payment", placement({ sale_order_id: draft.json.order_id }));
    releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR + 60_000));
    expect(stockOf(s, item.id)).toBe(before);
    expect((await orderOf(s, token, SHOP_A, draft.json.order_id)).sale_order_status).toBe(0);
    const retry = await A(token).post("/api/auth/create-payment", placement({ sale_order_id: draft.json.order_id }));
    expect(retry.json.status).toBe(true);
    expect(stockOf(s, item.id)).toBe(before - 2);
  });

  it("a bank card draft without a handshake is released too, but not while fresh", async () => {
    const { token, item } = await shopperWithCart(s, 1);
    const before = stockOf(s, item.id);
    await A(token).post("/api/auth/order/create", placement({ pay_type: { payment_method: 3 } }));
    expect(releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + 60_000))).toBe(0);
    expect(stockOf(s, item.id)).toBe(before - 1);
    releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR + 60_000));
    expect(stockOf(s, item.id)).toBe(before);
  });

  it(`a customer holds at most ${MAX_HELD_DRAFTS} unpaid drafts at once`, async () => {
    const token = await newCustomer(s, SHOP_A);
    const items = itemsWithStock(s, 1, 5, MAX_HELD_DRAFTS + 1);
    const drafts: number[] = [];
    for (const item of items.slice(0, MAX_HELD_DRAFTS)) {
      await addToCart(s, token, SHOP_A, item.uuid, 1);
      drafts.push((await A(token).post("/api/auth/utap/create-order", placement())).json.order_id);
    }
    const last = items[MAX_HELD_DRAFTS]!;
    await addToCart(s, token, SHOP_A, last.uuid, 1);
    const before = stockOf(s, last.id);
    for (const path of [
      "/api/auth/paymennt/check-out",
      "/api/auth/checkout-session/create",
      "/api/auth/create-payment",
      "/api/auth/utap/create-order",
    ]) {
      expect([path, (await A(token).post(path, placement())).json]).toEqual([
        path,
        { status: false, msg: TOO_MANY_DRAFTS },
      ]);
    }
    const bank = await A(token).post("/api/auth/order/create", placement({ pay_type: { payment_method: 3 } }));
    expect(bank.json).toEqual({ status: false, msg: TOO_MANY_DRAFTS });
    expect(stockOf(s, last.id)).toBe(before);
    // Cash on delivery is not a draft; paying a held draft takes nothing more.
    expect(
      (await A(token).post("/api/auth/utap/create-order", placement({ sale_order_id: drafts[0] }))).json.status,
    ).toBe(true);
    // Discarding one makes room.
    expect((await A(token).get(`/api/auth/e-commerce/discard/sale-order/${drafts[1]}`)).json.status).toBe(true);
    expect((await A(token).post("/api/auth/utap/create-order", placement())).json.status).toBe(true);
    expect(stockOf(s, last.id)).toBe(before - 1);
  });
});
