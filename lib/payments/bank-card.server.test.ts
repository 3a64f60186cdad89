import { createDecipheriv } from "node:crypto";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/shop-api/orders.server", () => ({ createOrder: jest.fn(), checkSaleOrder: jest.fn() }));
jest.mock("@/lib/shop-api/payments.server", () => ({ getPaymentMethodDetail: jest.fn() }));

import { checkSaleOrder, createOrder } from "@/lib/shop-api/orders.server";
import { getPaymentMethodDetail } from "@/lib/shop-api/payments.server";
import {
  encryptRequest,
  gatewayForm,
  handshakeForm,
  handshakeOutcome,
  requestString,
  startBankCard,
} from "./bank-card.server";
import { PAYMENT_MESSAGES } from "./messages";

const KEY1 = "0123456789abcdef";
const KEY2 = "fedcba9876543210";

const decrypt = (base64: string, key1 = KEY1, key2 = KEY2) => {
  const d = createDecipheriv("aes-128-cbc", Buffer.from(key1, "utf8"), Buffer.from(key2, "utf8"));
  return Buffer.concat([d.update(Buffer.from(base64, "base64")), d.final()]).toString("utf8");
};

const merchant = {
  payment_method: 3,
  payment_method_title: "Bank Card",
  return_url: "http://localhost:3000/check-out/return",
  channel_id: "1001",
  merchant_id: "10001",
  store_id: "20001",
  merchant_hash: "HASH-SECRET-24CHARSXXXXX",
  merchant_username: "sandbox-1",
  merchant_password: "PASSWORD-SEC",
  key1: KEY1,
  key2: KEY2,
  handshake_url: "http://127.0.0.1:4000/sandbox/bank/handshake",
  gateway_url: "http://127.0.0.1:4000/sandbox/bank/gateway",
};
const SECRETS = [merchant.merchant_hash, merchant.merchant_username, merchant.merchant_password, KEY1, KEY2];
const RETURN = "http://localhost:3000/check-out/return";

describe("AES request encryption (crypto-js) agrees with node:crypto", () => {
  test("a known vector", () => {
    expect(encryptRequest("HS_ChannelId=1001&HS_MerchantId=10001", KEY1, KEY2)).toBe(
      "yW0f7tpFZtMByaKV5Isn1tR/ShtSlmdr8NJwUmiVoDojHh4v8ngEPcMlwd1cevLJ",
    );
  });

  test.each([
    "",
    "a",
    "exactly16bytes!!",
    "x".repeat(33),
    "ReturnURL=https://shop.example/check-out/return&Amount=12.50",
    "ünïcødé €",
  ])("round trip of %j (PKCS7 padding to whole blocks)", (plain) => {
    const hash = encryptRequest(plain, KEY1, KEY2);
    expect(Buffer.from(hash, "base64").length % 16).toBe(0);
    expect(decrypt(hash)).toBe(plain);
  });
});

describe("the forms", () => {
  test("the handshake carries every merchant field and a hash over them in the contract's order", () => {
    const form = handshakeForm(merchant, "SO-1-00009", RETURN);
    expect(form).toMatchObject({
      HS_ChannelId: "1001",
      HS_MerchantId: "10001",
      HS_StoreId: "20001",
      HS_ReturnURL: RETURN,
      HS_IsRedirectionRequest: "0",
      HS_TransactionReferenceNumber: "SO-1-00009",
    });
    expect(decrypt(form.HS_RequestHash!)).toBe(
      `HS_ChannelId=1001&HS_MerchantId=10001&HS_StoreId=20001&HS_ReturnURL=${RETURN}&HS_MerchantHash=${merchant.merchant_hash}` +
        `&HS_MerchantUsername=sandbox-1&HS_MerchantPassword=PASSWORD-SEC&HS_TransactionReferenceNumber=SO-1-00009&HS_IsRedirectionRequest=0`,
    );
  });

  test("the browser's hidden form: the spec's public fields, no merchant secret, a hash that covers them", () => {
    const form = gatewayForm(merchant, {
      authToken: "tok123",
      reference: "SO-1-00009",
      amount: 105.5,
      returnUrl: RETURN,
    });
    expect(Object.keys(form).sort()).toEqual(
      [
        "AuthToken",
        "ChannelId",
        "Currency",
        "IsBIN",
        "MerchantId",
        "RequestHash",
        "ReturnURL",
        "StoreId",
        "TransactionAmount",
        "TransactionReferenceNumber",
        "TransactionTypeId",
      ].sort(),
    );
    expect(form).toMatchObject({
      ChannelId: "1001",
      Currency: "PKR",
      ReturnURL: RETURN,
      MerchantId: "10001",
      StoreId: "20001",
      TransactionTypeId: "3",
      TransactionReferenceNumber: "SO-1-00009",
      TransactionAmount: "105.50",
      IsBIN: "0",
    });
    const json = JSON.stringify(form);
    for (const secret of SECRETS) expect(json).not.toContain(secret);
    expect(decrypt(form.RequestHash!)).toBe(
      requestString(
        [
          "AuthToken",
          "ChannelId",
          "Currency",
          "IsBIN",
          "ReturnURL",
          "MerchantId",
          "StoreId",
          "MerchantHash",
          "MerchantUsername",
          "MerchantPassword",
          "TransactionTypeId",
          "TransactionReferenceNumber",
          "TransactionAmount",
        ],
        {
          ...form,
          MerchantHash: merchant.merchant_hash,
          MerchantUsername: "sandbox-1",
          MerchantPassword: "PASSWORD-SEC",
        },
      ),
    );
  });

  test("only a successful handshake with a token counts", () => {
    expect(handshakeOutcome({ success: "true", AuthToken: "abc" })).toEqual({ ok: true, authToken: "abc" });
    for (const answer of [
      { success: "false", AuthToken: "" },
      { success: "true", AuthToken: "" },
      { success: true, AuthToken: "x" },
      null,
      "nope",
    ]) {
      expect(handshakeOutcome(answer)).toEqual({ ok: false, msg: PAYMENT_MESSAGES.handshakeFailed });
    }
  });
});

describe("startBankCard", () => {
  const customer = { origin: "http://localhost:3000", token: "t" };
  const placement = {
    first_name: "A",
    email: "a@example.com",
    country_id: 1,
    mobile: "501112233",
    phone_code: "971",
    pay_type: { payment_method: 3 },
    shipping_option: 1,
    address: { billing_option: 1, name: "A", country: 1, address1: "x", city: "c", zip_code: "1", state: "s" },
  } as const;
  const ok = <T>(data: T) => ({ ok: true, status: 200, data, headers: new Headers() });
  const fetchMock = jest.fn();

  beforeEach(() => {
    jest
      .mocked(createOrder)
      .mockResolvedValue(ok({ status: true, order_id: 41, order_number: "SO-1-00041", empty: true }) as never);
    jest.mocked(checkSaleOrder).mockResolvedValue(ok({ totals: { total: 99.9 } }) as never);
    jest.mocked(getPaymentMethodDetail).mockResolvedValue(ok(merchant) as never);
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  const start = () => startBankCard(customer, placement as never, "key-1");

  test("success: the idempotent draft, a server-side handshake, and the hidden form to post", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: "true", AuthToken: "tok", ReturnURL: RETURN, ErrorMessage: "" })),
    );
    const outcome = await start();
    expect(createOrder).toHaveBeenCalledWith(customer, placement, "key-1");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(merchant.handshake_url);
    expect(init.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    const sent = Object.fromEntries(new URLSearchParams(init.body));
    expect(sent).toMatchObject({
      HS_ReturnURL: RETURN,
      HS_TransactionReferenceNumber: "SO-1-00041",
      HS_MerchantPassword: "PASSWORD-SEC",
    });
    expect(outcome.httpStatus).toBe(200);
    expect(outcome.body).toMatchObject({
      status: true,
      empty: true,
      next: { kind: "post", action: merchant.gateway_url, fields: { AuthToken: "tok", TransactionAmount: "99.90" } },
    });
    const browser = JSON.stringify(outcome.body);
    for (const secret of SECRETS) expect(browser).not.toContain(secret);
  });

  test("handshake refused: 'Error: Handshake Unsuccessful'; request failure: 'Error: An error occurred'", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ success: "false", AuthToken: "", ErrorMessage: "Invalid request hash." })),
    );
    expect((await start()).body).toEqual({ status: false, msg: "Error: Handshake Unsuccessful" });
    fetchMock.mockRejectedValue(new TypeError("fetch failed"));
    expect((await start()).body).toEqual({ status: false, msg: "Error: An error occurred" });
    fetchMock.mockResolvedValue(new Response("<html>oops</html>", { status: 502 }));
    expect((await start()).body).toEqual({ status: false, msg: "Error: An error occurred" });
    fetchMock.mockResolvedValue(new Response("not json"));
    expect((await start()).body).toEqual({ status: false, msg: "Error: An error occurred" });
  });

  test("the shop's refusals and field errors pass through; a detail that cannot be read is a request failure", async () => {
    jest
      .mocked(createOrder)
      .mockResolvedValueOnce(ok({ status: false, msg: "This payment method is not available." }) as never);
    expect((await start()).body).toEqual({ status: false, msg: "This payment method is not available." });
    jest.mocked(createOrder).mockResolvedValueOnce({
      ok: false,
      status: 422,
      reason: "http",
      body: { errors: { "address.city": ["required"] } },
    } as never);
    expect(await start()).toEqual({
      httpStatus: 422,
      body: { status: false, errors: { "address.city": ["required"] } },
    });
    jest.mocked(getPaymentMethodDetail).mockResolvedValueOnce({
      ok: false,
      status: 403,
      reason: "http",
      body: { status: false, msg: "This call is only for the storefront's server." },
    } as never);
    expect((await start()).body).toEqual({ status: false, msg: "Error: An error occurred" });
    jest
      .mocked(getPaymentMethodDetail)
      .mockResolvedValueOnce(ok({ ...merchant, gateway_url: "javascript:alert(1)" }) as never);
    expect((await start()).body).toEqual({ status: false, msg: "Error: An error occurred" });
    jest.mocked(getPaymentMethodDetail).mockResolvedValueOnce(ok({ ...merchant, key1: "short" }) as never);
    expect((await start()).body).toEqual({ status: false, msg: "Error: An error occurred" });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
