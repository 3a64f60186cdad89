import { q, SHOP_A, createTestApp, type TestApp } from "./support/app";
import { placement } from "./support/orders";

/**
 * Bad input never causes a 500 on the order, payment and sandbox payment routes: malformed bodies,
 * every placement field with a wrong type, odd path parameters and query strings, odd form posts.
 * The server's log is checked for ERROR lines when it stops (support/server.ts).
 */
let s: TestApp;
let token: string;
beforeAll(async () => {
  s = await createTestApp();
  token = await s.login(SHOP_A);
});
afterAll(async () => {
  await s.stop();
});

const A = q(SHOP_A);
type Result = { label: string; status: number };
const expectNo500 = (results: Result[]) => expect(results.filter((r) => r.status >= 500)).toEqual([]);

const PLACEMENT_ROUTES = [
  "/api/auth/order/create",
  "/api/auth/utap/create-order",
  "/api/auth/paymennt/check-out",
  "/api/auth/create-payment",
  "/api/auth/checkout-session/create",
];
const OTHER_POSTS: { path: string; base: Record<string, unknown>; fields: string[] }[] = [
  {
    path: "/api/auth/e-commerce/order-cancel/request",
    base: { message: "m", sale_order_id: 3 },
    fields: ["message", "sale_order_id"],
  },
  {
    path: "/api/auth/e-commerce/track-order",
    base: { order_no: "SO-1-00005", tracking_no: "TRK1000005" },
    fields: ["order_no", "tracking_no"],
  },
];
const PLACEMENT_FIELDS = [
  "sale_order_id",
  "first_name",
  "last_name",
  "username",
  "email",
  "country_id",
  "mobile",
  "phone_code",
  "pay_type",
  "pay_type.payment_method",
  "pay_type.payment_method_title",
  "items",
  "sub_total",
  "total",
  "shipping_option",
  "address",
  "address.billing_option",
  "address.name",
  "address.country",
  "address.address1",
  "address.city",
  "address.zip_code",
  "address.phone_no",
  "address.state",
  "billing_address",
  "billing_address.country",
  "billing_address.zip_code",
  "billing_address.postal_code",
  "cart",
];
const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  [],
  {},
  [1, "a"],
  { min: "x" },
  "",
  " ",
  "x".repeat(20_000),
  "\u0000\uffff",
  "NaN",
  "1e999",
  "<script>",
  "2",
];
const MALFORMED_BODIES = [
  "{",
  '{"a":',
  "null",
  "[]",
  '"text"',
  "123",
  "true",
  "[".repeat(5000) + "]".repeat(5000),
  "\u0000",
  '{"email":"a"}garbage',
];

/** `base` with the dotted `path` set to `value` (intermediate objects created as needed). */
function withField(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const body = structuredClone(base);
  const keys = path.split(".");
  let node = body;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else {
      const next = node[key];
      node[key] = next && typeof next === "object" && !Array.isArray(next) ? next : {};
      node = node[key] as Record<string, unknown>;
    }
  });
  return body;
}

it("malformed JSON bodies answer 400, never 500", async () => {
  const results: Result[] = [];
  for (const path of [...PLACEMENT_ROUTES, ...OTHER_POSTS.map((p) => p.path)]) {
    for (const raw of MALFORMED_BODIES) {
      const res = await s.api("POST", `${path}?${A}`, { rawBody: raw, token });
      results.push({ label: `${path} ${raw.slice(0, 20)}`, status: res.status });
      expect([path, raw.slice(0, 20), res.status]).toEqual([path, raw.slice(0, 20), 400]);
    }
    const form = await s.api("POST", `${path}?${A}`, {
      rawBody: "a=1&b=2",
      token,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    results.push({ label: `${path} form`, status: form.status });
  }
  expectNo500(results);
});

it("every placement field with a wrong type answers without a 500 (and billing_option 2 variants)", async () => {
  const results: Result[] = [];
  const bases = [
    placement(),
    placement({ address: { ...(placement().address as object), billing_option: 2 } }),
    placement({ shipping_option: 2 }),
  ];
  // The gateways share order/create's parsing: one base each is enough for them.
  for (const path of PLACEMENT_ROUTES) {
    for (const base of path === "/api/auth/order/create" ? bases : bases.slice(0, 1)) {
      for (const field of PLACEMENT_FIELDS) {
        for (const value of WRONG_VALUES) {
          const res = await s.api("POST", `${path}?${A}`, { token, body: withField(base, field, value) });
          results.push({ label: `${path} ${field}=${JSON.stringify(value)?.slice(0, 20)}`, status: res.status });
        }
      }
    }
  }
  expectNo500(results);
}, 120_000);

it("cancel and track fields with wrong types answer without a 500", async () => {
  const results: Result[] = [];
  for (const route of OTHER_POSTS) {
    for (const field of route.fields) {
      for (const value of WRONG_VALUES) {
        const res = await s.api("POST", `${route.path}?${A}`, { token, body: withField(route.base, field, value) });
        results.push({ label: `${route.path} ${field}=${JSON.stringify(value)?.slice(0, 20)}`, status: res.status });
      }
    }
  }
  expectNo500(results);
});

it("odd path parameters and query strings answer without a 500", async () => {
  const ids = ["0", "-1", "abc", "1.5", "1e3", "%E0%A4%A", "%00", "99999999999999999999", "a".repeat(3000)];
  const results: Result[] = [];
  for (const id of ids) {
    for (const path of [
      `/api/auth/e-commerce/discard/sale-order/${id}`,
      `/api/auth/e-commerce/check-sale-order/${id}`,
      `/api/auth/e-commerce/saleorder/${id}/get`,
      `/api/auth/e-commerce/saleorder/${id}/tracker`,
      `/sandbox/pay/${id}`,
      `/sandbox/checkout-session/${id}`,
    ]) {
      for (const method of ["GET", "POST"] as const) {
        const res = await s.api(method, `${path}?${A}`, { token, body: method === "POST" ? {} : undefined });
        results.push({ label: `${method} ${path.slice(0, 60)}`, status: res.status });
      }
    }
  }
  const queries = [
    "payment_method=",
    "payment_method=abc",
    "payment_method=-3",
    "payment_method=1e999",
    "payment_method[]=3",
    "payment_method=3&payment_method=4",
    "session_id=",
    `session_id=${"x".repeat(5000)}`,
    "session_id=%E0%A4%A",
    "session_id[]=a",
    "site_url=%E0%A4%A",
    "site_url=javascript:alert(1)",
  ];
  for (const query of queries) {
    for (const path of [
      "/api/auth/payment-method/detail",
      "/api/auth/session-status",
      "/api/auth/payment-method/stripe/credentials",
      "/api/ecommerece-payment-method",
      "/api/auth/e-commerce/user/draft-sale-orders",
      "/api/auth/e-commerce/get/user/orders",
    ]) {
      const res = await s.api("GET", `${path}?${query}`, { token });
      results.push({ label: `GET ${path}?${query.slice(0, 30)}`, status: res.status });
    }
    const track = await s.api("POST", `/api/auth/e-commerce/track-order?${query}`, {
      body: { order_no: "a", tracking_no: "b" },
    });
    results.push({ label: `track ${query.slice(0, 30)}`, status: track.status });
  }
  expectNo500(results);
});

it("the sandbox form targets survive odd bodies and content types", async () => {
  const uuid = s.deps.db
    .prepare("SELECT uuid FROM items WHERE shop_id = 1 AND status = 1 AND stock > 2 LIMIT 1")
    .pluck()
    .get() as string;
  await s.api("POST", "/api/auth/cart/store", {
    token,
    body: { site_url: SHOP_A, cart: { product_id: uuid, quantity: 1, finalize: true } },
  });
  const draft = await s.api("POST", `/api/auth/utap/create-order?${A}`, { token, body: placement() });
  const payPath = new URL(draft.json.redirect_url as string).pathname;
  const bodies: { type: string; body: string }[] = [
    { type: "application/x-www-form-urlencoded", body: "action=steal" },
    { type: "application/x-www-form-urlencoded", body: "action=%E0%A4%A" },
    { type: "application/x-www-form-urlencoded", body: "action=pay&action=cancel".repeat(200) },
    { type: "application/x-www-form-urlencoded", body: "%%%&&&===" },
    {
      type: "multipart/form-data; boundary=xyz",
      body: '--xyz\r\nContent-Disposition: form-data; name="action"\r\n\r\nnope\r\n--xyz--',
    },
    { type: "multipart/form-data; boundary=xyz", body: "garbage without boundaries" },
    { type: "multipart/form-data", body: "--\r\n" },
    { type: "application/json", body: '{"action":"pay"}' },
    { type: "text/plain", body: "action=pay" },
  ];
  const results: Result[] = [];
  for (const path of [
    payPath,
    "/sandbox/bank/handshake",
    "/sandbox/bank/gateway",
    "/sandbox/checkout-session/cs_sandbox_x",
  ]) {
    for (const { type, body } of bodies) {
      // Redirects are not followed: they lead to the storefront, which is not running here.
      const res = await s.fetch(path, { method: "POST", body, headers: { "Content-Type": type }, redirect: "manual" });
      results.push({ label: `${path} ${type} ${body.slice(0, 20)}`, status: res.status });
    }
  }
  expectNo500(results);
  // None of it paid the draft (a body that reads as Cancel may have undone it).
  const orders = (await s.api("GET", `/api/auth/e-commerce/get/user/orders?${A}`, { token })).json.data as {
    sale_order_id: number;
    advance_payment_sum_amount: number;
  }[];
  expect(orders.filter((o) => o.sale_order_id === draft.json.order_id && o.advance_payment_sum_amount > 0)).toEqual([]);
});
