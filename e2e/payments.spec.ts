import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { join } from "node:path";
import {
  freshCustomer,
  hydrated,
  orderableProducts,
  plantSession,
  serverAdd,
  serverCart,
  type Customer,
} from "./cart-support";
import { API_URL, E2E_SERVER_KEY, SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";

/**
 * The payment methods end to end: the order summary (signed in, a finalized server cart) places the
 * order with the chosen method, the reference API's sandbox pages stand in for the gateways (Pay,
 * Cancel, or the shopper just leaves), and the shopper lands back on the storefront. Stripe.js cannot
 * be downloaded here: the card method runs with a test double served through Playwright's routing.
 */

const SHOPS = [SHOP_ONE, SHOP_TWO] as const;
/** The reference API answers only the spec's fields (playwright.config.ts, `npm run test:e2e:spec-minimal`). */
const SPEC_MINIMAL = process.env.E2E_SPEC_MINIMAL === "1";
const TITLES = {
  utap: "Tap (utap)",
  paymennt: "Paymennt",
  safepay: "Safepay",
  bankcard: "Bank Card",
  card: "Credit / Debit Card",
} as const;
const CODES = { utap: 9, paymennt: 8, safepay: 7, bankcard: 3, card: 4 } as const;
type Gateway = keyof typeof TITLES;

type Shopper = { customer: Customer; uuid: string; name: string };

function withDb<T>(run: (db: Database.Database) => T): T {
  const dir = process.env.E2E_DB_DIR;
  if (!dir) throw new Error("E2E_DB_DIR is not set (playwright.config.ts sets it)");
  const db = new Database(join(dir, "shop.db"));
  try {
    db.pragma("busy_timeout = 5000");
    return run(db);
  } finally {
    db.close();
  }
}

const stockOf = (origin: string, uuid: string) =>
  withDb(
    (db) =>
      db
        .prepare("SELECT i.stock FROM items i JOIN shops s ON s.id = i.shop_id WHERE i.uuid = ? AND s.origin = ?")
        .pluck()
        .get(uuid, origin) as number,
  );

type OrderFacts = {
  sale_order_id: number;
  sale_order_status: number;
  total: number;
  advance_payment_sum_amount: number;
  pay_type: number;
};

async function ordersOf(request: APIRequestContext, origin: string, token: string): Promise<OrderFacts[]> {
  const response = await request.get(
    `${API_URL}/api/auth/e-commerce/get/user/orders?site_url=${encodeURIComponent(origin)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OrderFacts[] }).data;
}

const PRODUCTS_PER_WORKER = 8;
let used = 0;

/**
 * A new customer of the shop with one unit of a well-stocked product finalized in the server cart,
 * signed in in the browser. Tests count that product's stock, so each parallel worker takes its own
 * products (orderableProducts, after the checkout and orders tests' picks) and moves on to the next one.
 */
async function shopper(context: BrowserContext, request: APIRequestContext, origin: string): Promise<Shopper> {
  const customer = await freshCustomer(request, origin);
  // After the picks of the checkout and orders tests (2 and 3 products).
  const candidates = await orderableProducts(request, origin, PRODUCTS_PER_WORKER * 2, 5);
  const product = candidates[test.info().parallelIndex * PRODUCTS_PER_WORKER + (used++ % PRODUCTS_PER_WORKER)]!;
  await serverAdd(request, origin, customer.token, product.uuid, 1, true);
  await plantSession(context, origin, customer.token);
  return { customer, uuid: product.uuid, name: product.item_name };
}

/** Fills the order summary's new address, chooses the method and places the order. */
async function placeWith(page: Page, origin: string, gateway: Gateway): Promise<void> {
  await page.goto(`${origin}/order-summary`);
  await hydrated(page.getByRole("button", { name: "Place Order" }));
  const shipping = page.getByRole("group", { name: "Shipping address" });
  await shipping.getByLabel("Name").fill("Pay Tester");
  await shipping.getByLabel("Country").selectOption({ label: "United Arab Emirates" });
  await shipping.getByLabel("Address 1").fill("1 Gateway Road");
  await shipping.getByLabel("City").fill("Dubai");
  await shipping.getByLabel("State").fill("Dubai");
  await shipping.getByLabel("Zip code").fill("00000");
  await page.getByRole("radio", { name: TITLES[gateway], exact: true }).check();
  await page.getByRole("button", { name: "Place Order" }).click();
}

/** The order the gateway's draft became (the newest of a fresh customer). */
async function onlyOrder(request: APIRequestContext, origin: string, s: Shopper): Promise<OrderFacts> {
  const orders = await ordersOf(request, origin, s.customer.token);
  expect(orders).toHaveLength(1);
  return orders[0]!;
}

/** A payment that did not happen left the cart as it was: the one finalized line, and no order. */
async function expectCartAsItWas(request: APIRequestContext, origin: string, s: Shopper) {
  expect(await ordersOf(request, origin, s.customer.token)).toEqual([]);
  const { cart } = await serverCart(request, origin, s.customer.token);
  expect(cart.map((l) => [l.fk_itemUUID, l.item_quantity, l.finalize])).toEqual([[s.uuid, 1, 1]]);
}

async function expectPaid(request: APIRequestContext, origin: string, s: Shopper, gateway: Gateway) {
  const order = await onlyOrder(request, origin, s);
  expect(order).toMatchObject({ sale_order_status: 1, pay_type: CODES[gateway] });
  expect(order.advance_payment_sum_amount).toBe(order.total);
  return order;
}

/** The sandbox's payment page for the order: a page of the reference API, not of the storefront. */
async function expectSandboxPage(page: Page) {
  await expect(page).toHaveURL(new RegExp(`^${API_URL}/sandbox/`));
  await expect(page.getByRole("button", { name: "Pay" })).toBeVisible();
}

/** Lets the draft's payment expire (as an hour later) and has the API sweep abandoned drafts. */
async function expireAndSweep(request: APIRequestContext, origin: string, s: Shopper, orderId: number) {
  const past = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
  withDb((db) => {
    db.prepare("UPDATE payment_sessions SET expires_at = ? WHERE sale_order_id = ?").run(past, orderId);
    db.prepare("UPDATE sale_orders SET updated_at = ? WHERE id = ?").run(past, orderId);
  });
  // Reading the cart sweeps abandoned payments first, as the shopper's next visit does.
  await serverCart(request, origin, s.customer.token);
}

/** Stripe.js stand-in: mounts a link to the sandbox page of the session named by the client secret. */
const STRIPE_DOUBLE = `
  window.Stripe = function (publicKey) {
    const unused = function () { throw new Error("not part of the test double"); };
    return {
      // What @stripe/react-stripe-js checks to recognise a Stripe instance.
      elements: unused,
      createToken: unused,
      createPaymentMethod: unused,
      confirmCardPayment: unused,
      createEmbeddedCheckoutPage: async function (options) {
        const secret = await options.fetchClientSecret();
        const sessionId = secret.split("_secret_")[0];
        return {
          mount: function (target) {
            const el = typeof target === "string" ? document.querySelector(target) : target;
            const box = document.createElement("div");
            box.setAttribute("data-testid", "stripe-double");
            box.setAttribute("data-key", publicKey);
            const link = document.createElement("a");
            link.href = ${JSON.stringify(API_URL)} + "/sandbox/checkout-session/" + encodeURIComponent(sessionId);
            link.textContent = "Pay with the test card";
            box.append(link);
            el.append(box);
          },
          unmount: function () {},
          destroy: function () {},
        };
      },
    };
  };`;

for (const origin of SHOPS) {
  test.describe(`redirect gateways on ${shopName(origin)}`, () => {
    for (const gateway of ["utap", "paymennt", "safepay"] as const) {
      test(
        `${gateway}: Pay on the gateway ends on the paid outcome with a link to the receipt`,
        { tag: "@funnel" },
        async ({ page, context, request }) => {
          const s = await shopper(context, request, origin);
          const before = stockOf(origin, s.uuid);
          await placeWith(page, origin, gateway);
          await expectSandboxPage(page);
          expect(stockOf(origin, s.uuid)).toBe(before - 1); // held while the shopper pays
          await page.getByRole("button", { name: "Pay" }).click();

          await expect(page).toHaveURL(
            new RegExp(`^${origin}/check-out/return\\?order_id=\\d+&status=paid&gateway=${gateway}$`),
          );
          await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
          const order = await expectPaid(request, origin, s, gateway);
          await expect(page.getByRole("link", { name: "View your receipt" })).toHaveAttribute(
            "href",
            `/order-receipt?reference=${order.sale_order_id}`,
          );
          expect(stockOf(origin, s.uuid)).toBe(before - 1);
          const purchases = await page.evaluate(() =>
            (window.__pixelEvents ?? []).filter((e) => e.event === "Purchase"),
          );
          // Safepay's event (value 0 USD) went out as the shopper left; the others' on the paid outcome.
          expect(purchases).toEqual(
            gateway === "safepay"
              ? []
              : [expect.objectContaining({ params: expect.objectContaining({ value: order.total }) })],
          );
        },
      );

      test(`${gateway}: Cancel on the gateway shows the failure and leaves the cart and stock as they were`, async ({
        page,
        context,
        request,
      }) => {
        const s = await shopper(context, request, origin);
        const before = stockOf(origin, s.uuid);
        await placeWith(page, origin, gateway);
        await expectSandboxPage(page);
        await page.getByRole("button", { name: "Cancel" }).click();

        await expect(page).toHaveURL(
          new RegExp(`^${origin}/check-out/return\\?order_id=\\d+&status=cancelled&gateway=${gateway}$`),
        );
        await expect(page.getByRole("alert").filter({ hasText: "was cancelled or failed" })).toBeVisible();
        await expectCartAsItWas(request, origin, s);
        expect(stockOf(origin, s.uuid)).toBe(before);
        // Another try: the cart, with the line finalized again.
        await page.getByRole("link", { name: "Back to your cart" }).click();
        await expect(page).toHaveURL(`${origin}/shopping-cart`);
        await expect(page.getByRole("checkbox", { name: `Finalize ${s.name}` })).toBeChecked();
      });
    }

    test("a refusal of the shop shows its message in the alert and keeps the shopper on the order summary", async ({
      page,
      context,
      request,
    }) => {
      const s = await shopper(context, request, origin);
      withDb((db) => db.prepare("UPDATE items SET stock = 0 WHERE uuid = ?").run(s.uuid));
      try {
        await placeWith(page, origin, "utap");
        await expect(
          page.getByRole("alert").filter({ hasText: "is not be greater than availability of the stock" }),
        ).toBeVisible();
        await expect(page).toHaveURL(`${origin}/order-summary`);
        // Enter in an address field sends it again: the same refusal keeps what was typed, and focus lands
        // on Place Order, not on the page (the field it was in is drawn anew with the answer).
        const shipping = page.getByRole("group", { name: "Shipping address" });
        await shipping.getByLabel("Zip code").press("Enter");
        await expect(page.getByRole("button", { name: "Place Order" })).toBeFocused();
        await expect(shipping.getByLabel("Address 1")).toHaveValue("1 Gateway Road");
        await expect(shipping.getByLabel("Country").locator("option:checked")).toHaveText("United Arab Emirates");
        expect((await serverCart(request, origin, s.customer.token)).cart).toHaveLength(1);
      } finally {
        withDb((db) => db.prepare("UPDATE items SET stock = 50 WHERE uuid = ?").run(s.uuid));
      }
    });
  });

  test.describe(`abandoned payments on ${shopName(origin)}`, () => {
    for (const gateway of ["utap", "paymennt", "safepay", "bankcard", "card"] as const) {
      test(`${gateway}: leaving the payment page unpaid holds the stock and the cart's line only until the payment expires`, async ({
        page,
        context,
        request,
      }) => {
        await context.route("https://js.stripe.com/**", (route) =>
          route.fulfill({ contentType: "text/javascript", body: STRIPE_DOUBLE }),
        );
        const s = await shopper(context, request, origin);
        const before = stockOf(origin, s.uuid);
        await placeWith(page, origin, gateway);
        if (gateway === "card") await expect(page.getByTestId("stripe-double")).toBeVisible();
        else await expectSandboxPage(page);
        await page.goto(`${origin}/`); // the shopper walks away
        const order = await onlyOrder(request, origin, s);
        expect(order.sale_order_status).toBe(0);
        expect(stockOf(origin, s.uuid)).toBe(before - 1);
        await expireAndSweep(request, origin, s, order.sale_order_id);
        expect(stockOf(origin, s.uuid)).toBe(before);
        await expectCartAsItWas(request, origin, s);
      });
    }
  });

  test.describe(`bank card gateway on ${shopName(origin)}`, () => {
    async function merchantSecrets(request: APIRequestContext, token: string): Promise<string[]> {
      const response = await request.get(
        `${API_URL}/api/auth/payment-method/detail?payment_method=3&site_url=${encodeURIComponent(origin)}`,
        {
          headers: { authorization: `Bearer ${token}`, "x-shop-server-key": E2E_SERVER_KEY },
        },
      );
      const d = ((await response.json()) as { method_detail: Record<string, string> }).method_detail;
      const secrets = [d.merchant_password!, d.merchant_hash!, d.key1!, d.key2!];
      for (const secret of secrets) expect(secret.length).toBeGreaterThanOrEqual(12);
      return secrets;
    }

    test("Pay: the hidden form reaches the gateway, the order is paid, and no merchant secret ever reaches the browser", async ({
      page,
      context,
      request,
    }) => {
      const s = await shopper(context, request, origin);
      const secrets = await merchantSecrets(request, s.customer.token);
      const seen: string[] = [];
      page.on("request", (r) => seen.push(`${r.url()}\n${r.postData() ?? ""}`));
      page.on("response", async (r) => {
        try {
          seen.push(await r.text());
        } catch {
          // redirects have no body
        }
      });
      // The browser alone cannot read the detail: its token is not enough.
      const direct = await request.get(
        `${API_URL}/api/auth/payment-method/detail?payment_method=3&site_url=${encodeURIComponent(origin)}`,
        {
          headers: { authorization: `Bearer ${s.customer.token}` },
        },
      );
      expect(direct.status()).toBe(403);

      await placeWith(page, origin, "bankcard");
      await expectSandboxPage(page);
      await expect(page.getByText("Bank card (sandbox)")).toBeVisible();
      await page.getByRole("button", { name: "Pay" }).click();
      await expect(page).toHaveURL(
        new RegExp(`^${origin}/check-out/return\\?order_id=\\d+&status=paid&gateway=bankcard$`),
      );
      await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
      await expectPaid(request, origin, s, "bankcard");

      expect(seen.length).toBeGreaterThan(5);
      const gatewayPost = seen.find((entry) => entry.startsWith(`${API_URL}/sandbox/bank/gateway`));
      expect(gatewayPost).toContain("TransactionTypeId=3");
      expect(gatewayPost).toContain("Currency=PKR");
      for (const entry of seen) for (const secret of secrets) expect(entry.includes(secret)).toBe(false);
    });

    test("Cancel: the failure outcome, the cart and stock as they were", async ({ page, context, request }) => {
      const s = await shopper(context, request, origin);
      const before = stockOf(origin, s.uuid);
      await placeWith(page, origin, "bankcard");
      await expectSandboxPage(page);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(
        new RegExp(`^${origin}/check-out/return\\?order_id=\\d+&status=cancelled&gateway=bankcard$`),
      );
      await expect(page.getByRole("alert").filter({ hasText: "was cancelled or failed" })).toBeVisible();
      await expectCartAsItWas(request, origin, s);
      expect(stockOf(origin, s.uuid)).toBe(before);
    });
  });

  test.describe(`card payment (embedded) on ${shopName(origin)}`, () => {
    async function serveStripeDouble(context: BrowserContext): Promise<string[]> {
      const loads: string[] = [];
      await context.route("https://js.stripe.com/**", async (route) => {
        loads.push(route.request().url());
        await route.fulfill({ contentType: "text/javascript", body: STRIPE_DOUBLE });
      });
      return loads;
    }

    test(
      "Place Order to the thank-you: Pay in the embedded form shows the e-mail, and the receipt link and Purchase event when the API names the order",
      { tag: "@funnel" },
      async ({ page, context, request }) => {
        const loads = await serveStripeDouble(context);
        const s = await shopper(context, request, origin);
        await page.goto(`${origin}/order-summary`);
        expect(loads).toEqual([]); // Stripe.js loads only on the card page
        await placeWith(page, origin, "card");
        await expect(page).toHaveURL(new RegExp(`^${origin}/stripe/check-out\\?session_id=cs_sandbox_`));
        const double = page.getByTestId("stripe-double");
        await expect(double).toHaveAttribute("data-key", /^pk_sandbox_/);
        expect(loads).toHaveLength(1);
        await double.getByRole("link", { name: "Pay with the test card" }).click();
        await expectSandboxPage(page);
        await page.getByRole("button", { name: "Pay" }).click();

        await expect(page).toHaveURL(new RegExp(`^${origin}/stripe/session-status\\?session_id=cs_sandbox_`));
        await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
        await expect(page.getByText(s.customer.email)).toBeVisible();
        const order = await expectPaid(request, origin, s, "card");
        if (SPEC_MINIMAL) {
          // The spec's answers name no order (the session's `clientSecret`; its `status, customer_email`).
          await expect(page.getByRole("link", { name: "View your receipt" })).toHaveCount(0);
          return;
        }
        await expect(page.getByRole("link", { name: "View your receipt" })).toHaveAttribute(
          "href",
          `/order-receipt?reference=${order.sale_order_id}`,
        );
        const purchases = await page.evaluate(() => (window.__pixelEvents ?? []).filter((e) => e.event === "Purchase"));
        expect(purchases).toEqual([
          expect.objectContaining({ params: expect.objectContaining({ value: order.total }) }),
        ]);
      },
    );

    test("going back from the card page (Cancel) returns to the open form; the order stays unpaid", async ({
      page,
      context,
      request,
    }) => {
      await serveStripeDouble(context);
      const s = await shopper(context, request, origin);
      await placeWith(page, origin, "card");
      await page.getByTestId("stripe-double").getByRole("link").click();
      await expectSandboxPage(page);
      await page.getByRole("button", { name: "Cancel" }).click();
      // session-status reports "open": back to the card form of the same session.
      await expect(page).toHaveURL(new RegExp(`^${origin}/stripe/check-out\\?session_id=cs_sandbox_`));
      await expect(page.getByTestId("stripe-double")).toBeVisible();
      const order = await onlyOrder(request, origin, s);
      expect(order.sale_order_status).toBe(0);
      await page.getByRole("link", { name: "Choose another payment method" }).click();
      await expect(page).toHaveURL(`${origin}/order-summary?order_id=${order.sale_order_id}`);
    });

    test("with Stripe.js blocked the page says card payments are unavailable and offers the way back", async ({
      page,
      context,
      request,
    }) => {
      await context.route("https://js.stripe.com/**", (route) => route.abort("blockedbyclient"));
      const s = await shopper(context, request, origin);
      await placeWith(page, origin, "card");
      await expect(page).toHaveURL(new RegExp(`^${origin}/stripe/check-out\\?session_id=`));
      await expect(
        page.getByRole("alert").filter({ hasText: "Card payments are unavailable right now" }),
      ).toBeVisible();
      const order = await onlyOrder(request, origin, s);
      await expect(page.getByRole("link", { name: "Choose another payment method" })).toHaveAttribute(
        "href",
        `/order-summary?order_id=${order.sale_order_id}`,
      );
    });

    test("the card page without a session of this browser hands out no client secret", async ({
      page,
      context,
      request,
    }) => {
      await serveStripeDouble(context);
      await shopper(context, request, origin);
      await page.goto(`${origin}/stripe/check-out?session_id=cs_sandbox_someone_elses`);
      await expect(page.getByRole("alert").filter({ hasText: "No card payment is in progress" })).toBeVisible();
      await expect(page.getByTestId("stripe-double")).toHaveCount(0);
    });
  });
}
