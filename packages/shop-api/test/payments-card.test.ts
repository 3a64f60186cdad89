import { createSignedIn, SHOP_A, SHOP_B, type TestApp } from "./support/app";
import {
  authed,
  formAction,
  newCustomer,
  onServer,
  openPage,
  orderOf,
  placement,
  shopperWithCart,
  submitForm,
} from "./support/orders";

/** Contract tests of CONTRACT.md "Payments": the card checkout session against the local sandbox. */

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

describe("card checkout session (4), local sandbox", () => {
  it("open → complete through the sandbox page, then session-status says complete and the order is paid", async () => {
    const { token } = await shopperWithCart(s, 1);
    const res = await A(token).post(
      "/api/auth/checkout-session/create",
      placement({ pay_type: { payment_method: 4 } }),
    );
    expect(res.json).toMatchObject({ status: true, empty: true });
    const { session_id, clientSecret, order_id } = res.json;
    expect(session_id).toMatch(/^cs_sandbox_[A-Za-z0-9_-]{32}$/);
    expect(clientSecret.startsWith(`${session_id}_secret_`)).toBe(true);
    expect(res.json.url).toBe(`${s.url}/sandbox/checkout-session/${session_id}`);

    const status = () => A(token).get(`/api/auth/session-status?session_id=${encodeURIComponent(session_id)}`);
    expect((await status()).json).toEqual({ status: "open", customer_email: "buyer@example.com", order_id });

    const page = await openPage(s, res.json.url);
    const back = await submitForm(s, formAction(page.html), { action: "cancel" });
    expect(back.location).toBe(`${SHOP_A}/stripe/session-status?session_id=${session_id}`);
    expect((await status()).json.status).toBe("open"); // going back keeps the session open

    const done = await submitForm(s, formAction(page.html), { action: "pay" });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${SHOP_A}/stripe/session-status?session_id=${session_id}`);
    expect((await status()).json.status).toBe("complete");
    const order = await orderOf(s, token, SHOP_A, order_id);
    expect(order).toMatchObject({
      sale_order_status: 1,
      pay_type: 4,
      payment_rec_inv: { payment_receive: { mode: 5 } },
    });
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
    const { token } = await shopperWithCart(s, 1);
    const res = await A(token).post("/api/auth/checkout-session/create", placement());
    const id = res.json.session_id as string;
    const stranger = await newCustomer(s, SHOP_A);
    expect((await A(stranger).get(`/api/auth/session-status?session_id=${id}`)).status).toBe(404);
    expect((await authed(s, demoB, SHOP_B).get(`/api/auth/session-status?session_id=${id}`)).status).toBe(404);
    expect((await A(token).get("/api/auth/session-status")).status).toBe(422);
    expect((await A(token).get("/api/auth/session-status?session_id=cs_sandbox_nope")).status).toBe(404);
    // A redirect payment id is not a card session, and the other way round.
    const redirect = await shopperWithCart(s, 1);
    const pay = await A(redirect.token).post("/api/auth/utap/create-order", placement());
    const payId = pay.json.redirect_url.split("/").pop();
    expect((await A(redirect.token).get(`/api/auth/session-status?session_id=${payId}`)).status).toBe(404);
    expect((await s.api("GET", `/sandbox/checkout-session/${payId}`)).status).toBe(404);
    expect((await s.api("GET", `/sandbox/pay/${id}`)).status).toBe(404);

    const again = await shopperWithCart(s, 1);
    const second = await A(again.token).post("/api/auth/checkout-session/create", placement());
    expect(second.json.session_id).not.toBe(id);
  });

  it("an open session past its time reports expired and cannot be paid", async () => {
    const { token } = await shopperWithCart(s, 1);
    const res = await A(token).post("/api/auth/checkout-session/create", placement());
    s.deps.db
      .prepare("UPDATE payment_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?")
      .run(res.json.session_id);
    expect((await A(token).get(`/api/auth/session-status?session_id=${res.json.session_id}`)).json.status).toBe(
      "expired",
    );
    expect((await submitForm(s, onServer(s, res.json.url), { action: "pay" })).status).toBe(409);
    expect((await orderOf(s, token, SHOP_A, res.json.order_id)).sale_order_status).toBe(0);
  });
});
