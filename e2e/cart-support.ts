import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { join } from "node:path";
import { newSession, sealSession, SESSION_COOKIE, SIGNED_IN_COOKIE } from "../lib/session/cookie";
import { API_URL, E2E_SESSION_SECRET } from "./env";
import { expect } from "./fixtures";

/**
 * Helpers of the cart and account end-to-end tests: they talk to the reference shop API directly
 * (to set up customers and to check what the server holds) and drive the storefront's auth modal.
 */

export type Product = { uuid: string; item_name: string; stock: number; sale_price: number };
export type ServerLine = {
  cart_id: number;
  fk_itemUUID: string;
  item_quantity: number;
  finalize: number;
  item_price: number;
  discount: string | null;
  disc_amount: number;
  tax: number;
  total: number;
};
export type ServerTotals = {
  sub_total: number;
  total_discount: number;
  total_tax: number;
  shipping_charges: number;
  total: number;
};
export type Customer = { email: string; password: string; token: string; username: string };

const auth = (origin: string) => `type=public&url=${encodeURIComponent(origin)}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let sequence = 0;
/** A name no other test (or worker) uses. */
export function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
}

/** Every visible product of a shop (all pages of the listing). */
export async function visibleProducts(request: APIRequestContext, origin: string): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; page <= 20; page++) {
    const response = await request.post(`${API_URL}/api/products?site_url=${encodeURIComponent(origin)}&page=${page}`, {
      data: {},
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: { last_page: number; data: Product[] } };
    all.push(...body.data.data);
    if (page >= body.data.last_page) break;
  }
  return all;
}

/** Products with at least `stock` units, in listing order; fails the test when there are fewer than `count`. */
export async function productsWithStock(
  request: APIRequestContext,
  origin: string,
  stock: number,
  count: number,
): Promise<Product[]> {
  const found = (await visibleProducts(request, origin)).filter((p) => p.stock >= stock);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/**
 * Products for the tests that place orders (and so take stock): well stocked, from the old end of the
 * listing, never among the 24 newest that the catalogue, product and cart tests read and count.
 * `skip` keeps the picks of one spec apart from another's.
 */
export async function orderableProducts(
  request: APIRequestContext,
  origin: string,
  count: number,
  skip = 0,
): Promise<Product[]> {
  const pool = (await visibleProducts(request, origin))
    .slice(24)
    .reverse()
    .filter((p) => p.stock >= 8)
    .slice(skip);
  expect(pool.length).toBeGreaterThanOrEqual(count);
  return pool.slice(0, count);
}

export async function apiLogin(
  request: APIRequestContext,
  origin: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post(`${API_URL}/api/auth/login?${auth(origin)}`, { data: { email, password } });
  const body = (await response.json()) as { token?: string };
  expect(body.token, `login of ${email}`).toBeTruthy();
  return body.token!;
}

/** The newest code mailed to an address (reference API outbox). */
export async function latestCode(request: APIRequestContext, origin: string, email: string): Promise<string> {
  const response = await request.get(
    `${API_URL}/sandbox/mail?site_url=${encodeURIComponent(origin)}&format=json&to=${encodeURIComponent(email)}`,
  );
  const body = (await response.json()) as { data: { code: string | null }[] };
  const code = body.data[0]?.code;
  expect(code, `a code mailed to ${email}`).toMatch(/^\d{6}$/);
  return code!;
}

/** Signs up through the shop API without verifying (the account then waits for its code). */
export async function apiSignUp(
  request: APIRequestContext,
  origin: string,
): Promise<{ email: string; password: string; username: string }> {
  const username = unique("e2e");
  const email = `${username}@example.com`;
  const password = "e2e-password-1";
  const response = await request.post(`${API_URL}/api/auth/e-commerce/signup?${auth(origin)}`, {
    data: { username, email, country_id: 1, mobile_number: "501234567", password, confirm_password: password },
  });
  expect(response.ok()).toBe(true);
  expect((await response.json()).status).toBe(true);
  return { email, password, username };
}

/** A new, verified customer with an empty cart: a clean slate no other test touches. */
export async function freshCustomer(request: APIRequestContext, origin: string): Promise<Customer> {
  const account = await apiSignUp(request, origin);
  const code = await latestCode(request, origin, account.email);
  const response = await request.post(`${API_URL}/api/auth/e-commerce/verification?${auth(origin)}`, {
    data: { code, email: account.email },
  });
  const body = (await response.json()) as { token?: string };
  expect(body.token).toBeTruthy();
  return { ...account, token: body.token! };
}

export async function serverCart(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<{ cart: ServerLine[]; totals: ServerTotals }> {
  const response = await request.get(`${API_URL}/api/auth/cart/index?site_url=${encodeURIComponent(origin)}`, {
    headers: bearer(token),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { cart: ServerLine[]; totals: ServerTotals };
}

export async function serverAdd(
  request: APIRequestContext,
  origin: string,
  token: string,
  product_id: string,
  quantity: number,
  finalize = false,
): Promise<void> {
  const response = await request.post(`${API_URL}/api/auth/cart/store`, {
    headers: bearer(token),
    data: { site_url: origin, cart: { product_id, quantity, finalize } },
  });
  expect(response.ok()).toBe(true);
}

/** Quantities by product uuid. */
export function quantities(lines: ServerLine[]): Record<string, number> {
  return Object.fromEntries(lines.map((l) => [l.fk_itemUUID, l.item_quantity]));
}

type PayType = 0 | { payment_method: number; payment_method_title?: string };
type PlacedAddress = {
  name?: string;
  country?: number;
  address1?: string;
  city?: string;
  zip_code?: string;
  state?: string;
};

/** Places the customer's finalized cart through the shop API with a new address (it becomes the stored one). */
export async function apiPlaceOrder(
  request: APIRequestContext,
  origin: string,
  customer: Customer,
  pay_type: PayType,
  address: PlacedAddress = {},
): Promise<{ order_id: number; order_number: string }> {
  const response = await request.post(`${API_URL}/api/auth/order/create?site_url=${encodeURIComponent(origin)}`, {
    headers: bearer(customer.token),
    data: {
      first_name: customer.username,
      email: customer.email,
      country_id: 1,
      mobile: "501234567",
      phone_code: "971",
      pay_type,
      shipping_option: 1,
      address: {
        billing_option: 1,
        name: customer.username,
        country: 1,
        address1: "1 Test Street",
        city: "Dubai",
        zip_code: "00000",
        state: "Dubai",
        ...address,
      },
    },
  });
  const body = (await response.json()) as { status: boolean; order_id: number; order_number: string };
  expect(body.status, JSON.stringify(body)).toBe(true);
  return body;
}

/** A draft order (status 0): the finalized cart placed with the bank card method, which waits for payment. */
export function placeDraftOrder(
  request: APIRequestContext,
  origin: string,
  customer: Customer,
): Promise<{ order_id: number; order_number: string }> {
  return apiPlaceOrder(
    request,
    origin,
    customer,
    { payment_method: 3, payment_method_title: "Bank card" },
    { address1: "1 Draft Street" },
  );
}

export async function draftOrders(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<{ sale_order_id: number; order_number: string }[]> {
  const response = await request.get(
    `${API_URL}/api/auth/e-commerce/user/draft-sale-orders?site_url=${encodeURIComponent(origin)}`,
    { headers: bearer(token) },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { sale_order_id: number; order_number: string }[] }).data;
}

/** Logs the customer out at the shop API, as another device would: the shop then refuses every token it holds with 401. */
export async function revokeTokens(request: APIRequestContext, origin: string, token: string): Promise<void> {
  const response = await request.post(`${API_URL}/api/auth/logout?${auth(origin)}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
}

/**
 * Withdraws a customer's verification in the reference API's database: its auth gate then refuses
 * every token of that customer with 401, exactly as a real backend does for a deactivated account.
 * (The reference API keeps tokens valid through a password reset, so that is no way to end one.)
 */
export function deactivateCustomer(origin: string, email: string): void {
  const dir = process.env.E2E_DB_DIR;
  if (!dir) throw new Error("E2E_DB_DIR is not set (playwright.config.ts sets it)");
  const db = new Database(join(dir, "shop.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const result = db
      .prepare(
        "UPDATE customers SET verified_at = NULL WHERE email = ? AND shop_id = (SELECT id FROM shops WHERE origin = ?)",
      )
      .run(email, origin);
    expect(result.changes).toBe(1);
  } finally {
    db.close();
  }
}

/**
 * Waits until a control is live: React has hydrated it (it then carries React's internal fiber key)
 * or, in a static region, the region's listener has taken it over, so a click is not held or lost on
 * server-rendered markup that has no handlers yet.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() =>
      locator.evaluate(
        (el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")) || window.__heldTaps?.live.has(el) === true,
      ),
    )
    .toBe(true);
}

/**
 * Waits until the page's shell has hydrated and run its mount effects: the mega-menu's 'All Categories' button is
 * made live by its region's effect (lib/tap-replay), and React runs a commit's effects together, after it has
 * reported the commit's hydration errors. So every island hydrated with the shell (the consent banner's too, and
 * the header's state, which writes into its sleeping region) has run its effects by then: what a page view sets
 * off on its own has been set off.
 */
export async function shellSettled(page: Page): Promise<void> {
  const toggle = page.locator("#nav-button-categories");
  await expect.poll(() => toggle.evaluate((el) => window.__heldTaps?.live.has(el) === true)).toBe(true);
}

/**
 * Opens the auth modal from the header once the shell has hydrated: the header's controls sleep until used
 * (docs/adr/0015-wake-on-use.md), and the pointer coming over the link wakes them before the click lands.
 */
export async function openAuthModal(page: Page): Promise<Locator> {
  const button = page.getByRole("link", { name: "login/register" });
  await shellSettled(page);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the auth modal from the header and signs in. */
export async function signInThroughModal(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openAuthModal(page);
  await dialog.getByLabel("Username or E-mail").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

/** Adds a product from its page with the given quantity (the product page's own controls). */
export async function addFromProductPage(page: Page, origin: string, product: Product, quantity = 1): Promise<void> {
  await page.goto(`${origin}/product/${product.uuid}`);
  if (quantity !== 1) {
    const box = page.getByRole("group", { name: "Quantity" }).getByRole("textbox", { name: "Quantity" });
    await box.fill(String(quantity));
    await box.press("Enter");
  }
  const add = page.getByRole("button", { name: "add to cart", exact: true });
  await hydrated(add);
  await add.click();
  await expect(page.getByText(new RegExp(`${escapeRegExp(product.item_name)} is (Add|Update) to cart`))).toBeVisible();
}

/** The cart line of a product on /shopping-cart. */
export function cartLine(page: Page, name: string) {
  return page.getByTestId("cart-line").filter({ has: page.getByRole("link", { name, exact: false }) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** What the guest cart holds in local storage for the page's shop (null when there is no entry). */
export async function storedCart(page: Page): Promise<{ product_id: string; quantity: number }[] | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith("cart:"));
    if (!key) return null;
    return (JSON.parse(localStorage.getItem(key) ?? "{}") as { lines: { product_id: string; quantity: number }[] })
      .lines;
  });
}

/**
 * Keeps the names of the pixel events of this tab in session storage, so events fired just before
 * a navigation can still be read after it.
 */
export async function keepPixelLog(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: unknown[] = [];
    events.push = (...items: unknown[]) => {
      const saved = JSON.parse(sessionStorage.getItem("e2e-pixel-log") ?? "[]") as string[];
      saved.push(...items.map((item) => (item as { event: string }).event));
      sessionStorage.setItem("e2e-pixel-log", JSON.stringify(saved));
      return Array.prototype.push.apply(events, items);
    };
    (window as unknown as { __pixelEvents: unknown[] }).__pixelEvents = events;
  });
}

export async function pixelLog(page: Page): Promise<string[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-pixel-log") ?? "[]") as string[]);
}

/** Signs the browser in to a shop with a shop-API token, sealed the way the storefront seals it. */
export async function plantSession(context: BrowserContext, origin: string, token: string): Promise<void> {
  const value = await sealSession(newSession(token, origin), E2E_SESSION_SECRET);
  await context.addCookies([
    { name: SESSION_COOKIE, value, url: origin, httpOnly: true, sameSite: "Lax" },
    { name: SIGNED_IN_COOKIE, value: "1", url: origin, sameSite: "Lax" },
  ]);
}

/** Every order of a customer as the shop API lists them (drafts included). */
export async function apiOrders(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<{ sale_order_id: number; order_number: string; sale_order_status: number; total: number }[]> {
  const response = await request.get(
    `${API_URL}/api/auth/e-commerce/get/user/orders?site_url=${encodeURIComponent(origin)}`,
    { headers: bearer(token) },
  );
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: { sale_order_id: number; order_number: string; sale_order_status: number; total: number }[];
    }
  ).data;
}
