/**
 * Over 250 lines on purpose: one scenario, step after step, over shared servers.
 * `npm run test:deploy`: a deploy never breaks a page a shopper has open (README "Deploying without
 * breaking open pages"). The reference shop API on a temporary database; the storefront of `.next` (build A,
 * `npm run build`) on one port; pages opened on it with and without JavaScript, signed in and out; then the
 * storefront replaced on the same port by a second `next build` of the same tree (build B, `.next-second`,
 * made here by `npm run build:second`); then every form of those pages pressed: Add to cart,
 * select for the order, Place Order, the cancel request, the newsletter and sign-in each work at the first
 * press, no order is lost or doubled, and no 409 text reaches the shopper. Then a page that posts to an action
 * the server does not have (as after a deploy of changed code) is loaded again at the "shop was just updated"
 * notice, and its second press works, with and without JavaScript.
 *
 * Needs `npm run build`. DEPLOY_STORE_PORT (3581) and DEPLOY_API_PORT (4581); DEPLOY_KEEP=1 leaves the logs on disk.
 */
import { chromium, expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { newSession, sealSession, SESSION_COOKIE, SIGNED_IN_COOKIE } from "../../lib/session/cookie";
import { waitFor } from "../abuse/servers";
import { assertPortsFree } from "../support/ports";
import { processes } from "../support/processes";

const root = resolve(__dirname, "..", "..");
const port = Number(process.env.DEPLOY_STORE_PORT ?? 3581);
const apiPort = Number(process.env.DEPLOY_API_PORT ?? 4581);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const SESSION_SECRET = "deploy-test-session-secret-0123456789abcdef";
const SERVER_KEY = "deploy-test-server-key-0123456789";
const DEMO = { email: "demo@example.com", password: "demo1234" };
/** With JavaScript on shop one, without on shop two: both demo shops, one storefront. */
const SHOP_ONE = `http://localhost:${port}`;
const SHOP_TWO = `http://127.0.0.1:${port}`;
/** The second build of the tree: `npm run build:second` (package.json) writes it, without a type check that would
 * point the shared tsconfig.json at it (as bench/build.mjs builds). */
const SECOND = ".next-second";
const NOTICE = "The shop was just updated: please press again.";
/** An id in the form of a Server Action's that no build has (Next responds 409 to it, not 400). */
const UNKNOWN_ACTION = `60${"0".repeat(40)}`;

const dir = mkdtempSync(join(tmpdir(), "storefront-deploy-"));
const { started, start, stopAll } = processes(dir, root);
let browser: Browser;

async function api<T>(method: string, path: string, shop: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(
    `${apiUrl}${path}${path.includes("?") ? "&" : "?"}site_url=${encodeURIComponent(shop)}`,
    {
      method,
      headers: {
        "content-type": "application/json",
        "x-shop-server-key": SERVER_KEY,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
  );
  assert.ok(response.ok, `${method} ${path} for ${shop}: ${response.status}`);
  return (await response.json()) as T;
}

async function tokenOf(shop: string): Promise<string> {
  const { token } = await api<{ token: string }>(
    "POST",
    `/api/auth/login?type=public&url=${encodeURIComponent(shop)}`,
    shop,
    {
      body: DEMO,
    },
  );
  return token;
}

type Line = { fk_itemUUID: string; item_name: string; item_quantity: number; finalize: number };
const cartOf = async (shop: string, token: string) =>
  (await api<{ cart: Line[] }>("GET", "/api/auth/cart/index", shop, { token })).cart;
type Order = { sale_order_id: number; order_number: string; sale_order_status: number };
const ordersOf = async (shop: string, token: string) =>
  (await api<{ data: Order[] }>("GET", "/api/auth/e-commerce/get/user/orders", shop, { token })).data;

/** Two visible products in stock of a shop, not in the demo customer's cart. */
async function productsOf(shop: string, token: string): Promise<{ uuid: string; item_name: string }[]> {
  const inCart = new Set((await cartOf(shop, token)).map((l) => l.fk_itemUUID));
  const { data } = await api<{ data: { uuid: string; item_name: string; status: number; stock: number }[] }>(
    "GET",
    "/api/ecom-our-latest-product",
    shop,
  );
  return data.filter((p) => p.status === 1 && p.stock >= 5 && !inCart.has(p.uuid)).slice(0, 2);
}

async function contextFor(shop: string, javaScript: boolean, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, baseURL: shop });
  if (token) {
    const value = await sealSession(newSession(token, shop), SESSION_SECRET);
    await context.addCookies([
      { name: SESSION_COOKIE, value, url: shop, httpOnly: true, sameSite: "Lax" },
      { name: SIGNED_IN_COOKIE, value: "1", url: shop, sameSite: "Lax" },
    ]);
  }
  return context;
}

/** Waits until a control has hydrated (React's fiber on it), so a press is not one on server markup. */
async function hydrated(page: Page, name: string): Promise<void> {
  const control = page.getByRole("button", { name, exact: true });
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true);
}

function startStorefront(build: string): Promise<void> {
  const child = start(`storefront-${build}`, process.execPath, ["server.mjs"], {
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    LOG_LEVEL: "warn",
    SHOP_API_URL: apiUrl,
    SESSION_SECRET,
    SHOP_API_SERVER_KEY: SERVER_KEY,
    PIXEL_SCRIPT_URL: "none",
    ALLOWED_HOSTS: `localhost:${port},127.0.0.1:${port}`,
    ...(build === SECOND ? { BENCH_DIST_DIR: SECOND } : {}),
  });
  return waitFor(`http://127.0.0.1:${port}/healthz`, child, `the storefront of ${build}`, 60_000);
}

/** Every response a page got that is Next's refusal of an unknown action: never shown to a shopper. */
function refusalsOf(page: Page): () => number {
  let refused = 0;
  page.on("response", (response) => {
    if (
      response.headers()["x-nextjs-action-not-found"] === "1" &&
      response.request().headers()["next-action"] === undefined
    )
      refused += 1;
  });
  return () => refused;
}

before(async () => {
  assertPortsFree([port, apiPort], "set DEPLOY_STORE_PORT and DEPLOY_API_PORT");
  assert.ok(existsSync(join(root, ".next", "BUILD_ID")), "build A: run `npm run build` first");
  // Built anew every run: the test is about a second build of this very tree.
  execFileSync("npm", ["run", "build:second"], { cwd: root, stdio: "inherit" });
  const shopApi = start("shop-api", join(root, "node_modules", ".bin", "tsx"), ["packages/shop-api/src/main.ts"], {
    SHOP_API_PORT: String(apiPort),
    SHOP_API_DB: join(dir, "shop.db"),
    SHOP_API_DEMO: "1",
    SHOP_API_PASSWORD_COST: "14",
    DEMO_SHOP_ORIGINS: `${SHOP_ONE},${SHOP_TWO}`,
    SHOP_API_SERVER_KEY: SERVER_KEY,
  });
  await waitFor(`${apiUrl}/api/auth/e-commerce-getcountry`, shopApi, "the shop API", 60_000);
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
});

after(async () => {
  await browser?.close();
  await stopAll();
  if (process.env.DEPLOY_KEEP === "1") console.log(`logs left in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
});

test("pages opened on one build keep working on a second build of the same code, with and without JavaScript", async () => {
  const [tokenOne, tokenTwo] = [await tokenOf(SHOP_ONE), await tokenOf(SHOP_TWO)];
  const [[added], [addedNoJs, selected]] = [await productsOf(SHOP_ONE, tokenOne), await productsOf(SHOP_TWO, tokenTwo)];
  assert.ok(added && addedNoJs && selected, "products in stock outside the demo cart");
  // Shop one's cart: one line selected for the order. Shop two's: a line to select on the cart page.
  for (const line of await cartOf(SHOP_ONE, tokenOne))
    await api("POST", `/api/auth/cart/${line.fk_itemUUID}/update`, SHOP_ONE, {
      token: tokenOne,
      body: { site_url: SHOP_ONE, product: { quantity: line.item_quantity, finalize: false } },
    });
  const [ordered] = await cartOf(SHOP_ONE, tokenOne);
  assert.ok(ordered, "the demo customer's cart holds a line");
  await api("POST", `/api/auth/cart/${ordered.fk_itemUUID}/update`, SHOP_ONE, {
    token: tokenOne,
    body: { site_url: SHOP_ONE, product: { quantity: ordered.item_quantity, finalize: true } },
  });
  await api("POST", "/api/auth/cart/store", SHOP_TWO, {
    token: tokenTwo,
    body: { site_url: SHOP_TWO, cart: { product_id: selected.uuid, quantity: 2, finalize: false } },
  });
  const cancellable = (await ordersOf(SHOP_TWO, tokenTwo)).find((o) => o.sale_order_status === 1);
  assert.ok(cancellable, "a pending order of the demo customer to ask to cancel");
  const ordersBefore = (await ordersOf(SHOP_ONE, tokenOne)).length;

  // Build A: every page opened, and what the shopper types typed, before the deploy.
  await startStorefront(".next");
  const scripted = await contextFor(SHOP_ONE, true, tokenOne);
  const plain = await contextFor(SHOP_TWO, false, tokenTwo);
  const signedOut = await contextFor(SHOP_TWO, false);

  const product = await scripted.newPage();
  await product.goto(`/product/${added.uuid}`);
  await hydrated(product, "add to cart");
  const summary = await scripted.newPage();
  await summary.goto("/order-summary");
  await hydrated(summary, "Place Order");
  const shipping = summary.getByRole("group", { name: "Shipping address" });
  // The demo customer has a stored address too, whose read-only fields share these labels.
  const field = (name: string) => shipping.getByRole("textbox", { name, exact: true });
  await field("Name").fill("Deploy Shopper");
  await shipping.getByRole("combobox", { name: "Country", exact: true }).selectOption({ index: 1 });
  await field("Address 1").fill("1 Rolling Road");
  await field("City").fill("Leeds");
  await field("State").fill("Yorkshire");
  await field("Zip code").fill("LS1");
  const home = await scripted.newPage();
  await home.goto("/");
  const newsletter = home.getByRole("form", { name: "Newsletter" });
  await newsletter.getByLabel("Subscribe to our newsletter").fill(`deploy-${Date.now()}@example.com`);

  const productNoJs = await plain.newPage();
  await productNoJs.goto(`/product/${addedNoJs.uuid}`);
  const cartNoJs = await plain.newPage();
  await cartNoJs.goto("/shopping-cart");
  const cancelNoJs = await plain.newPage();
  await cancelNoJs.goto(`/profile/cancel-request?order_id=${cancellable.sale_order_id}`);
  await cancelNoJs.getByLabel("Message").fill("Changed my mind during a deploy");
  const signIn = await signedOut.newPage();
  await signIn.goto("/sign-in?next=/profile");
  const login = signIn.getByRole("form", { name: "Login" });
  await login.getByLabel("Username or E-mail").fill(DEMO.email);
  await login.getByLabel("Password", { exact: true }).fill(DEMO.password);
  const pages = [product, summary, home, productNoJs, cartNoJs, cancelNoJs, signIn];
  const refused = pages.map(refusalsOf);

  // The deploy: build A stopped, build B started on the same port.
  const a = started.find((s) => s.name === "storefront-.next")!.child;
  process.kill(-a.pid!, "SIGTERM");
  await new Promise((done) => a.once("exit", done));
  await startStorefront(SECOND);

  // Every form of every open page works at its first press.
  // With scripts the cart store adds, through a route handler (docs/adr/0016-one-cart-write-path.md).
  await product.getByRole("button", { name: "add to cart", exact: true }).click();
  await expect(product.getByText(`${added.item_name} is Add to cart`)).toBeVisible();
  await expect
    .poll(async () => (await cartOf(SHOP_ONE, tokenOne)).find((l) => l.fk_itemUUID === added.uuid)?.item_quantity)
    .toBe(1);

  await summary.getByRole("button", { name: "Place Order" }).click();
  await expect(summary).toHaveURL(/\/order-receipt\?reference=\d+$/, { timeout: 15_000 });
  await expect(summary.getByText("1 Rolling Road").first()).toBeVisible();
  assert.equal((await ordersOf(SHOP_ONE, tokenOne)).length, ordersBefore + 1, "one order, neither lost nor doubled");

  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();

  const addForm = productNoJs.getByRole("form", { name: "Add to cart" });
  await addForm.getByRole("textbox", { name: "Quantity" }).fill("1");
  await addForm.getByRole("button", { name: "add to cart" }).click();
  await expect(productNoJs.getByText(`${addedNoJs.item_name} is Add to cart.`)).toBeVisible();

  const cart = cartNoJs.getByRole("region", { name: "Shopping cart" });
  await cart.getByRole("button", { name: `Select ${selected.item_name} for the order` }).click();
  await expect(cart.getByRole("status")).toHaveText("The item is selected for your order.");
  assert.deepEqual(
    (await cartOf(SHOP_TWO, tokenTwo))
      .filter((l) => l.fk_itemUUID === selected.uuid)
      .map((l) => [l.item_quantity, l.finalize]),
    [[2, 1]],
  );

  await cancelNoJs.getByRole("button", { name: "Submit" }).click();
  await expect(cancelNoJs).toHaveURL(`${SHOP_TWO}/profile?tab=orders`);
  const asked = (await ordersOf(SHOP_TWO, tokenTwo)).find((o) => o.sale_order_id === cancellable.sale_order_id);
  assert.equal(asked?.sale_order_status, 7, "the cancel request reached the shop");

  await login.getByRole("button", { name: "Login" }).click();
  await expect(signIn).toHaveURL(`${SHOP_TWO}/profile`);

  // A client-side navigation from a page of build A: Next sees another build's id and loads the page whole.
  await home.evaluate(() => Object.assign(window, { __buildA: true }));
  await home.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(home).toHaveURL(`${SHOP_ONE}/about-us`);
  await expect(home.getByRole("heading", { level: 1 })).toBeVisible();
  assert.equal(await home.evaluate(() => "__buildA" in window), false, "the navigation loaded the page whole");

  for (const page of pages) await expect(page.getByText("Server Action unavailable.")).toHaveCount(0);
  assert.deepEqual(
    refused.map((count) => count()),
    pages.map(() => 0),
  );

  // A page whose action the server does not have (a deploy of changed code) is loaded again, at the notice,
  // and its second press works. With JavaScript: the router's call, its action id one no build has.
  await home.route(`${SHOP_ONE}/**`, (route) => {
    const headers = route.request().headers();
    return route.continue(headers["next-action"] ? { headers: { ...headers, "next-action": UNKNOWN_ACTION } } : {});
  });
  // The form wakes when focus reaches it (docs/adr/0015-wake-on-use.md): then the press is the router's call.
  await newsletter.getByLabel("Subscribe to our newsletter").fill(`deploy-again-${Date.now()}@example.com`);
  await hydrated(home, "Subscribe");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(home).toHaveURL(`${SHOP_ONE}/about-us#shop-updated`);
  await expect(home.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  await expect(home.getByText("Something went wrong")).toHaveCount(0);
  await home.unrouteAll();
  await newsletter.getByLabel("Subscribe to our newsletter").fill(`deploy-second-${Date.now()}@example.com`);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();

  // Without JavaScript: the form's own post, naming an id no build has (a form of useActionState carries its
  // action's id in the JSON of its `$ACTION_n:0` field, a plain one in the name of its `$ACTION_ID_` field).
  await productNoJs.route(`${SHOP_TWO}/product/**`, (route) => {
    const body = route.request().postData();
    const forged = body
      ?.replace(/\$ACTION_ID_[0-9a-f]+/g, `$ACTION_ID_${UNKNOWN_ACTION}`)
      .replace(/"id":"[0-9a-f]+"/g, `"id":"${UNKNOWN_ACTION}"`);
    assert.notEqual(forged, body, "the post names its action");
    return route.continue(forged ? { postData: forged } : {});
  });
  await addForm.getByRole("button", { name: "add to cart" }).click();
  await expect(productNoJs).toHaveURL(`${SHOP_TWO}/product/${addedNoJs.uuid}#shop-updated`);
  await expect(productNoJs.getByRole("status").filter({ hasText: NOTICE })).toBeVisible();
  assert.equal((await cartOf(SHOP_TWO, tokenTwo)).find((l) => l.fk_itemUUID === addedNoJs.uuid)?.item_quantity, 1);
  await productNoJs.unrouteAll();
  await addForm.getByRole("button", { name: "add to cart" }).click();
  await expect(productNoJs.getByText(`${addedNoJs.item_name} is Update to cart.`)).toBeVisible();
  assert.equal((await cartOf(SHOP_TWO, tokenTwo)).find((l) => l.fk_itemUUID === addedNoJs.uuid)?.item_quantity, 2);
});
