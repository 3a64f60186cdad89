import { DEMO_SERVER_KEY } from "../src/server";
import { createSignedIn, createTestApp, q, SHOP_A, SHOP_B, type J, type TestApp } from "./support/app";
import { authed, placement } from "./support/orders";

/** Contract tests of CONTRACT.md "Payments": the method list, the merchant detail and the card key. */

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

describe("payment methods", () => {
  it("lists the shop's methods publicly, without any secret", async () => {
    const res = await s.api("GET", `/api/ecommerece-payment-method?${q(SHOP_A)}`);
    expect(res.json.status).toBe(true);
    expect(res.json.data.map((m: J) => m.payment_method)).toEqual([3, 4, 7, 8, 9]);
    for (const m of res.json.data)
      expect(Object.keys(m).sort()).toEqual(["id", "payment_method", "payment_method_title"]);
    expect((await s.api("GET", "/api/ecommerece-payment-method?site_url=http://nope.example")).status).toBe(404);
    const other = await s.api("GET", `/api/ecommerece-payment-method?${q(SHOP_B)}`);
    expect(other.json.data.map((m: J) => m.id)).not.toEqual(res.json.data.map((m: J) => m.id));
  });

  /** The storefront server's call: a customer token and the shared server key. */
  const detail = (token: string, origin: string, query = "", key: string | null = s.deps.serverKey) =>
    s.api("GET", `/api/auth/payment-method/detail?${q(origin)}${query}`, {
      token,
      headers: key === null ? {} : { "X-Shop-Server-Key": key },
    });

  it("gives the bank card detail (merchant fields, 16-byte keys, sandbox URLs) to the storefront's server", async () => {
    const res = await detail(demoA, SHOP_A, "&payment_method=3");
    expect(res.json.status).toBe(true);
    const d = res.json.method_detail;
    expect(d).toMatchObject({
      payment_method: 3,
      channel_id: "1001",
      merchant_id: "10001",
      store_id: "20001",
      return_url: `${SHOP_A}/check-out/return`,
    });
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
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-shop-server-key",
      },
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
        const res = await s.api(method, `${path}${path.includes("?") ? "&" : "?"}${q(SHOP_A)}`, {
          token,
          body: method === "POST" ? placement() : undefined,
        });
        expect([path, res.status]).toEqual([path, 401]);
      }
    }
  });
});
