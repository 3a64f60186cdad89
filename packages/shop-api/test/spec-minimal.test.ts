import { createTestApp, DEMO, q, SHOP_A, type J, type TestApp } from "./support/app";
import { newCustomer } from "./support/orders";

/** SHOP_API_SPEC_MINIMAL: answers with exactly the fields the spec names, for the storefront's tests. */
describe("the spec-minimal mode", () => {
  let full: TestApp;
  let minimal: TestApp;
  beforeAll(async () => {
    [full, minimal] = await Promise.all([createTestApp(), createTestApp({ specMinimal: true })]);
  });
  afterAll(async () => {
    await Promise.all([full.stop(), minimal.stop()]);
  });

  const history = async (s: TestApp) =>
    (await s.api("GET", `/api/auth/e-commerce/get/user/orders?${q(SHOP_A)}`, { token: await s.login(SHOP_A) })).json;

  it("leaves out what the spec does not name, at every depth, and keeps what it names", async () => {
    const [order] = (await history(full)).data;
    const [bare] = (await history(minimal)).data;
    expect(order.sale_order_item[0]).toHaveProperty("id");
    expect(order).toHaveProperty("pay_type");
    expect(bare.sale_order_item[0]).not.toHaveProperty("id");
    expect(bare).not.toHaveProperty("pay_type");
    expect(bare.sale_order_item[0].items).toEqual({
      uuid: order.sale_order_item[0].items.uuid,
      item_name: order.sale_order_item[0].items.item_name,
      product_name: order.sale_order_item[0].items.product_name,
      item_image: order.sale_order_item[0].items.item_image,
      stock: order.sale_order_item[0].items.stock,
    });
    expect(bare.order_number).toBe(order.order_number);
  });

  it("lists every page type in the footer and answers a page without text, a product not on sale and an unknown order as the spec's status: false", async () => {
    const footer = await minimal.api("GET", `/api/footer?${q(SHOP_A)}`);
    expect(footer.json.pages.map((page: { page_type: number }) => page.page_type)).toEqual([1, 2, 3, 4, 5]);
    // The first demo shop has no complaint page (type 2): the full API answers 404, a spec-shaped backend 200.
    expect((await full.api("GET", `/api/about_us?${q(SHOP_A)}&type=2`)).status).toBe(404);
    const page = await minimal.api("GET", `/api/about_us?${q(SHOP_A)}&type=2`);
    expect([page.status, page.json]).toEqual([200, { status: false, msg: "Page not found", data: null }]);
    const hidden = (await full.api("GET", `/api/ecom-our-latest-product?${q(SHOP_A)}`)).json.data.find(
      (i: { status: number }) => i.status === 0,
    ).uuid;
    const product = await minimal.api("GET", `/api/product/${hidden}?${q(SHOP_A)}`);
    expect([product.status, product.json]).toEqual([200, { status: false, msg: "Product not found", product: null }]);
    const order = await minimal.api("GET", `/api/auth/e-commerce/check-sale-order/999999?${q(SHOP_A)}`, {
      token: await minimal.login(SHOP_A),
    });
    expect(order.status).toBe(200);
    expect(order.json).toMatchObject({ status: false, data: null });
    // A page that is there is answered as it is.
    expect((await minimal.api("GET", `/api/about_us?${q(SHOP_A)}&type=1`)).json.data.page_text).toContain("About");
  });

  it("sends one spelling where the spec names two", async () => {
    const [order] = (await history(full)).data;
    const [bare] = (await history(minimal)).data;
    expect(order).toHaveProperty("order_date");
    expect(bare).not.toHaveProperty("order_date");
    expect(bare.created_at).toBe(order.created_at);
  });

  it("keeps only status and msg of an answer whose shape the spec does not show, and leaves errors alone", async () => {
    const token = await minimal.login(SHOP_A);
    const uuid = (await minimal.api("GET", `/api/ecom-our-latest-product?${q(SHOP_A)}`)).json.data.find(
      (i: { stock: number }) => i.stock > 0,
    ).uuid;
    const added = await minimal.api("POST", "/api/auth/cart/store", {
      token,
      body: { site_url: SHOP_A, cart: { product_id: uuid, quantity: 1 } },
    });
    const named = ["cart_id", "discount", "disc_amount", "tax", "tax_amount", "fk_tax_id", "sub_total", "total"];
    expect(added.json.data).toHaveProperty("cart_id");
    expect(Object.keys(added.json.data).filter((key) => !named.includes(key))).toEqual([]);
    const updated = await minimal.api("POST", `/api/auth/cart/${uuid}/update`, {
      token,
      body: { site_url: SHOP_A, product: { finalize: true } },
    });
    expect(Object.keys(updated.json).every((key) => key === "status" || key === "msg")).toBe(true);
    const refused = await minimal.api("POST", `/api/auth/cart/${uuid}/update`, {
      token,
      body: { site_url: SHOP_A, product: { quantity: 0 } },
    });
    expect(refused.status).toBe(422);
    expect(refused.json).toHaveProperty("errors");
  });

  it("answers whole to a caller that asks with x-spec-minimal: off (the storefront's tests reading this API directly)", async () => {
    const token = await minimal.login(SHOP_A);
    const answer = await minimal.api("GET", `/api/auth/e-commerce/get/user/orders?${q(SHOP_A)}`, {
      token,
      headers: { "x-spec-minimal": "off" },
    });
    expect(answer.json.data[0]).toHaveProperty("order_date");
  });

  it("answers the card calls with exactly the spec's fields: the key string, the client secret alone, status and customer_email", async () => {
    const token = await minimal.login(SHOP_A);
    const key = await minimal.api("GET", `/api/auth/payment-method/stripe/credentials?${q(SHOP_A)}`, { token });
    expect(key.json).toEqual({ status: true, data: expect.stringMatching(/^pk_sandbox_/) });
    const whole = await minimal.api("GET", `/api/auth/payment-method/stripe/credentials?${q(SHOP_A)}`, {
      token,
      headers: { "x-spec-minimal": "off" },
    });
    expect(whole.json.data).toEqual({ public_key: key.json.data });

    const session = await minimal.api("POST", `/api/auth/checkout-session/create?${q(SHOP_A)}`, {
      token,
      body: { cart: [{ product_id: "ignored" }] },
    });
    expect(Object.keys(session.json)).toEqual(["clientSecret"]);
    const sessionId = session.json.clientSecret.split("_secret_")[0];
    expect(sessionId).toMatch(/^cs_sandbox_/);
    const status = await minimal.api("GET", `/api/auth/session-status?${q(SHOP_A)}&session_id=${sessionId}`, {
      token,
    });
    expect(status.json).toEqual({ status: "open", customer_email: DEMO.email });
  });

  it("answers the current user bare, as the spec gives it, without the {user} envelope", async () => {
    const path = `/api/auth/user/public?type=public&url=${encodeURIComponent(SHOP_A)}`;
    const bare = (await minimal.api("GET", path, { token: await minimal.login(SHOP_A) })).json;
    const whole = (await full.api("GET", path, { token: await full.login(SHOP_A) })).json;
    expect(whole.user.email).toBe(DEMO.email);
    expect(bare).not.toHaveProperty("user");
    expect(bare).toMatchObject({ name: whole.user.name, email: DEMO.email, type: whole.user.type });
    expect(bare).not.toHaveProperty("id");
  });

  it("answers the cart as the spec's status, cart[] without the totals, and the theme with the shipping charges", async () => {
    const cart = (await minimal.api("GET", `/api/auth/cart/index?${q(SHOP_A)}`, { token: await minimal.login(SHOP_A) }))
      .json;
    expect(Object.keys(cart).sort()).toEqual(["cart", "status"]);
    expect(cart.cart.length).toBeGreaterThan(0);
    const theme = (await minimal.api("GET", `/api/gym-theme?${q(SHOP_A)}`)).json;
    expect(theme.data.shipping_charges).toBe(15);
  });

  it("keeps the token of a login, which the spec implies without naming", async () => {
    expect(await minimal.login(SHOP_A)).toMatch(/\S{20,}/);
  });

  /** A new customer's cart calls and its one line of `uuid`, on `s`. */
  async function cartOf(s: TestApp) {
    const token = await newCustomer(s, SHOP_A);
    const call = async (method: string, path: string, body?: unknown) =>
      (await s.api(method, path, { token, body: body && { site_url: SHOP_A, ...body } })).json as J;
    const line = async (uuid: string) =>
      ((await call("GET", `/api/auth/cart/index?${q(SHOP_A)}`)).cart as J[]).find((l) => l.fk_itemUUID === uuid);
    return { call, line };
  }

  it("takes the other reading of every open point of the cart (CONTRACT.md): a line is stored as given, deleted by its product", async () => {
    const latest = (await full.api("GET", `/api/ecom-our-latest-product?${q(SHOP_A)}`)).json.data as J[];
    const [one, two] = latest.filter((i) => i.status === 1 && i.stock >= 5).map((i) => i.uuid as string);
    const readings = async (s: TestApp) => {
      const { call, line } = await cartOf(s);
      await call("POST", "/api/auth/cart/store", { cart: { product_id: one, quantity: 2, finalize: true } });
      await call("POST", "/api/auth/cart/store", { cart: { product_id: one, quantity: 1 } });
      const store = await line(one!);
      await call("POST", `/api/auth/cart/${one}/update`, { product: { finalize: true } });
      const update = await line(one!);
      await call("POST", `/api/auth/cart/${one}/update`, { product: { quantity: 2, finalize: false } });
      await call("POST", "/api/auth/cart/store/all", { cart: [{ product_id: one, quantity: 3 }] });
      const storeAll = await line(one!);
      await call("POST", "/api/auth/cart/store", { cart: { product_id: two, quantity: 1 } });
      const { cart_id } = await line(two!);
      await call("DELETE", `/api/auth/cart/${two}/delete?${q(SHOP_A)}`);
      const deleteByUuid = (await line(two!)) === undefined;
      await call("DELETE", `/api/auth/cart/${cart_id}/delete?${q(SHOP_A)}`);
      const deleteByCartId = !deleteByUuid && (await line(two!)) === undefined;
      return {
        store: [store.item_quantity, store.finalize],
        update: [update.item_quantity, update.finalize],
        storeAll: storeAll.item_quantity,
        deleteByCartId,
        deleteByUuid,
      };
    };
    expect(await readings(full)).toEqual({
      store: [3, 1],
      update: [3, 1],
      storeAll: 5,
      deleteByCartId: true,
      deleteByUuid: false,
    });
    expect(await readings(minimal)).toEqual({
      store: [1, 0],
      update: [1, 1],
      storeAll: 3,
      deleteByCartId: false,
      deleteByUuid: true,
    });
  });

  it("answers a listing of an unknown category or option unfiltered, and has no logout call", async () => {
    const listing = async (s: TestApp, body: unknown) =>
      (await s.api("POST", `/api/products?${q(SHOP_A)}`, { body })).json.pagination.total as number;
    const everything = await listing(full, {});
    expect(await listing(full, { attribute: 999999 })).toBe(0);
    expect(await listing(full, { checked: [999999] })).toBe(0);
    expect(await listing(minimal, { attribute: 999999 })).toBe(everything);
    expect(await listing(minimal, { checked: [999999] })).toBe(everything);
    const logout = async (s: TestApp) =>
      (await s.api("POST", `/api/auth/logout?${q(SHOP_A)}`, { token: await newCustomer(s, SHOP_A) })).status;
    expect([await logout(full), await logout(minimal)]).toEqual([200, 404]);
  });
});
