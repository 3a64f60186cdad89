import { q, SHOP_A, type J, type TestApp } from "./app";

/** Helpers shared by the order and payment contract tests. */

let customers = 0;

/** Signs up and verifies a fresh customer of the shop at `origin` (no address, empty cart); returns its token. */
export async function newCustomer(s: TestApp, origin: string): Promise<string> {
  customers += 1;
  const email = `buyer${customers}-${Date.now()}@example.com`;
  const auth = (path: string) => `/api/auth/${path}?type=public&url=${encodeURIComponent(origin)}`;
  const password = "buyer-pass-1";
  const signup = await s.api("POST", auth("e-commerce/signup"), {
    body: {
      username: `buyer${customers}x${Date.now() % 100000}`,
      email,
      country_id: 1,
      mobile_number: "501112233",
      password,
      confirm_password: password,
    },
  });
  if (signup.json?.status !== true) throw new Error(`signup failed: ${signup.text}`);
  const code = await s.lastCode(origin, email);
  const verified = await s.api("POST", auth("e-commerce/verification"), { body: { code, email } });
  if (verified.json?.status !== true) throw new Error(`verification failed: ${verified.text}`);
  return verified.json.token as string;
}

export type ItemFacts = { id: number; uuid: string; item_name: string; stock: number };

/** Visible items of the shop with at least `minStock` units, distinct and in a stable order. */
export function itemsWithStock(s: TestApp, shopId: number, minStock: number, count: number): ItemFacts[] {
  const rows = s.deps.db
    .prepare(
      "SELECT id, uuid, item_name, stock FROM items WHERE shop_id = ? AND status = 1 AND stock >= ? ORDER BY id LIMIT ?",
    )
    .all(shopId, minStock, count) as ItemFacts[];
  if (rows.length < count) throw new Error("not enough seeded items with stock");
  return rows;
}

export const stockOf = (s: TestApp, itemId: number) =>
  s.deps.db.prepare("SELECT stock FROM items WHERE id = ?").pluck().get(itemId) as number;
export const setStock = (s: TestApp, itemId: number, stock: number) =>
  s.deps.db.prepare("UPDATE items SET stock = ? WHERE id = ?").run(stock, itemId);

export async function addToCart(
  s: TestApp,
  token: string,
  origin: string,
  uuid: string,
  quantity: number,
  finalize = true,
): Promise<void> {
  const res = await s.api("POST", "/api/auth/cart/store", {
    token,
    body: { site_url: origin, cart: { product_id: uuid, quantity, finalize } },
  });
  if (res.status !== 200) throw new Error(`cart/store failed: ${res.status} ${res.text}`);
}

/** A valid placement payload with a new address (override any field). */
export function placement(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    first_name: "Test",
    last_name: "Buyer",
    email: "buyer@example.com",
    country_id: 1,
    mobile: "501112233",
    phone_code: "971",
    pay_type: 0,
    items: [],
    shipping_option: 1,
    address: {
      billing_option: 1,
      name: "Test Buyer",
      country: 1,
      address1: "12 Palm Street",
      address2: "Flat 3",
      city: "Dubai",
      zip_code: "12345",
      phone_no: "501112233",
      state: "Dubai",
    },
    ...overrides,
  };
}

export const authed = (s: TestApp, token: string, origin: string) => ({
  get: (path: string) => s.api("GET", `${path}${path.includes("?") ? "&" : "?"}${q(origin)}`, { token }),
  post: (path: string, body: unknown) => s.api("POST", `${path}?${q(origin)}`, { token, body }),
});

/** The order as its owner sees it (check-sale-order). */
export async function orderOf(s: TestApp, token: string, origin: string, id: number): Promise<J> {
  const res = await authed(s, token, origin).get(`/api/auth/e-commerce/check-sale-order/${id}`);
  if (res.status !== 200) throw new Error(`check-sale-order ${id}: ${res.status} ${res.text}`);
  return res.json.data;
}

/** Submits a sandbox page's form (a real urlencoded POST, redirects not followed). */
export async function submitForm(
  s: TestApp,
  path: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string | null; text: string }> {
  const res = await s.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

/** The form action of a sandbox page (asserts the page offers both Pay and Cancel). */
export function formAction(html: string): string {
  const actions = [
    ...html.matchAll(/<form method="post" action="([^"]+)"><input type="hidden" name="action" value="(pay|cancel)">/g),
  ];
  if (actions.length !== 2 || actions[0]![1] !== actions[1]![1])
    throw new Error(`no Pay/Cancel forms in:\n${html.slice(0, 500)}`);
  return actions[0]![1]!.replace(/&amp;/g, "&");
}

/** Path (and query) of a URL this server answered, checked to be on this server. */
export function onServer(s: TestApp, url: string): string {
  if (!url.startsWith(`${s.url}/`)) throw new Error(`${url} is not on ${s.url}`);
  return url.slice(s.url.length);
}

/** A fresh customer of shop A with `quantity` units of one item finalized in the cart. */
export async function shopperWithCart(s: TestApp, quantity = 1) {
  const token = await newCustomer(s, SHOP_A);
  const [item] = itemsWithStock(s, 1, quantity + 3, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, quantity);
  return { token, item: item! };
}

/** A sandbox page the API linked to: HTML that loads nothing. */
export async function openPage(s: TestApp, url: string): Promise<{ path: string; html: string }> {
  const path = onServer(s, url);
  const res = await s.api("GET", path);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  return { path, html: res.text };
}
