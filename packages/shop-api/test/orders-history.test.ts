import { q, SHOP_A, SHOP_B, createSignedIn, type J, type TestApp } from "./support/app";
import { addToCart, authed, itemsWithStock, newCustomer, orderOf, placement, stockOf } from "./support/orders";

/** Contract tests of CONTRACT.md "Orders": drafts and history, discard, cancel requests, tracking, authentication. */

let s: TestApp;
let demoA: string;
let demoB: string;
beforeAll(async () => {
  ({ s, demoA, demoB } = await createSignedIn());
});
afterAll(async () => {
  await s.stop();
});

const A = (token: string) => authed(s, token, SHOP_A);
const B = (token: string) => authed(s, token, SHOP_B);
const seededId = (shopId: number, orderNumber: string) =>
  s.deps.db
    .prepare("SELECT id FROM sale_orders WHERE shop_id = ? AND order_number = ?")
    .pluck()
    .get(shopId, orderNumber) as number;

describe("drafts, one order, history", () => {
  it("lists the customer's drafts (status 0 only) with items, live stock and the shipping address", async () => {
    const res = await B(demoB).get("/api/auth/e-commerce/user/draft-sale-orders");
    expect(res.json.status).toBe(true);
    const drafts = res.json.data as J[];
    expect(drafts.map((o) => o.order_number)).toEqual(["SO-2-00002", "SO-2-00001"]);
    expect(drafts.every((o) => o.sale_order_status === 0 && o.advance_payment_sum_amount === 0)).toBe(true);
    const soldOutLine = drafts[0].sale_order_item.find((l: J) => l.items.stock < l.quantity);
    expect(soldOutLine).toBeDefined(); // the storefront flags it Out of stock
    expect(drafts[0].shipping_address.shipping_street1).toBe("22 Harbour Lane");
    expect(drafts[0].currency_symbol).toEqual({ symbol: "£", currency_code: "GBP" });
  });

  it("lists every order of the customer newest first, in every status", async () => {
    const res = await B(demoB).get("/api/auth/e-commerce/get/user/orders");
    const orders = res.json.data as J[];
    expect(new Set(orders.map((o) => o.sale_order_status))).toEqual(new Set([0, 1, 3, 6, 7, 8]));
    const dates = orders.map((o) => o.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const paid = orders.find((o) => o.order_number === "SO-2-00004");
    expect(paid).toMatchObject({ sale_order_status: 1, payment_rec_inv: { payment_receive: { mode: 5 } } });
    expect(paid.advance_payment_sum_amount).toBe(paid.total);
    expect(orders.find((o) => o.order_number === "SO-2-00005").tracking).toEqual({ tracking_no: "TRK2000005" });
  });

  it("check-sale-order, get and tracker answer the customer's own order and 404 otherwise", async () => {
    const id = seededId(1, "SO-1-00006");
    const own = await A(demoA).get(`/api/auth/e-commerce/check-sale-order/${id}`);
    expect(own.json).toMatchObject({
      status: true,
      data: { sale_order_id: id, sale_order_status: 3, tracking: { tracking_no: "TRK1000006" } },
    });
    for (const view of ["get", "tracker"]) {
      const res = await A(demoA).get(`/api/auth/e-commerce/saleorder/${id}/${view}`);
      expect(res.json.status).toBe(true);
      expect(res.json.data.order_number).toBe("SO-1-00006");
      expect(res.json.customer_address).toEqual(res.json.data.shipping_address);
      expect(res.json.customer_address.shipping_country.country_name).toBe("United Arab Emirates");
    }
    const stranger = await newCustomer(s, SHOP_A);
    for (const path of [`check-sale-order/${id}`, `saleorder/${id}/get`, `saleorder/${id}/tracker`]) {
      expect((await A(stranger).get(`/api/auth/e-commerce/${path}`)).status).toBe(404);
      expect((await B(demoB).get(`/api/auth/e-commerce/${path}`)).status).toBe(404); // shop B's demo customer
    }
    for (const bad of ["999999", "0", "-1", "abc", "1e3", "99999999999999999999"]) {
      expect((await A(demoA).get(`/api/auth/e-commerce/check-sale-order/${bad}`)).status).toBe(404);
    }
  });
});

describe("discard", () => {
  it("deletes a draft and gives its units back; only drafts of this customer", async () => {
    const token = await newCustomer(s, SHOP_A);
    const [x] = itemsWithStock(s, 1, 5, 1);
    await addToCart(s, token, SHOP_A, x!.uuid, 3);
    const before = stockOf(s, x!.id);
    const draft = await A(token).post("/api/auth/paymennt/check-out", placement());
    expect(stockOf(s, x!.id)).toBe(before - 3);

    expect((await A(demoA).get(`/api/auth/e-commerce/discard/sale-order/${draft.json.order_id}`)).json).toEqual({
      status: false,
      msg: "Order not found",
    });
    const res = await A(token).get(`/api/auth/e-commerce/discard/sale-order/${draft.json.order_id}`);
    expect(res.json).toEqual({ status: true, done: "Order discarded", msg: "Order discarded" });
    expect(stockOf(s, x!.id)).toBe(before);
    expect((await A(token).get("/api/auth/e-commerce/user/draft-sale-orders")).json.data).toEqual([]);
    expect((await A(token).get(`/api/auth/e-commerce/check-sale-order/${draft.json.order_id}`)).status).toBe(404);
    expect((await A(token).get(`/api/auth/e-commerce/discard/sale-order/${draft.json.order_id}`)).json.status).toBe(
      false,
    );
  });

  it("refuses a placed order, and a seeded draft (which holds no stock) leaves stock as it is", async () => {
    const pending = seededId(1, "SO-1-00003");
    expect((await A(demoA).get(`/api/auth/e-commerce/discard/sale-order/${pending}`)).json).toEqual({
      status: false,
      msg: "Only a draft order can be discarded.",
    });
    const draft = seededId(1, "SO-1-00001");
    const lines = s.deps.db
      .prepare("SELECT item_id FROM sale_order_items WHERE sale_order_id = ?")
      .pluck()
      .all(draft) as number[];
    const before = lines.map((id) => stockOf(s, id));
    expect((await A(demoA).get(`/api/auth/e-commerce/discard/sale-order/${draft}`)).json.status).toBe(true);
    expect(lines.map((id) => stockOf(s, id))).toEqual(before);
    expect((await A(demoA).get("/api/auth/e-commerce/discard/sale-order/abc")).json.status).toBe(false);
  });
});

describe("cancel request", () => {
  const cancel = (token: string, body: unknown) => A(token).post("/api/auth/e-commerce/order-cancel/request", body);

  it("moves a pending order to 7 with the message, only from status 1", async () => {
    const id = seededId(1, "SO-1-00004");
    const stranger = await newCustomer(s, SHOP_A);
    expect((await cancel(stranger, { message: "mine?", sale_order_id: id })).json).toEqual({
      status: false,
      msg: "Order not found",
    });
    const res = await cancel(demoA, { message: "  Changed my mind  ", sale_order_id: String(id) });
    expect(res.json).toEqual({ status: true, done: "Cancel request submitted", msg: "Cancel request submitted" });
    expect(await orderOf(s, demoA, SHOP_A, id)).toMatchObject({
      sale_order_status: 7,
      cancel_message: "Changed my mind",
    });
    for (const number of ["SO-1-00004", "SO-1-00005", "SO-1-00006", "SO-1-00008", "SO-1-00002"]) {
      const again = await cancel(demoA, { message: "again", sale_order_id: seededId(1, number) });
      expect(again.json).toEqual({ status: false, msg: "Only a pending order can be cancelled." });
    }
  });

  it("answers 422 for a missing message or order id", async () => {
    const res = await cancel(demoA, { message: "   " });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["message", "sale_order_id"]);
  });
});

describe("track-order (public)", () => {
  const track = (origin: string, body: unknown) =>
    s.api("POST", `/api/auth/e-commerce/track-order?${q(origin)}`, { body });

  it("finds an order of this shop by order and tracking number, without personal data", async () => {
    const res = await track(SHOP_A, { order_no: "SO-1-00005", tracking_no: "TRK1000005" });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(true);
    expect(res.json.data).toMatchObject({
      order_number: "SO-1-00005",
      sale_order_status: 6,
      tracking: { tracking_no: "TRK1000005" },
      customer: null,
      shipping_address: null,
    });
    expect(res.json.data.sale_order_item.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.json)).not.toContain("demo@example.com");
    expect(
      (await track(SHOP_A, { order_no: "so-1-00006", tracking_no: "trk1000006" })).json.data.sale_order_status,
    ).toBe(3);
  });

  it("answers status false for a wrong pair and for another shop's order", async () => {
    const notFound = { status: false, msg: "No order found for this order and tracking number" };
    expect((await track(SHOP_A, { order_no: "SO-1-00005", tracking_no: "TRK1000006" })).json).toEqual(notFound);
    expect((await track(SHOP_A, { order_no: "SO-1-00003", tracking_no: "" + "TRK1000003" })).json).toEqual(notFound);
    expect((await track(SHOP_B, { order_no: "SO-1-00005", tracking_no: "TRK1000005" })).json).toEqual(notFound);
    expect((await track(SHOP_B, { order_no: "SO-2-00005", tracking_no: "TRK2000005" })).json.status).toBe(true);
  });

  it("answers 422 for missing fields and 404 for an unknown shop", async () => {
    const res = await track(SHOP_A, {});
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["order_no", "tracking_no"]);
    expect((await track("http://unknown.example", { order_no: "a", tracking_no: "b" })).status).toBe(404);
  });
});

describe("authentication", () => {
  const AUTHED: [string, string][] = [
    ["POST", "/api/auth/order/create"],
    ["GET", "/api/auth/e-commerce/user/draft-sale-orders"],
    ["GET", "/api/auth/e-commerce/discard/sale-order/1"],
    ["GET", "/api/auth/e-commerce/check-sale-order/1"],
    ["GET", "/api/auth/e-commerce/saleorder/1/get"],
    ["GET", "/api/auth/e-commerce/saleorder/1/tracker"],
    ["GET", "/api/auth/e-commerce/get/user/orders"],
    ["POST", "/api/auth/e-commerce/order-cancel/request"],
  ];

  it("answers 401 without a token, with a bad one, or with another shop's", async () => {
    for (const [method, path] of AUTHED) {
      for (const token of [undefined, "not.a.token", demoB]) {
        const res = await s.api(method, `${path}?${q(SHOP_A)}`, {
          token,
          body: method === "POST" ? placement() : undefined,
        });
        expect([path, res.status, res.json]).toEqual([path, 401, { status: false, msg: "Unauthenticated." }]);
      }
    }
  });
});
