import CryptoJS from "crypto-js";
import { encryptRequest, GATEWAY_FIELDS, HANDSHAKE_FIELDS, requestString } from "../src/payments/bank-hash";
import { q, SHOP_A, SHOP_B, createTestApp, type J, type TestApp } from "./support/app";
import {
  addToCart,
  authed,
  formAction,
  itemsWithStock,
  newCustomer,
  orderOf,
  placement,
  submitForm,
} from "./support/orders";

/**
 * The bank card gateway (method 3): order/create makes the draft, the storefront's server runs the
 * form-encoded handshake, the browser posts the gateway form, each with an AES-128-CBC/PKCS7 request
 * hash. The hashes here are made with crypto-js, exactly as the storefront's server makes them.
 */

let s: TestApp;
let detail: J;
beforeAll(async () => {
  s = await createTestApp();
  const demo = await s.login(SHOP_A);
  detail = (
    await s.api("GET", `/api/auth/payment-method/detail?payment_method=3&${q(SHOP_A)}`, {
      token: demo,
      headers: { "X-Shop-Server-Key": s.deps.serverKey! },
    })
  ).json.method_detail;
});
afterAll(async () => {
  await s.stop();
});

const A = (token: string) => authed(s, token, SHOP_A);

/** The browser's way: crypto-js AES, key1/key2 as UTF-8, CBC, PKCS7, base64 output. */
function browserHash(plain: string, key1 = detail.key1 as string, key2 = detail.key2 as string): string {
  return CryptoJS.AES.encrypt(plain, CryptoJS.enc.Utf8.parse(key1), {
    iv: CryptoJS.enc.Utf8.parse(key2),
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

function handshakeFields(reference: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    HS_ChannelId: detail.channel_id,
    HS_MerchantId: detail.merchant_id,
    HS_StoreId: detail.store_id,
    HS_ReturnURL: detail.return_url,
    HS_MerchantHash: detail.merchant_hash,
    HS_MerchantUsername: detail.merchant_username,
    HS_MerchantPassword: detail.merchant_password,
    HS_TransactionReferenceNumber: reference,
    HS_IsRedirectionRequest: "0",
    ...overrides,
  };
}

async function postHandshake(
  fields: Record<string, string>,
  hash = browserHash(requestString(HANDSHAKE_FIELDS, fields)),
) {
  const res = await submitForm(s, "/sandbox/bank/handshake", { ...fields, HS_RequestHash: hash });
  expect(res.status).toBe(200);
  return JSON.parse(res.text) as { success: string; AuthToken: string; ReturnURL: string; ErrorMessage: string };
}

function gatewayFields(
  authToken: string,
  reference: string,
  amount: string,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    AuthToken: authToken,
    ChannelId: detail.channel_id,
    Currency: "PKR",
    IsBIN: "0",
    ReturnURL: detail.return_url,
    MerchantId: detail.merchant_id,
    StoreId: detail.store_id,
    TransactionTypeId: "3",
    TransactionReferenceNumber: reference,
    TransactionAmount: amount,
    ...overrides,
  };
}

/** The posted form: its hash also covers the merchant secrets, which are not posted. */
const withHash = (fields: Record<string, string>, secrets = merchantSecrets()) => ({
  ...fields,
  RequestHash: browserHash(requestString(GATEWAY_FIELDS, { ...fields, ...secrets })),
});
const merchantSecrets = () => ({
  MerchantHash: detail.merchant_hash,
  MerchantUsername: detail.merchant_username,
  MerchantPassword: detail.merchant_password,
});

/** A fresh customer's bank card draft: order/create with pay_type 3. */
async function bankDraft() {
  const token = await newCustomer(s, SHOP_A);
  const [item] = itemsWithStock(s, 1, 3, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, 1);
  const res = await A(token).post(
    "/api/auth/order/create",
    placement({ pay_type: { payment_method: 3, payment_method_title: "Bank Card" } }),
  );
  expect(res.json).toMatchObject({ status: true, empty: true, done: "Order created, awaiting payment" });
  const order = await orderOf(s, token, SHOP_A, res.json.order_id);
  expect(order).toMatchObject({ sale_order_status: 0, pay_type: 3 });
  return {
    token,
    orderId: res.json.order_id as number,
    reference: res.json.order_number as string,
    amount: (order.total as number).toFixed(2),
  };
}

it("the server's hash and crypto-js's agree byte for byte", () => {
  const plain = requestString(HANDSHAKE_FIELDS, handshakeFields("SO-1-00001"));
  expect(encryptRequest(plain, detail.key1, detail.key2)).toBe(browserHash(plain));
});

it("full round trip: handshake, gateway form, Pay → paid order and back to ReturnURL", async () => {
  const draft = await bankDraft();
  const hs = await postHandshake(handshakeFields(draft.reference));
  expect(hs).toEqual({
    success: "true",
    AuthToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    ReturnURL: detail.return_url,
    ErrorMessage: "",
  });

  const page = await submitForm(
    s,
    "/sandbox/bank/gateway",
    withHash(gatewayFields(hs.AuthToken, draft.reference, draft.amount)),
  );
  expect(page.status).toBe(200);
  expect(page.text).toContain(draft.reference);
  const action = formAction(page.text);
  expect(action).toMatch(/^\/sandbox\/pay\/bank_/);
  const paid = await submitForm(s, action, { action: "pay" });
  expect(paid.status).toBe(303);
  expect(paid.location).toBe(`${SHOP_A}/check-out/return?order_id=${draft.orderId}&status=paid&gateway=bankcard`);
  const order = await orderOf(s, draft.token, SHOP_A, draft.orderId);
  expect(order).toMatchObject({ sale_order_status: 1, pay_type: 3, payment_rec_inv: { payment_receive: { mode: 5 } } });
  expect(order.advance_payment_sum_amount).toBe(order.total);

  // The AuthToken is spent with its session.
  const replay = await submitForm(
    s,
    "/sandbox/bank/gateway",
    withHash(gatewayFields(hs.AuthToken, draft.reference, draft.amount)),
  );
  expect(replay.status).toBe(410);
  expect((await postHandshake(handshakeFields(draft.reference))).success).toBe("false"); // no longer a draft
});

it("Cancel returns with status=cancelled and puts the order's lines back into the cart", async () => {
  const draft = await bankDraft();
  const hs = await postHandshake(handshakeFields(draft.reference));
  const page = await submitForm(
    s,
    "/sandbox/bank/gateway",
    withHash(gatewayFields(hs.AuthToken, draft.reference, draft.amount)),
  );
  const cancelled = await submitForm(s, formAction(page.text), { action: "cancel" });
  expect(cancelled.location).toBe(
    `${SHOP_A}/check-out/return?order_id=${draft.orderId}&status=cancelled&gateway=bankcard`,
  );
  const token = draft.token;
  expect(
    (await s.api("GET", `/api/auth/e-commerce/check-sale-order/${draft.orderId}?${q(SHOP_A)}`, { token })).status,
  ).toBe(404);
  expect((await s.api("GET", `/api/auth/cart/index?${q(SHOP_A)}`, { token })).json.cart.length).toBeGreaterThan(0);
});

describe("the handshake refuses", () => {
  let reference: string;
  beforeAll(async () => {
    reference = (await bankDraft()).reference;
  });

  it("a tampered or foreign-key hash", async () => {
    const fields = handshakeFields(reference);
    const good = browserHash(requestString(HANDSHAKE_FIELDS, fields));
    const flipped = Buffer.from(good, "base64");
    flipped[3] = flipped[3]! ^ 0x01;
    for (const hash of [
      flipped.toString("base64"),
      browserHash(requestString(HANDSHAKE_FIELDS, fields), "AAAAAAAAAAAAAAAA"),
      "",
      "%%%",
      "abc",
    ]) {
      expect(await postHandshake(fields, hash)).toEqual({
        success: "false",
        AuthToken: "",
        ReturnURL: "",
        ErrorMessage: "Invalid request hash.",
      });
    }
    // A field changed after hashing.
    expect((await postHandshake({ ...fields, HS_TransactionReferenceNumber: "SO-1-00003" }, good)).success).toBe(
      "false",
    );
  });

  it("wrong merchant credentials, a foreign return URL, an unknown or non-draft reference (each correctly hashed)", async () => {
    for (const [overrides, message] of [
      [{ HS_MerchantPassword: "wrong" }, "Invalid merchant credentials."],
      [{ HS_ReturnURL: "https://evil.example/steal" }, "The return URL is not on the shop's site."],
      [{ HS_ReturnURL: `${SHOP_B}/check-out/return` }, "The return URL is not on the shop's site."],
      [{ HS_TransactionReferenceNumber: "SO-1-99999" }, "Unknown transaction reference."],
      [{ HS_TransactionReferenceNumber: "SO-1-00003" }, "Unknown transaction reference."], // pending, not a draft
      [{ HS_TransactionReferenceNumber: "SO-2-00001" }, "Unknown transaction reference."], // shop B's draft
    ] as const) {
      expect([overrides, (await postHandshake(handshakeFields(reference, overrides))).ErrorMessage]).toEqual([
        overrides,
        message,
      ]);
    }
  });

  it("missing fields and non-form bodies", async () => {
    const fields: Record<string, string> = handshakeFields(reference);
    delete fields.HS_StoreId;
    expect((await postHandshake(fields, "x")).ErrorMessage).toBe("Missing or malformed handshake fields.");
    const json = await s.api("POST", "/sandbox/bank/handshake", {
      body: { ...handshakeFields(reference), HS_RequestHash: "x" },
    });
    expect(json.json).toMatchObject({ success: "false", ErrorMessage: "The handshake must be form-encoded." });
  });
});

describe("the gateway form refuses (400)", () => {
  it("a tampered hash, a changed amount or reference, another ReturnURL, an unknown AuthToken", async () => {
    const draft = await bankDraft();
    const hs = await postHandshake(handshakeFields(draft.reference));
    const fields = gatewayFields(hs.AuthToken, draft.reference, draft.amount);
    const signed = withHash(fields);

    const tampered = await submitForm(s, "/sandbox/bank/gateway", { ...signed, TransactionAmount: "0.01" });
    expect([tampered.status, tampered.text]).toEqual([
      400,
      expect.stringContaining("The request hash does not match."),
    ]);
    const cases: [Record<string, string>, string][] = [
      [{ TransactionAmount: "0.01" }, "The transaction amount does not match the order total."],
      [{ TransactionAmount: "" }, "The transaction amount does not match the order total."],
      [{ TransactionReferenceNumber: "SO-1-00001" }, "The transaction reference does not match."],
      [{ ReturnURL: `${SHOP_A}/elsewhere` }, "The return URL differs from the handshake&#39;s."],
      [{ StoreId: "20002" }, "Invalid merchant credentials."],
      [{ AuthToken: "unknown-token" }, "Unknown AuthToken."],
    ];
    for (const [overrides, message] of cases) {
      const res = await submitForm(s, "/sandbox/bank/gateway", withHash({ ...fields, ...overrides }));
      expect([overrides, res.status, res.text.includes(message)]).toEqual([overrides, 400, true]);
    }
    // A hash made with a wrong merchant secret, or the secrets posted in clear in place of the hash's.
    const wrongSecret = await submitForm(
      s,
      "/sandbox/bank/gateway",
      withHash(fields, { ...merchantSecrets(), MerchantPassword: "guess" }),
    );
    expect([wrongSecret.status, wrongSecret.text.includes("The request hash does not match.")]).toEqual([400, true]);
    const inClear = {
      ...fields,
      ...merchantSecrets(),
      RequestHash: browserHash(requestString(GATEWAY_FIELDS, fields)),
    };
    expect((await submitForm(s, "/sandbox/bank/gateway", inClear)).status).toBe(400);
    const missing: Record<string, string> = { ...signed };
    delete missing.Currency;
    expect((await submitForm(s, "/sandbox/bank/gateway", missing)).status).toBe(400);
    expect((await s.api("POST", "/sandbox/bank/gateway", { body: signed })).status).toBe(400); // JSON, not a form

    // None of that paid the order; the genuine form still works.
    expect((await orderOf(s, draft.token, SHOP_A, draft.orderId)).sale_order_status).toBe(0);
    expect((await submitForm(s, "/sandbox/bank/gateway", signed)).status).toBe(200);
  });
});
