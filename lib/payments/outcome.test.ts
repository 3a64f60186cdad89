import type { ShopApiResult } from "@/lib/shop-api/core.server";
import { METHOD, PAYMENT_MESSAGES } from "./messages";
import { failureOutcome, redirectOutcome } from "./outcome";

type Answer = { status?: boolean; msg?: string; empty?: boolean; redirect_url?: string; redirectURL?: string };
const ok = (data: Answer): ShopApiResult<Answer> => ({ ok: true, status: 200, data, headers: new Headers() });
const network: ShopApiResult<Answer> = { ok: false, status: null, reason: "network", body: null };
const http = (status: number, body: unknown): ShopApiResult<Answer> => ({ ok: false, status, reason: "http", body });
const PAGE = "http://127.0.0.1:4000/sandbox/pay/pay_abc";

describe("redirect gateways: the browser's next step", () => {
  test("utap: redirect_url → redirect (cart cleared when empty)", () => {
    expect(redirectOutcome(METHOD.utap, ok({ status: true, redirect_url: PAGE, empty: true }))).toEqual({
      httpStatus: 200,
      body: { status: true, next: { kind: "redirect", url: PAGE }, empty: true },
    });
  });

  test("utap's answer as the spec gives it, redirect_url alone, is a redirect", () => {
    expect(redirectOutcome(METHOD.utap, ok({ redirect_url: PAGE })).body).toEqual({
      status: true,
      next: { kind: "redirect", url: PAGE },
      empty: false,
    });
  });

  test("paymennt reads redirectURL; safepay redirect_url with the Purchase event of 0 USD", () => {
    expect(redirectOutcome(METHOD.paymennt, ok({ status: true, redirectURL: PAGE, empty: false })).body).toEqual({
      status: true,
      next: { kind: "redirect", url: PAGE },
      empty: false,
    });
    expect(redirectOutcome(METHOD.safepay, ok({ status: true, redirect_url: PAGE, empty: true })).body).toEqual({
      status: true,
      next: { kind: "redirect", url: PAGE },
      empty: true,
      purchase: { value: 0, currency: "USD" },
    });
  });

  test.each([
    ["utap, missing url", METHOD.utap, ok({ status: true }), PAYMENT_MESSAGES.failedToCreate],
    [
      "utap, unsafe url",
      METHOD.utap,
      ok({ status: true, redirect_url: "javascript:alert(1)" }),
      PAYMENT_MESSAGES.failedToCreate,
    ],
    ["utap, thrown (network) failure", METHOD.utap, network, PAYMENT_MESSAGES.createError],
    [
      "utap, server error",
      METHOD.utap,
      http(500, { status: false, msg: "Internal server error" }),
      PAYMENT_MESSAGES.createError,
    ],
    [
      "paymennt, status false",
      METHOD.paymennt,
      ok({ status: false, msg: "This payment method is not available." }),
      "This payment method is not available.",
    ],
    ["paymennt, failure", METHOD.paymennt, network, PAYMENT_MESSAGES.createError],
    [
      "paymennt, wrong field only",
      METHOD.paymennt,
      ok({ status: true, redirect_url: PAGE }),
      PAYMENT_MESSAGES.createError,
    ],
    ["safepay, no url", METHOD.safepay, ok({ status: true }), PAYMENT_MESSAGES.failedToCreate],
    [
      "safepay, relative url",
      METHOD.safepay,
      ok({ status: true, redirect_url: "/pay" }),
      PAYMENT_MESSAGES.failedToCreate,
    ],
    ["safepay, failure", METHOD.safepay, network, PAYMENT_MESSAGES.failedToCreate],
    [
      "a shop refusal shows its msg",
      METHOD.utap,
      ok({ status: false, msg: "Kindly Select the Items From the Cart" }),
      "Kindly Select the Items From the Cart",
    ],
    ["a 404 with a msg shows it", METHOD.utap, http(404, { status: false, msg: "Order not found" }), "Order not found"],
  ] as const)("%s → status false with the spec's message", (_, method, result, msg) => {
    expect(redirectOutcome(method, result)).toEqual({ httpStatus: 200, body: { status: false, msg } });
  });

  test("422 field errors pass through; 401 ends the session", () => {
    const errors = { "address.city": ["The address.city field is required."] };
    expect(redirectOutcome(METHOD.utap, http(422, { errors }))).toEqual({
      httpStatus: 422,
      body: { status: false, errors },
    });
    expect(failureOutcome({ ok: false, status: 401, reason: "http", body: {} }, "x").httpStatus).toBe(401);
  });
});
