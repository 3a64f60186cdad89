import { q, SHOP_A, createTestApp, type TestApp } from "./support/app";

/**
 * Bad input never causes a 500: a sweep of malformed bodies, wrong field types and odd query strings
 * over every route of the catalogue, content, account, cart and sandbox-mail areas. The server's log is
 * also checked for ERROR lines when the server stops (support/server.ts).
 */
let s: TestApp;
let token: string;
let uuid: string;
beforeAll(async () => {
  s = await createTestApp();
  token = await s.login(SHOP_A);
  uuid = s.deps.db
    .prepare("SELECT uuid FROM items WHERE shop_id = 1 AND status = 1 AND stock > 0 LIMIT 1")
    .pluck()
    .get() as string;
});
afterAll(async () => {
  await s.stop();
});

const A = q(SHOP_A);
type Route = { method: "GET" | "POST" | "DELETE"; path: () => string; fields?: string[]; auth?: boolean };

const ROUTES: Route[] = [
  { method: "GET", path: () => `/api/gym-theme?${A}` },
  { method: "GET", path: () => `/api/site-attribute?${A}` },
  { method: "GET", path: () => `/api/footer?${A}` },
  { method: "GET", path: () => `/api/blogs?${A}` },
  { method: "GET", path: () => `/api/auth/ecom-blogs?${A}` },
  { method: "GET", path: () => `/api/auth/ecom-single-blogs/1?${A}` },
  { method: "GET", path: () => `/api/ecom-our-latest-product?${A}` },
  { method: "GET", path: () => `/api/ecom-related-product/${uuid}?${A}` },
  { method: "GET", path: () => `/api/product/${uuid}?${A}` },
  { method: "GET", path: () => `/api/about_us?${A}&type=1` },
  { method: "GET", path: () => `/api/auth/e-commerce-getcountry?${A}` },
  { method: "GET", path: () => `/sandbox/mail?${A}` },
  {
    method: "POST",
    path: () => `/api/products?${A}&page=1`,
    fields: ["attribute", "checked", "price", "discount", "product_type"],
  },
  { method: "POST", path: () => `/api/communication?type=1&${A}`, fields: ["email", "fullname", "subject", "message"] },
  { method: "POST", path: () => `/api/communication?type=2&${A}`, fields: ["email", "fullname", "subject", "message"] },
  { method: "POST", path: () => `/api/auth/login?${A}`, fields: ["email", "password"] },
  {
    method: "POST",
    path: () => `/api/auth/e-commerce/signup?${A}`,
    fields: ["username", "email", "country_id", "mobile_number", "password", "confirm_password"],
  },
  { method: "POST", path: () => `/api/auth/e-commerce/verification?${A}`, fields: ["code", "email"] },
  { method: "POST", path: () => `/api/auth/e-commerce/resend-code?${A}`, fields: ["code", "email"] },
  { method: "POST", path: () => `/api/auth/e-commerce/forget-password?${A}`, fields: ["email"] },
  { method: "POST", path: () => `/api/auth/e-commerce/otp-verification?${A}`, fields: ["code", "email"] },
  { method: "POST", path: () => `/api/auth/e-commerce/resend-reset-otp?${A}`, fields: ["code", "email"] },
  {
    method: "POST",
    path: () => `/api/auth/e-commerce/reset-password?${A}`,
    fields: ["password", "confirm_password", "email"],
  },
  { method: "GET", path: () => `/api/auth/user/public?${A}`, auth: true },
  { method: "GET", path: () => `/api/auth/token-refresh/public?${A}`, auth: true },
  { method: "GET", path: () => `/api/auth/cart/index?${A}`, auth: true },
  {
    method: "POST",
    path: () => "/api/auth/cart/store",
    fields: ["site_url", "cart", "cart.product_id", "cart.quantity", "cart.finalize"],
    auth: true,
  },
  {
    method: "POST",
    path: () => "/api/auth/cart/store/all",
    fields: ["site_url", "cart", "cart.0.product_id", "cart.0.quantity", "cart.0.finalize"],
    auth: true,
  },
  {
    method: "POST",
    path: () => `/api/auth/cart/${uuid}/update`,
    fields: ["site_url", "product", "product.quantity", "product.finalize"],
    auth: true,
  },
  { method: "DELETE", path: () => `/api/auth/cart/999999/delete?${A}`, auth: true },
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

/** Sets `value` at a dotted path inside `base` ("cart.0.quantity"). */
function withField(path: string, value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { site_url: SHOP_A };
  const keys = path.split(".");
  let node: Record<string, unknown> = body;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else {
      const next: Record<string, unknown> = /^\d+$/.test(keys[i + 1]!)
        ? ([] as unknown as Record<string, unknown>)
        : {};
      node[key] = next;
      node = next;
    }
  });
  return body;
}

function expectNo500(results: { label: string; status: number }[]) {
  const bad = results.filter((r) => r.status >= 500);
  expect(bad).toEqual([]);
}

it("malformed JSON bodies answer 400/422, never 500", async () => {
  const results: { label: string; status: number }[] = [];
  for (const route of ROUTES.filter((r) => r.method === "POST")) {
    for (const raw of MALFORMED_BODIES) {
      const res = await s.api("POST", route.path(), { rawBody: raw, token: route.auth ? token : undefined });
      results.push({ label: `${route.path()} ${raw.slice(0, 20)}`, status: res.status });
      if (res.status < 400)
        throw new Error(
          `${route.path()} accepted ${JSON.stringify(raw.slice(0, 30))}: ${res.status} ${res.text.slice(0, 200)}`,
        );
    }
    const proto = await s.api("POST", route.path(), {
      rawBody: '{"__proto__":{"polluted":1}}',
      token: route.auth ? token : undefined,
    });
    results.push({ label: `${route.path()} __proto__`, status: proto.status });
    const form = await s.api("POST", route.path(), {
      rawBody: "a=1&b=2",
      token: route.auth ? token : undefined,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    results.push({ label: `${route.path()} form`, status: form.status });
  }
  expectNo500(results);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

it("every field with a wrong type answers without a 500", async () => {
  const results: { label: string; status: number }[] = [];
  for (const route of ROUTES.filter((r) => r.fields)) {
    for (const field of route.fields!) {
      for (const value of WRONG_VALUES) {
        const res = await s.api(route.method, route.path(), {
          body: withField(field, value),
          token: route.auth ? token : undefined,
        });
        results.push({ label: `${route.path()} ${field}=${JSON.stringify(value)?.slice(0, 20)}`, status: res.status });
      }
    }
  }
  expectNo500(results);
});

it("odd query strings and path parameters answer without a 500", async () => {
  const queries = [
    "",
    "site_url=",
    "site_url=%E0%A4%A",
    "site_url=javascript:alert(1)",
    `site_url=${encodeURIComponent(SHOP_A)}&site_url=http://x`,
    `${A}&page=-1`,
    `${A}&page=1e309`,
    `${A}&page=abc`,
    `${A}&type[]=1`,
    `${A}&type=%00`,
    `${A}&format=json&to=%ff`,
    `url=${"a".repeat(5000)}`,
    `${A}&type=99999999999999999999`,
  ];
  const paths = [
    "/api/gym-theme",
    "/api/about_us",
    "/api/products",
    "/sandbox/mail",
    "/api/communication",
    "/api/auth/e-commerce-getcountry",
    "/api/product/%E0%A4%A",
    "/api/product/" + "a".repeat(3000),
    "/api/ecom-related-product/%00",
    "/api/auth/ecom-single-blogs/99999999999999999999",
    "/api/auth/ecom-single-blogs/-1",
    "/api/auth/cart/abc/delete",
    "/api/auth/cart/%E0%A4%A/update",
    "/api/auth/cart/99999999999999999999/delete",
    "/storage/%E0%A4%A",
    "/storage/" + "a/".repeat(500) + "x.jpg",
  ];
  const results: { label: string; status: number }[] = [];
  for (const path of paths) {
    for (const query of queries) {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const res = await s.api(method, `${path}?${query}`, { token, body: method === "GET" ? undefined : {} });
        results.push({ label: `${method} ${path}?${query.slice(0, 30)}`, status: res.status });
      }
    }
  }
  expectNo500(results);
});

it("unknown paths answer a JSON 404, and unknown /api/auth paths 401 without a token", async () => {
  expect((await s.api("GET", "/api/nothing-here")).json).toEqual({ status: false, msg: "Not found" });
  expect((await s.api("GET", "/api/auth/nothing-here")).status).toBe(401);
  expect((await s.api("GET", "/api/auth/nothing-here", { token })).status).toBe(404);
});
