import { createSignedIn, SHOP_A, type J, type TestApp } from "./support/app";
import { addToCart, authed, itemsWithStock, newCustomer, orderOf, placement, stockOf } from "./support/orders";

/** Contract tests of CONTRACT.md "Orders": placing an order (cash on delivery, stored address, drafts) and its validation. */

let s: TestApp;
let demoA: string;
beforeAll(async () => {
  ({ s, demoA } = await createSignedIn());
});
afterAll(async () => {
  await s.stop();
});

const A = (token: string) => authed(s, token, SHOP_A);
const seededId = (shopId: number, orderNumber: string) =>
  s.deps.db
    .prepare("SELECT id FROM sale_orders WHERE shop_id = ? AND order_number = ?")
    .pluck()
    .get(shopId, orderNumber) as number;
const sumCents = (lines: J[], key: string) => lines.reduce((acc, l) => acc + Math.round(l[key] * 100), 0);

describe("order/create, cash on delivery", () => {
  it("orders the finalized lines: status 1, server totals, stock taken, lines leave the cart, address stored", async () => {
    const token = await newCustomer(s, SHOP_A);
    const [x, y, z] = itemsWithStock(s, 1, 5, 3);
    await addToCart(s, token, SHOP_A, x!.uuid, 2);
    await addToCart(s, token, SHOP_A, y!.uuid, 1);
    await addToCart(s, token, SHOP_A, z!.uuid, 1, false);
    const cart = (await A(token).get("/api/auth/cart/index")).json.cart as J[];
    const finalized = cart.filter((l) => l.finalize === 1);
    const before = [x, y, z].map((i) => stockOf(s, i!.id));

    // The client's items and sub total are informative only; the total, when given, must be the server's.
    const res = await A(token).post(
      "/api/auth/order/create",
      placement({ total: (sumCents(finalized, "total") + 1500) / 100, sub_total: 99999, items: "whatever" }),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: true, done: "Order placed successfully", empty: false });
    expect(res.json.order_number).toMatch(/^SO-1-\d{5}$/);
    expect(Number(res.json.order_number.slice(5))).toBeGreaterThan(8); // after the seeded SO-1-00001..8

    const order = await orderOf(s, token, SHOP_A, res.json.order_id);
    expect(order).toMatchObject({
      sale_order_status: 1,
      order_number: res.json.order_number,
      pay_type: 0,
      advance_payment_sum_amount: 0,
      payment_rec_inv: null,
    });
    expect(order.sale_order_item.map((l: J) => [l.items.uuid, l.quantity])).toEqual([
      [x!.uuid, 2],
      [y!.uuid, 1],
    ]);
    expect(order.sub_total).toBe(sumCents(finalized, "sub_total") / 100);
    expect(order.tax_amount).toBe(sumCents(finalized, "tax_amount") / 100);
    expect(order.total_discount).toBe(sumCents(finalized, "line_discount") / 100);
    expect(order.shipping_charges).toBe(15);
    expect(order.total).toBe((sumCents(finalized, "total") + 1500) / 100);
    expect(res.json.total).toBe(order.total);
    expect(order.currency_symbol).toEqual({ symbol: "AED", currency_code: "AED" });
    expect(order.customer).toEqual({ name: "Test Buyer", email: "buyer@example.com", mobile: "501112233" });
    expect(order.shipping_address).toMatchObject({
      shipping_street1: "12 Palm Street",
      shipping_city: "Dubai",
      billing_street1: "12 Palm Street",
      name: "Test Buyer",
    });

    expect([x, y, z].map((i) => stockOf(s, i!.id))).toEqual([before[0]! - 2, before[1]! - 1, before[2]]);
    const left = (await A(token).get("/api/auth/cart/index")).json.cart as J[];
    expect(left.map((l) => l.fk_itemUUID)).toEqual([z!.uuid]);

    const user = (await A(token).get("/api/auth/user/public")).json.user;
    expect(user.customer_address).toMatchObject({
      shipping_street1: "12 Palm Street",
      shipping_zip_code: "12345",
      shipping_country: { country_id: 1 },
    });

    // Nothing finalized any more.
    const again = await A(token).post("/api/auth/order/create", placement());
    expect(again.json).toEqual({ status: false, empty: true, msg: "Kindly Select the Items From the Cart" });
  });

  it("answers empty:true when the order took the whole cart, and numbers orders one after the other", async () => {
    const token = await newCustomer(s, SHOP_A);
    const [x] = itemsWithStock(s, 1, 3, 1);
    await addToCart(s, token, SHOP_A, x!.uuid, 1);
    const first = await A(token).post("/api/auth/order/create", placement());
    expect(first.json).toMatchObject({ status: true, empty: true });
    await addToCart(s, token, SHOP_A, x!.uuid, 1);
    const second = await A(token).post("/api/auth/order/create", placement());
    expect(Number(second.json.order_number.slice(5))).toBe(Number(first.json.order_number.slice(5)) + 1);
  });

  it("uses the stored address with shipping_option 2, and a separate billing address with billing_option 2", async () => {
    const [x] = itemsWithStock(s, 1, 3, 1);
    const token = await newCustomer(s, SHOP_A);
    await addToCart(s, token, SHOP_A, x!.uuid, 1);
    await A(token).post("/api/auth/order/create", placement());
    await addToCart(s, token, SHOP_A, x!.uuid, 1);
    const billing = {
      name: "Accounts",
      country: "2",
      address1: "1 Bill Road",
      city: "London",
      postal_code: "EC1A 1BB",
      state: "London",
    };
    const res = await A(token).post(
      "/api/auth/order/create",
      placement({ shipping_option: 2, address: { billing_option: 2 }, billing_address: billing }),
    );
    expect(res.json.status).toBe(true);
    const order = await orderOf(s, token, SHOP_A, res.json.order_id);
    expect(order.shipping_address).toMatchObject({
      shipping_street1: "12 Palm Street",
      shipping_country: { country_id: 1, country_name: "United Arab Emirates" },
      billing_street1: "1 Bill Road",
      billing_zip_code: "EC1A 1BB",
      billing_country: { country_id: 2, country_name: "United Kingdom" },
    });
  });

  it("places an existing draft (sale_order_id) without touching the cart, taking its stock", async () => {
    const token = await newCustomer(s, SHOP_A);
    const [x, y] = itemsWithStock(s, 1, 5, 2);
    await addToCart(s, token, SHOP_A, x!.uuid, 2);
    const draft = await A(token).post("/api/auth/utap/create-order", placement());
    const afterDraft = stockOf(s, x!.id);
    await addToCart(s, token, SHOP_A, y!.uuid, 1);
    const res = await A(token).post("/api/auth/order/create", placement({ sale_order_id: draft.json.order_id }));
    expect(res.json).toMatchObject({ status: true, order_id: draft.json.order_id, empty: false });
    expect(stockOf(s, x!.id)).toBe(afterDraft); // the draft already held its units
    expect((await orderOf(s, token, SHOP_A, draft.json.order_id)).sale_order_status).toBe(1);
    expect((await A(token).get("/api/auth/cart/index")).json.cart).toHaveLength(1);
    // A placed order is no draft any more; another customer's draft is not found.
    expect(
      (await A(token).post("/api/auth/order/create", placement({ sale_order_id: draft.json.order_id }))).json,
    ).toMatchObject({ status: false });
    const foreign = await A(demoA).post("/api/auth/order/create", placement({ sale_order_id: draft.json.order_id }));
    expect(foreign.status).toBe(404);
  });

  it("refuses the seeded draft whose line is sold out (seeded drafts hold no stock)", async () => {
    const soldOutDraft = seededId(1, "SO-1-00002");
    const res = await A(demoA).post("/api/auth/order/create", placement({ sale_order_id: soldOutDraft }));
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(false);
    expect(res.json.msg).toMatch(/^This .+ is not be greater than availability of the stock$/);
    expect((await orderOf(s, demoA, SHOP_A, soldOutDraft)).sale_order_status).toBe(0);
  });
});

describe("order/create validation (422, dotted keys)", () => {
  const post = (body: unknown) => A(demoA).post("/api/auth/order/create", body);

  it("lists every missing field of the contact and the new address", async () => {
    const res = await post({});
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(
      [
        "address.address1",
        "address.city",
        "address.country",
        "address.name",
        "address.state",
        "address.zip_code",
        "email",
        "first_name",
        "mobile",
        "pay_type",
        "phone_code",
      ].sort(),
    );
    expect(res.json.errors["address.zip_code"]).toEqual(["The zip code field is required."]);
  });

  it("checks billing_address only when billing_option is 2, and countries must exist", async () => {
    const res = await post(
      placement({
        address: { ...(placement().address as object), billing_option: 2, country: 999 },
        billing_address: { name: "B" },
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(
      [
        "address.country",
        "billing_address.address1",
        "billing_address.city",
        "billing_address.country",
        "billing_address.state",
        "billing_address.zip_code",
      ].sort(),
    );
    const ok = await post(placement({ billing_address: { name: 42 } })); // ignored with billing_option 1
    expect(ok.status).toBe(200);
  });

  it("rejects malformed contact fields and pay types", async () => {
    const res = await post(
      placement({ email: "not-an-email", mobile: "12", phone_code: "abc", shipping_option: 3, country_id: 999 }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["email", "mobile", "phone_code", "shipping_option"].sort());
    const pay = await post(placement({ pay_type: { payment_method: 9 } }));
    expect(pay.status).toBe(422);
    expect(Object.keys(pay.json.errors)).toEqual(["pay_type"]);
    expect((await post(placement({ pay_type: "card" }))).status).toBe(422);
    expect((await post(placement({ country_id: 999 }))).json.errors).toEqual({
      country_id: ["The selected country id is invalid."],
    });
  });

  it("answers 422 shipping_option when there is no stored address to use", async () => {
    const token = await newCustomer(s, SHOP_A);
    const res = await A(token).post("/api/auth/order/create", placement({ shipping_option: 2, address: undefined }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(["shipping_option"]);
  });
});
