import { createTestApp, q, SHOP_A, type J, type TestApp } from "./support/app";
import {
  addToCart,
  authed,
  formAction,
  itemsWithStock,
  newCustomer,
  onServer,
  openPage,
  orderOf,
  placement,
  shopperWithCart,
  stockOf,
  submitForm,
} from "./support/orders";

/** Contract tests of CONTRACT.md "Payments": the redirect gateways and their sandbox pages. */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const A = (token: string) => authed(s, token, SHOP_A);

describe("redirect gateways (utap 9, paymennt 8, safepay 7)", () => {
  const GATEWAYS = [
    { name: "utap", path: "/api/auth/utap/create-order", urlField: "redirect_url", code: 9 },
    { name: "paymennt", path: "/api/auth/paymennt/check-out", urlField: "redirectURL", code: 8 },
    { name: "safepay", path: "/api/auth/create-payment", urlField: "redirect_url", code: 7 },
  ] as const;

  for (const g of GATEWAYS) {
    it(`${g.name}: draft + sandbox page; Pay marks the order paid and returns to the shop`, async () => {
      const { token, item } = await shopperWithCart(s, 2);
      const before = stockOf(s, item.id);
      const res = await A(token).post(
        g.path,
        placement({ pay_type: { payment_method: g.code, payment_method_title: g.name } }),
      );
      expect(res.json).toMatchObject({ status: true, empty: true });
      const url = res.json[g.urlField] as string;
      expect(url).toMatch(new RegExp(`^${s.url}/sandbox/pay/pay_[A-Za-z0-9_-]{32}$`));
      const orderId = res.json.order_id as number;
      expect(await orderOf(s, token, SHOP_A, orderId)).toMatchObject({
        sale_order_status: 0,
        pay_type: g.code,
        advance_payment_sum_amount: 0,
      });
      expect(stockOf(s, item.id)).toBe(before - 2); // the draft holds its units while the customer pays

      const page = await openPage(s, url);
      expect(page.html).toContain('<button type="submit" class="pay">Pay</button>');
      const action = formAction(page.html);
      expect(action).toBe(page.path);
      const paid = await submitForm(s, action, { action: "pay" });
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`${SHOP_A}/check-out/return?order_id=${orderId}&status=paid&gateway=${g.name}`);

      const order = await orderOf(s, token, SHOP_A, orderId);
      expect(order).toMatchObject({
        sale_order_status: 1,
        pay_type: g.code,
        payment_rec_inv: { payment_receive: { mode: 5 } },
      });
      expect(order.advance_payment_sum_amount).toBe(order.total);
      expect(order.total).toBeGreaterThan(0);
      expect(stockOf(s, item.id)).toBe(before - 2);

      // Paying again (a double click) just returns to the shop; the page itself is closed.
      expect((await submitForm(s, action, { action: "pay" })).location).toBe(paid.location);
      expect((await s.api("GET", action)).status).toBe(410);
      expect(
        (await s.api("GET", "/api/auth/e-commerce/get/user/orders?" + q(SHOP_A), { token })).json.data[0]
          .advance_payment_sum_amount,
      ).toBe(order.total);
    });
  }

  it("Cancel of a payment made from the cart puts its lines back in the cart, gives the stock back and removes the draft", async () => {
    const { token, item } = await shopperWithCart(s, 2);
    const before = stockOf(s, item.id);
    const cartLines = async () =>
      ((await A(token).get("/api/auth/cart/index")).json.cart as J[]).map((l) => [
        l.fk_itemUUID,
        l.item_quantity,
        l.finalize,
      ]);
    const cartBefore = await cartLines();
    const res = await A(token).post("/api/auth/paymennt/check-out", placement());
    const orderId = res.json.order_id as number;
    expect(await cartLines()).toEqual([]);
    const page = await openPage(s, res.json.redirectURL);
    const cancelled = await submitForm(s, formAction(page.html), { action: "cancel" });
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(`${SHOP_A}/check-out/return?order_id=${orderId}&status=cancelled&gateway=paymennt`);
    expect(await cartLines()).toEqual(cartBefore);
    expect(stockOf(s, item.id)).toBe(before);
    expect((await A(token).get(`/api/auth/e-commerce/check-sale-order/${orderId}`)).status).toBe(404);
    // The page is gone with its draft, as after a discard: it cannot be paid any more.
    expect((await submitForm(s, formAction(page.html), { action: "pay" })).status).toBe(404);
  });

  it("Cancel of a payment for an existing draft keeps the draft, which can be paid again later", async () => {
    const { token, item } = await shopperWithCart(s, 2);
    const before = stockOf(s, item.id);
    const draft = await A(token).post("/api/auth/utap/create-order", placement());
    const orderId = draft.json.order_id as number;
    const again = await A(token).post("/api/auth/paymennt/check-out", placement({ sale_order_id: orderId }));
    expect(again.json).toMatchObject({ status: true, order_id: orderId });
    const cancelled = await submitForm(s, formAction((await openPage(s, again.json.redirectURL)).html), {
      action: "cancel",
    });
    expect(cancelled.location).toBe(`${SHOP_A}/check-out/return?order_id=${orderId}&status=cancelled&gateway=paymennt`);
    expect(await orderOf(s, token, SHOP_A, orderId)).toMatchObject({
      sale_order_status: 0,
      advance_payment_sum_amount: 0,
      payment_rec_inv: null,
    });
    expect(stockOf(s, item.id)).toBe(before);

    // Pay the draft through another gateway: a new session, the units are taken again.
    const retry = await A(token).post("/api/auth/utap/create-order", placement({ sale_order_id: orderId }));
    expect(retry.json).toMatchObject({ status: true, order_id: orderId });
    expect(stockOf(s, item.id)).toBe(before - 2);
    const paid = await submitForm(s, onServer(s, retry.json.redirect_url), { action: "pay" });
    expect(paid.location).toBe(`${SHOP_A}/check-out/return?order_id=${orderId}&status=paid&gateway=utap`);
    expect((await orderOf(s, token, SHOP_A, orderId)).sale_order_status).toBe(1);
  });

  it("a newer session for the same draft closes the older one", async () => {
    const { token } = await shopperWithCart(s, 1);
    const first = await A(token).post("/api/auth/utap/create-order", placement());
    const second = await A(token).post("/api/auth/create-payment", placement({ sale_order_id: first.json.order_id }));
    expect(second.json.redirect_url).not.toBe(first.json.redirect_url);
    expect((await s.api("GET", onServer(s, first.json.redirect_url))).status).toBe(410);
    expect((await submitForm(s, onServer(s, first.json.redirect_url), { action: "pay" })).status).toBe(409);
    expect((await submitForm(s, onServer(s, second.json.redirect_url), { action: "pay" })).location).toContain(
      "status=paid&gateway=safepay",
    );
  });

  it("safepay's {cart} variant uses the finalized cart and the stored address", async () => {
    const token = await newCustomer(s, SHOP_A);
    const [item] = itemsWithStock(s, 1, 3, 1);
    await addToCart(s, token, SHOP_A, item!.uuid, 1);
    // No stored address yet: refused like shipping_option 2.
    const refused = await A(token).post("/api/auth/create-payment", { cart: [{ product_id: item!.uuid }] });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors)).toEqual(["shipping_option"]);

    await A(token).post(
      "/api/auth/order/create",
      placement({ address: { ...(placement().address as object), address1: "7 Stored Way" } }),
    );
    await addToCart(s, token, SHOP_A, item!.uuid, 1);
    const res = await A(token).post("/api/auth/create-payment", { cart: [{ product_id: item!.uuid, quantity: 1 }] });
    expect(res.json).toMatchObject({ status: true, empty: true });
    const order = await orderOf(s, token, SHOP_A, res.json.order_id);
    expect(order.shipping_address.shipping_street1).toBe("7 Stored Way");
    expect(order.sale_order_item[0].items.uuid).toBe(item!.uuid);
  });

  it("refuses with the usual answers: nothing finalized, 422 shapes, discarded drafts have no page", async () => {
    const token = await newCustomer(s, SHOP_A);
    expect((await A(token).post("/api/auth/utap/create-order", placement())).json).toEqual({
      status: false,
      empty: true,
      msg: "Kindly Select the Items From the Cart",
    });
    const bad = await A(token).post("/api/auth/paymennt/check-out", { pay_type: { payment_method: 8 } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toHaveProperty(["address.zip_code"]);

    const { token: t2 } = await shopperWithCart(s, 1);
    const res = await A(t2).post("/api/auth/utap/create-order", placement());
    await A(t2).get(`/api/auth/e-commerce/discard/sale-order/${res.json.order_id}`);
    expect((await s.api("GET", onServer(s, res.json.redirect_url))).status).toBe(404);
    expect((await submitForm(s, onServer(s, res.json.redirect_url), { action: "pay" })).status).toBe(404);
    expect((await s.api("GET", "/sandbox/pay/pay_guess")).status).toBe(404);
  });

  it("a disabled method is refused", async () => {
    const { token } = await shopperWithCart(s, 1);
    s.deps.db.prepare("UPDATE payment_methods SET is_enabled = 0 WHERE shop_id = 1 AND payment_method = 9").run();
    try {
      expect((await A(token).post("/api/auth/utap/create-order", placement())).json).toEqual({
        status: false,
        msg: "This payment method is not available.",
      });
      expect(
        (await s.api("GET", `/api/ecommerece-payment-method?${q(SHOP_A)}`)).json.data.map((m: J) => m.payment_method),
      ).not.toContain(9);
    } finally {
      s.deps.db.prepare("UPDATE payment_methods SET is_enabled = 1 WHERE shop_id = 1 AND payment_method = 9").run();
    }
  });
});
