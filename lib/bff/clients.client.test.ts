import { PAYMENT_MESSAGES } from "@/lib/payments/messages";
import { resendCode, sendAuthForm } from "./auth.client";
import { fetchCountries } from "./countries.client";
import { fetchCardCheckout, fetchCardStatus, fetchReturnedOrder } from "./payments.client";
import { fetchSuggestions } from "./search.client";

/** The route handlers' answer to the next call, and what the call sent. */
function answerWith(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return sent;
}

describe("the auth client", () => {
  it("reads a form's answer as done, refused, invalid or failed", async () => {
    const sent = answerWith(200, { status: true, token_type: "bearer" });
    expect(await sendAuthForm("/api/account/login", { email: "a@example.com" })).toEqual({
      kind: "done",
      data: { status: true, token_type: "bearer" },
    });
    expect(sent[0]).toMatchObject({
      url: "/api/account/login",
      init: { method: "POST", body: '{"email":"a@example.com"}' },
    });

    answerWith(200, { status: false, msg: "Not verified" });
    expect(await sendAuthForm("/api/account/login", {})).toEqual({
      kind: "refused",
      data: { status: false, msg: "Not verified" },
      msg: "Not verified",
    });
    answerWith(422, { errors: { email: ["The email field is required.", "Other"] }, msg: "Check the form" });
    expect(await sendAuthForm("/api/account/register", {})).toEqual({
      kind: "invalid",
      errors: { email: "The email field is required." },
      msg: "Check the form",
    });
    answerWith(400, { error: "These credentials do not match our records." });
    expect(await sendAuthForm("/api/account/login", {})).toEqual({
      kind: "failed",
      msg: "These credentials do not match our records.",
    });
  });

  it("resends a code, or says why not", async () => {
    answerWith(200, { status: true, done: "Code sent" });
    expect(await resendCode("/api/account/resend", "a@example.com")).toEqual({
      ok: true,
      data: { status: true, done: "Code sent" },
    });
    answerWith(200, { status: false, msg: "Unknown e-mail" });
    expect(await resendCode("/api/account/resend", "a@example.com")).toEqual({ ok: false, msg: "Unknown e-mail" });
  });
});

describe("the countries and search clients", () => {
  it("read the list, or none", async () => {
    const country = { country_id: 1, name: "Pakistan", phonecode: "92" };
    answerWith(200, { status: true, data: [country] });
    expect(await fetchCountries()).toEqual([country]);
    answerWith(500, { msg: "down" });
    expect(await fetchCountries()).toEqual([]);
  });

  it("give the suggestions of a query, and none when refused or superseded", async () => {
    const product = { uuid: "u-1", name: "Oak chair", image: "", price: 12 };
    const sent = answerWith(200, { query: "oak chair", products: [product] });
    expect(await fetchSuggestions("oak chair", new AbortController().signal)).toEqual([product]);
    expect(sent[0]!.url).toBe("/api/search?q=oak%20chair");
    answerWith(429, { msg: "Too many attempts" });
    expect(await fetchSuggestions("oak", new AbortController().signal)).toBeNull();
    answerWith(200, { query: "oak", products: [product] });
    const superseded = new AbortController();
    superseded.abort();
    expect(await fetchSuggestions("oak", superseded.signal)).toBeNull();
  });
});

describe("the payment clients", () => {
  it("start the card form, or say why it cannot", async () => {
    const ready = { status: true, public_key: "pk_test_1", client_secret: "cs_1_secret_2", order_id: 7 };
    answerWith(200, ready);
    expect(await fetchCardCheckout("cs_1")).toEqual(ready);
    answerWith(404, { status: false, msg: "This payment session has expired." });
    expect(await fetchCardCheckout("cs_1")).toEqual({ status: false, msg: "This payment session has expired." });
    answerWith(502, { status: false, msg: "upstream detail" });
    expect(await fetchCardCheckout("cs_1")).toEqual({ status: false, msg: PAYMENT_MESSAGES.cardUnavailable });
  });

  it("tell where a card session stands", async () => {
    const session = { status: "complete", customer_email: "a@example.com", order_id: 7, purchase: null };
    answerWith(200, session);
    expect(await fetchCardStatus("cs_1")).toEqual({ ok: true, session });
    answerWith(404, {});
    expect(await fetchCardStatus("cs_1")).toEqual({ ok: false, msg: "This card payment could not be found." });
  });

  it("read the order a payment returned to, telling a signed-out visitor from a missing order", async () => {
    const order = { id: 7, number: "SO-7" };
    const sent = answerWith(200, { data: order });
    expect(await fetchReturnedOrder(7)).toEqual({ kind: "order", order });
    expect(sent[0]!.url).toBe("/api/orders/7");
    answerWith(401, {});
    expect(await fetchReturnedOrder(7)).toEqual({ kind: "signed-out" });
    answerWith(404, {});
    expect(await fetchReturnedOrder(7)).toEqual({ kind: "missing" });
    answerWith(503, {});
    expect(await fetchReturnedOrder(7)).toEqual({ kind: "failed" });
  });
});
