import { DEMO_SERVER_KEY } from "../src/server";
import { MAX_HELD_DRAFTS, releaseAbandonedDrafts, TOO_MANY_DRAFTS } from "../src/payments/drafts";
import { createSignedIn, createTestApp, q, SHOP_A, SHOP_B, type J, type TestApp } from "./support/app";
import { addToCart, authed, formAction, itemsWithStock, newCustomer, onServer, orderOf, placement, stockOf, submitForm } from "./support/orders";

/** Contract tests of CONTRACT.md "Payments": method list and detail, redirect gateways, card sessions. */

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

/** A fresh customer of shop A with `quantity` units of one item finalized in the cart. */
async function shopperWithCart(quantity = 1) {
  const token = await newCustomer(s, SHOP_A);
  const [item] = itemsWithStock(s, 1, quantity + 3, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, quantity);
  return { token, item: item! };
}

async function openPage(url: string): Promise<{ path: string; html: string }> {
  const path = onServer(s, url);
  const res = await s.api("GET", path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  return { path, html: res.text };
}

describe("payment methods", () => {
  it("lists the shop's methods publicly, without any secret", async () => {
    const res = await s.api("GET", `/api/ecommerece-payment-method?${q(SHOP_A)}`);
    expect(res.json.status).toBe(true);
    expect(res.json.data.map((m: J) => m.payment_method)).toEqual([3, 4, 7, 8, 9]);
    for (const m of res.json.data) expect(Object.keys(m).sort()).toEqual(["id", "payment_method", "payment_method_title"]);
    expect((await s.api("GET", "/api/ecommerece-payment-method?site_url=http://nope.example")).status).toBe(404);
    const other = await s.api("GET", `/api/ecommerece-payment-method?${q(SHOP_B)}`);
    expect(other.json.data.map((m: J) => m.id)).not.toEqual(res.json.data.map((m: J) => m.id));
  });

  /** The storefront server's call: a customer token and the shared server key. */
  const detail = (token: string, origin: string, query = "", key: string | null = s.deps.serverKey) =>
    s.api("GET", `/api/auth/payment-method/detail?${q(origin)}${query}`, { token, headers: key === null ? {} : { "X-Shop-Server-Key": key } });

  it("gives the bank card detail (merchant fields, 16-byte keys, sandbox URLs) to the storefront's server", async () => {
    const res = await detail(demoA, SHOP_A, "&payment_method=3");
    expect(res.json.status).toBe(true);
    const d = res.json.method_detail;
    expect(d).toMatchObject({ payment_method: 3, channel_id: "1001", merchant_id: "10001", store_id: "20001", return_url: `${SHOP_A}/check-out/return` });
    expect(Buffer.byteLength(d.key1)).toBe(16);
    expect(Buffer.byteLength(d.key2)).toBe(16);
    expect(d.handshake_url).toBe(`${s.url}/sandbox/bank/handshake`);
    expect(d.gateway_url).toBe(`${s.url}/sandbox/bank/gateway`);
    expect(JSON.stringify(res.json)).not.toContain("sk_sandbox_");
    // No parameter means the bank card gateway; unknown codes 404; non-numbers 422.
    expect((await detail(demoA, SHOP_A)).json.method_detail.payment_method).toBe(3);
    expect((await detail(demoA, SHOP_A, "&payment_method=5")).status).toBe(404);
    expect((await detail(demoA, SHOP_A, "&payment_method=abc")).status).toBe(422);
    // Each shop its own merchant.
    const b = await detail(demoB, SHOP_B, "&payment_method=3");
    expect(b.json.method_detail.merchant_id).toBe("10002");
    expect(b.json.method_detail.key1).not.toBe(d.key1);
  });

  it("refuses the detail to a customer token without the server key (what a browser has)", async () => {
    for (const key of [null, "", "wrong-key", `${s.deps.serverKey}x`]) {
      const res = await detail(demoA, SHOP_A, "&payment_method=3", key);
      expect([key, res.status, res.json.status, res.text.includes("merchant")]).toEqual([key, 403, false, false]);
    }
    // The key is not a CORS-allowed header: a browser cannot even send it cross-origin.
    const preflight = await s.api("OPTIONS", "/api/auth/payment-method/detail", {
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "x-shop-server-key" },
    });
    expect(preflight.headers.get("access-control-allow-headers") ?? "").not.toMatch(/x-shop-server-key/i);
  });

  it("outside demo mode there is no default server key: the detail is refused to everyone until one is set", async () => {
    const plain = await createTestApp({ demo: false, demoOrigins: [SHOP_A] });
    try {
      expect(plain.deps.serverKey).toBeNull();
      const token = await plain.login(SHOP_A);
      const res = await plain.api("GET", `/api/auth/payment-method/detail?payment_method=3&${q(SHOP_A)}`, {
        token,
        headers: { "X-Shop-Server-Key": DEMO_SERVER_KEY },
      });
      expect(res.status).toBe(403);
    } finally {
      await plain.stop();
    }
  });

  it("gives the card page's public key only", async () => {
    const res = await A(demoA).get("/api/auth/payment-method/stripe/credentials");
    expect(res.json).toEqual({ status: true, data: { public_key: expect.stringMatching(/^pk_sandbox_/) } });
  });

  it("answers 401 without a token on every authenticated payment call", async () => {
    const calls: [string, string][] = [
      ["GET", "/api/auth/payment-method/detail"],
      ["GET", "/api/auth/payment-method/stripe/credentials"],
      ["POST", "/api/auth/utap/create-order"],
      ["POST", "/api/auth/paymennt/check-out"],
      ["POST", "/api/auth/create-payment"],
      ["POST", "/api/auth/checkout-session/create"],
      ["GET", "/api/auth/session-status?session_id=x"],
    ];
    for (const [method, path] of calls) {
      for (const token of [undefined, "x.y.z", demoB]) {
        const res = await s.api(method, `${path}${path.includes("?") ? "&" : "?"}${q(SHOP_A)}`, { token, body: method === "POST" ? placement() : undefined });
        expect([path, res.status]).toEqual([path, 401]);
      }
    }
  });
});

describe("redirect gateways (utap 9, paymennt 8, safepay 7)", () => {
  const GATEWAYS = [
    { name: "utap", path: "/api/auth/utap/create-order", urlField: "redirect_url", code: 9 },
    { name: "paymennt", path: "/api/auth/paymennt/check-out", urlField: "redirectURL", code: 8 },
    { name: "safepay", path: "/api/auth/create-payment", urlField: "redirect_url", code: 7 },
  ] as const;

  for (const g of GATEWAYS) {
    it(`${g.name}: draft + sandbox page; Pay marks the order paid and returns to the shop`, async () => {
      const { token, item } = await shopperWithCart(2);
      const before = stockOf(s, item.id);
      const res = await A(token).post(g.path, placement({ pay_type: { payment_method: g.code, payment_method_title: g.name } }));
      expect(res.json).toMatchObject({ status: true, empty: true });
      const url = res.json[g.urlField] as string;
      expect(url).toMatch(new RegExp(`^${s.url}/sandbox/pay/pay_[A-Za-z0-9_-]{32}$`));
      const orderId = res.json.order_id as number;
      expect(await orderOf(s, token, SHOP_A, orderId)).toMatchObject({ sale_order_status: 0, pay_type: g.code, advance_payment_sum_amount: 0 });
      expect(stockOf(s, item.id)).toBe(before - 2); // the draft holds its units while the customer pays

      const page = await openPage(url);
      expect(page.html).toContain("<button type=\"submit\" class=\"pay\">Pay</button>");
      const action = formAction(page.html);
      expect(action).toBe(page.path);
      const paid = await submitForm(s, action, { action: "pay" });
      expect(paid.status).toBe(303);
      expect(paid.location).toBe(`${SHOP_A}/check-out/return?order_id=${orderId}&status=paid&gateway=${g.name}`);

      const order = await orderOf(s, token, SHOP_A, orderId);
      expect(order).toMatchObject({ sale_order_status: 1, pay_type: g.code, payment_rec_inv: { payment_receive: { mode: 5 } } });
      expect(order.advance_payment_sum_amount).toBe(order.total);
      expect(order.total).toBeGreaterThan(0);
      expect(stockOf(s, item.id)).toBe(before - 2);

      // Paying again (a double click) just returns to the shop; the page itself is closed.
      expect((await submitForm(s, action, { action: "pay" })).location).toBe(paid.location);
      expect((await s.api("GET", action)).status).toBe(410);
      expect((await s.api("GET", "/api/auth/e-commerce/get/user/orders?" + q(SHOP_A), { token })).json.data[0].advance_payment_sum_amount).toBe(order.total);
    });
  }

  it("Cancel of a payment made from the cart puts its lines back in the cart, gives the stock back and removes the draft", async () => {
    const { token, item } = await shopperWithCart(2);
    const before = stockOf(s, item.id);
    const cartLines = async () => ((await A(token).get("/api/auth/cart/index")).json.cart as J[]).map((l) => [l.fk_itemUUID, l.item_quantity, l.finalize]);
    const cartBefore = await cartLines();
    const res = await A(token).post("/api/auth/paymennt/check-out", placement());
    const orderId = res.json.order_id as number;
    expect(await cartLines()).toEqual([]);
    const page = await openPage(res.json.redirectURL);
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
    const { token, item } = await shopperWithCart(2);
    const before = stockOf(s, item.id);
    const draft = await A(token).post("/api/auth/utap/create-order", placement());
    const orderId = draft.json.order_id as number;
    const again = await A(token).post("/api/auth/paymennt/check-out", placement({ sale_order_id: orderId }));
    expect(again.json).toMatchObject({ status: true, order_id: orderId });
    const cancelled = await submitForm(s, formAction((await openPage(again.json.redirectURL)).html), { action: "cancel" });
    expect(cancelled.location).toBe(`${SHOP_A}/check-out/return?order_id=${orderId}&status=cancelled&gateway=paymennt`);
    expect(await orderOf(s, token, SHOP_A, orderId)).toMatchObject({ sale_order_status: 0, advance_payment_sum_amount: 0, payment_rec_inv: null });
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
    const { token } = await shopperWithCart(1);
    const first = await A(token).post("/api/auth/utap/create-order", placement());
    const second = await A(token).post("/api/auth/create-payment", placement({ sale_order_id: first.json.order_id }));
    expect(second.json.redirect_url).not.toBe(first.json.redirect_url);
    expect((await s.api("GET", onServer(s, first.json.redirect_url))).status).toBe(410);
    expect((await submitForm(s, onServer(s, first.json.redirect_url), { action: "pay" })).status).toBe(409);
    expect((await submitForm(s, onServer(s, second.json.redirect_url), { action: "pay" })).location).toContain("status=paid&gateway=safepay");
  });

  it("safepay's {cart} variant uses the finalized cart and the stored address", async () => {
    const token = await newCustomer(s, SHOP_A);
    const [item] = itemsWithStock(s, 1, 3, 1);
    await addToCart(s, token, SHOP_A, item!.uuid, 1);
    // No stored address yet: refused like shipping_option 2.
    const refused = await A(token).post("/api/auth/create-payment", { cart: [{ product_id: item!.uuid }] });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.json.errors)).toEqual(["shipping_option"]);

    await A(token).post("/api/auth/order/create", placement({ address: { ...(placement().address as object), address1: "7 Stored Way" } }));
    await addToCart(s, token, SHOP_A, item!.uuid, 1);
    const res = await A(token).post("/api/auth/create-payment", { cart: [{ product_id: item!.uuid, quantity: 1 }] });
    expect(res.json).toMatchObject({ status: true, empty: true });
    const order = await orderOf(s, token, SHOP_A, res.json.order_id);
    expect(order.shipping_address.shipping_street1).toBe("7 Stored Way");
    expect(order.sale_order_item[0].items.uuid).toBe(item!.uuid);
  });

  it("refuses with the usual answers: nothing finalized, 422 shapes, discarded drafts have no page", async () => {
    const token = await newCustomer(s, SHOP_A);
    expect((await A(token).post("/api/auth/utap/create-order", placement())).json).toEqual({ status: false, empty: true, msg: "Kindly Select the Items From the Cart" });
    const bad = await A(token).post("/api/auth/paymennt/check-out", { pay_type: { payment_method: 8 } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toHaveProperty(["address.zip_code"]);

    const { token: t2 } = await shopperWithCart(1);
    const res = await A(t2).post("/api/auth/utap/create-order", placement());
    await A(t2).get(`/api/auth/e-commerce/discard/sale-order/${res.json.order_id}`);
    expect((await s.api("GET", onServer(s, res.json.redirect_url))).status).toBe(404);
    expect((await submitForm(s, onServer(s, res.json.redirect_url), { action: "pay" })).status).toBe(404);
    expect((await s.api("GET", "/sandbox/pay/pay_guess")).status).toBe(404);
  });

  it("a disabled method is refused", async () => {
    const { token } = await shopperWithCart(1);
    s.deps.db.prepare("UPDATE payment_methods SET is_enabled = 0 WHERE shop_id = 1 AND payment_method = 9").run();
    try {
      expect((await A(token).post("/api/auth/utap/create-order", placement())).json).toEqual({ status: false, msg: "This payment method is not available." });
      expect((await s.api("GET", `/api/ecommerece-payment-method?${q(SHOP_A)}`)).json.data.map((m: J) => m.payment_method)).not.toContain(9);
    } finally {
      s.deps.db.prepare("UPDATE payment_methods SET is_enabled = 1 WHERE shop_id = 1 AND payment_method = 9").run();
    }
  });
});

describe("card checkout session (4), local sandbox", () => {
  it("open → complete through the sandbox page, then session-status says complete and the order is paid", async () => {
    const { token } = await shopperWithCart(1);
    const res = await A(token).post("/api/auth/checkout-session/create", placement({ pay_type: { payment_method: 4 } }));
    expect(res.json).toMatchObject({ status: true, empty: true });
    const { session_id, clientSecret, order_id } = res.json;
    expect(session_id).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{32}$/);
    expect(clientSecret.startsWith(`${session_id}_secret_`)).toBe(true);
    expect(res.json.url).toBe(`${s.url}/sandbox/checkout-session/${session_id}`);

    const status = () => A(token).get(`/api/auth/session-status?session_id=${encodeURIComponent(session_id)}`);
    expect((await status()).json).toEqual({ status: "open", customer_email: "buyer@example.com", order_id });

    const page = await openPage(res.json.url);
    const back = await submitForm(s, formAction(page.html), { action: "cancel" });
    expect(back.location).toBe(`${SHOP_A}/stripe/session-status?session_id=${session_id}`);
    expect((await status()).json.status).toBe("open"); // going back keeps the session open

    const done = await submitForm(s, formAction(page.html), { action: "pay" });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${SHOP_A}/stripe/session-status?session_id=${session_id}`);
    expect((await status()).json.status).toBe("complete");
    const order = await orderOf(s, token, SHOP_A, order_id);
    expect(order).toMatchObject({ sale_order_status: 1, pay_type: 4, payment_rec_inv: { payment_receive: { mode: 5 } } });
    expect(order.advance_payment_sum_amount).toBe(order.total);
  });

  it("accepts the {cart} variant: the finalized cart and the stored address", async () => {
    const res = await A(demoA).post("/api/auth/checkout-session/create", { cart: [{ product_id: "ignored" }] });
    expect(res.json).toMatchObject({ status: true, session_id: expect.stringMatching(/^cs_sandbox_/) });
    const order = await orderOf(s, demoA, SHOP_A, res.json.order_id);
    expect(order).toMatchObject({ sale_order_status: 0, pay_type: 4, customer: { email: "demo@example.com" } });
    expect(order.shipping_address.shipping_street1).toBe("Villa 7, Al Wasl Road");
    expect(order.sale_order_item).toHaveLength(2); // the demo cart's two finalized lines
  });

  it("a session is only visible to its own customer and shop, and ids are random", async () => {
    const { token } = await shopperWithCart(1);
    const res = await A(token).post("/api/auth/checkout-session/create", placement());
    const id = res.json.session_id as string;
    const stranger = await newCustomer(s, SHOP_A);
    expect((await A(stranger).get(`/api/auth/session-status?session_id=${id}`)).status).toBe(404);
    expect((await authed(s, demoB, SHOP_B).get(`/api/auth/session-status?session_id=${id}`)).status).toBe(404);
    expect((await A(token).get("/api/auth/session-status")).status).toBe(422);
    expect((await A(token).get("/api/auth/session-status?session_id=cs_sandbox_nope")).status).toBe(404);
    // A redirect payment id is not a card session, and the other way round.
    const redirect = await shopperWithCart(1);
    const pay = await A(redirect.token).post("/api/auth/utap/create-order", placement());
    const payId = pay.json.redirect_url.split("/").pop();
    expect((await A(redirect.token).get(`/api/auth/session-status?session_id=${payId}`)).status).toBe(404);
    expect((await s.api("GET", `/sandbox/checkout-session/${payId}`)).status).toBe(404);
    expect((await s.api("GET", `/sandbox/pay/${id}`)).status).toBe(404);

    const again = await shopperWithCart(1);
    const second = await A(again.token).post("/api/auth/checkout-session/create", placement());
    expect(second.json.session_id).not.toBe(id);
  });

  it("an open session past its time reports expired and cannot be paid", async () => {
    const { token } = await shopperWithCart(1);
    const res = await A(token).post("/api/auth/checkout-session/create", placement());
    s.deps.db.prepare("UPDATE payment_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").run(res.json.session_id);
    expect((await A(token).get(`/api/auth/session-status?session_id=${res.json.session_id}`)).json.status).toBe("expired");
    expect((await submitForm(s, onServer(s, res.json.url), { action: "pay" })).status).toBe(409);
    expect((await orderOf(s, token, SHOP_A, res.json.order_id)).sale_order_status).toBe(0);
  });
});

describe("unpaid drafts do not hold stock forever", () => {
  const HOUR = 60 * 60 * 1000;
  // Earlier tests left drafts of the same items: release them first so that stock counts are this test's.
  beforeEach(() => releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR + 60_000)));

  it("an abandoned payment made from the cart gives its units and its lines back once its session expired", async () => {
    const { token, item } = await shopperWithCart(2);
    const before = stockOf(s, item.id);
    const res = await A(token).post("/api/auth/utap/create-order", placement());
    expect(stockOf(s, item.id)).toBe(before - 2);
    // Still payable within the hour: nothing released.
    expect(releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR / 2))).toBe(0);
    expect(stockOf(s, item.id)).toBe(before - 2);
    releaseAbandonedDrafts(s.deps.db, new Date(Date.now() + HOUR + 60_000));
    expect(stockOf(s, item.id)).toBe(before);
    expect((await A(token).get(`/api/auth/e-commerce/check-sale-order/${res.json.order_id}`)).status).toBe(404);
    expect(((await A(token).get("/api/auth/cart/index")).json.cart as J[]).map((l) => [l.fk_itemUUID, l.item_quantity, l.finalize])).toEqual([[item.uuid, 2, 1]]);
  });

  it("an abandoned payment of an existing draft leaves the draft, and paying it later takes the units again", async () => {
    const { token, item } = await shopperWithCart(2);
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
    const { token, item } = await shopperWithCart(1);
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
    for (const path of ["/api/auth/paymennt/check-out", "/api/auth/checkout-session/create", "/api/auth/create-payment", "/api/auth/utap/create-order"]) {
      expect([path, (await A(token).post(path, placement())).json]).toEqual([path, { status: false, msg: TOO_MANY_DRAFTS }]);
    }
    const bank = await A(token).post("/api/auth/order/create", placement({ pay_type: { payment_method: 3 } }));
    expect(bank.json).toEqual({ status: false, msg: TOO_MANY_DRAFTS });
    expect(stockOf(s, last.id)).toBe(before);
    // Cash on delivery is not a draft; paying a held draft takes nothing more.
    expect((await A(token).post("/api/auth/utap/create-order", placement({ sale_order_id: drafts[0] }))).json.status).toBe(true);
    // Discarding one makes room.
    expect((await A(token).get(`/api/auth/e-commerce/discard/sale-order/${drafts[1]}`)).json.status).toBe(true);
    expect((await A(token).post("/api/auth/utap/create-order", placement())).json.status).toBe(true);
    expect(stockOf(s, last.id)).toBe(before - 1);
  });
});
