jest.mock("server-only", () => ({}));
jest.mock("@/lib/shop-api/orders.server", () => ({
  createUtapOrder: jest.fn(),
  createPaymenntCheckout: jest.fn(),
  createSafepayPayment: jest.fn(),
}));
jest.mock("@/lib/shop-api/payments.server", () => ({
  createCheckoutSession: jest.fn(),
  sessionIdOf: jest.requireActual("@/lib/shop-api/payments.server").sessionIdOf,
}));
jest.mock("./bank-card.server", () => ({ startBankCard: jest.fn() }));

import { createUtapOrder } from "@/lib/shop-api/orders.server";
import { createCheckoutSession } from "@/lib/shop-api/payments.server";
import { cardCookieName, readCardCheckout } from "./card-checkout.server";
import { startPayment } from "./start.server";

const customer = { origin: "http://localhost:3000", token: "t" };
const placement = {
  first_name: "A",
  email: "a@example.com",
  country_id: 1,
  mobile: "501112233",
  phone_code: "971",
  pay_type: 0,
  shipping_option: 1,
  address: {},
} as never;
const ok = <T>(data: T) => ({ ok: true, status: 200, data, headers: new Headers() });

test("an unknown method answers the spec's message and calls nothing", async () => {
  for (const method of [1, 2, 5, 6, 10, -1]) {
    const response = await startPayment({ customer, placement, method, idempotencyKey: "k" });
    expect(await response.json()).toEqual({ status: false, msg: "Ops!The currently payment method not found" });
  }
  expect(createUtapOrder).not.toHaveBeenCalled();
});

test("a redirect gateway gets the placement with its own pay_type and the idempotency key", async () => {
  jest
    .mocked(createUtapOrder)
    .mockResolvedValue(ok({ status: true, redirect_url: "https://pay.example/x", empty: true }) as never);
  const response = await startPayment({ customer, placement, method: 9, idempotencyKey: "key-9" });
  expect(createUtapOrder).toHaveBeenCalledWith(
    customer,
    expect.objectContaining({ pay_type: { payment_method: 9, payment_method_title: "" } }),
    "key-9",
  );
  expect(await response.json()).toEqual({
    status: true,
    next: { kind: "redirect", url: "https://pay.example/x" },
    empty: true,
  });
});

test("card: the session's client secret goes into a sealed httpOnly cookie, the browser to /stripe/check-out", async () => {
  jest.mocked(createCheckoutSession).mockResolvedValue(
    ok({
      status: true,
      clientSecret: "cs_sandbox_abc_secret_xyz",
      session_id: "cs_sandbox_abc",
      order_id: 7,
      empty: true,
    }) as never,
  );
  const response = await startPayment({ customer, placement, method: 4, idempotencyKey: "key-4" });
  expect(createCheckoutSession).toHaveBeenCalledWith(
    customer,
    expect.objectContaining({ pay_type: { payment_method: 4, payment_method_title: "" } }),
    "key-4",
  );
  const body = await response.json();
  expect(body).toEqual({
    status: true,
    next: { kind: "redirect", url: "/stripe/check-out?session_id=cs_sandbox_abc" },
    empty: true,
  });
  expect(JSON.stringify(body)).not.toContain("secret");
  const cookie = response.cookies.get("sf_card_checkout")!;
  expect(cardCookieName("https://shop.example")).toBe("__Host-sf_card_checkout");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/" });
  expect(cookie.value).not.toContain("secret");
  expect(await readCardCheckout(cookie.value, customer.origin, "cs_sandbox_abc")).toEqual({
    origin: customer.origin,
    sessionId: "cs_sandbox_abc",
    clientSecret: "cs_sandbox_abc_secret_xyz",
    orderId: 7,
  });
  expect(await readCardCheckout(cookie.value, "http://127.0.0.1:3000", "cs_sandbox_abc")).toBeNull(); // another shop
  expect(await readCardCheckout(cookie.value, customer.origin, "cs_sandbox_other")).toBeNull();
  expect(await readCardCheckout("tampered", customer.origin, "cs_sandbox_abc")).toBeNull();
});

test("card: the spec's answer, the client secret alone, names the session by the secret's prefix", async () => {
  jest
    .mocked(createCheckoutSession)
    .mockResolvedValue(ok({ status: true, clientSecret: "cs_test_a1B2_secret_c3D4" }) as never);
  const response = await startPayment({ customer, placement, method: 4, idempotencyKey: "k" });
  expect(await response.json()).toEqual({
    status: true,
    next: { kind: "redirect", url: "/stripe/check-out?session_id=cs_test_a1B2" },
    empty: false,
  });
  expect(
    await readCardCheckout(response.cookies.get("sf_card_checkout")!.value, customer.origin, "cs_test_a1B2"),
  ).toEqual({
    origin: customer.origin,
    sessionId: "cs_test_a1B2",
    clientSecret: "cs_test_a1B2_secret_c3D4",
    orderId: null,
  });
});

test("card: a client secret that names no session, without a session_id, is the spec's failure", async () => {
  jest.mocked(createCheckoutSession).mockResolvedValue(ok({ status: true, clientSecret: "opaque" }) as never);
  expect(await (await startPayment({ customer, placement, method: 4, idempotencyKey: "k" })).json()).toEqual({
    status: false,
    msg: "An error occurred while creating the payment",
  });
});

test("card: a refusal shows its message, a failure the spec's", async () => {
  jest
    .mocked(createCheckoutSession)
    .mockResolvedValueOnce(ok({ status: false, msg: "Card payments are not available." }) as never);
  expect(await (await startPayment({ customer, placement, method: 4, idempotencyKey: "k" })).json()).toEqual({
    status: false,
    msg: "Card payments are not available.",
  });
  jest
    .mocked(createCheckoutSession)
    .mockResolvedValueOnce({ ok: false, status: null, reason: "timeout", body: null } as never);
  expect(await (await startPayment({ customer, placement, method: 4, idempotencyKey: "k" })).json()).toEqual({
    status: false,
    msg: "An error occurred while creating the payment",
  });
});
