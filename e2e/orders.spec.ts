import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { SESSION_COOKIE } from "../lib/session/cookie";
import { seriousAxeViolations } from "./axe";
import {
  apiPlaceOrder,
  freshCustomer,
  hydrated,
  orderableProducts,
  placeDraftOrder,
  plantSession,
  serverAdd,
  type Customer,
} from "./cart-support";
import { API_URL, DEMO_LOGIN, SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./sessions";

/**
 * Order history, cancel requests and tracking on both demo shops. The demo customer's seeded orders
 * are only read here; everything that changes an order uses a fresh customer and its own orders.
 * Every tracking lookup counts against the per-client limit (all tests come from 127.0.0.1), so
 * the lookups here stay well below it.
 */

const SHOPS = [
  { origin: SHOP_ONE, n: 1, currency: /^AED \d{1,3}(,\d{3})*\.\d{2}$/ },
  { origin: SHOP_TWO, n: 2, currency: /^£\d{1,3}(,\d{3})*\.\d{2}$/ },
];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A cash-on-delivery order (status 1) of one finalized product, placed through the shop API. */
async function placeCodOrder(
  request: APIRequestContext,
  origin: string,
  customer: Customer,
  productId: string,
): Promise<{ order_id: number; order_number: string }> {
  await serverAdd(request, origin, customer.token, productId, 1, true);
  return apiPlaceOrder(request, origin, customer, 0);
}

async function apiOrder(
  request: APIRequestContext,
  origin: string,
  token: string,
  id: number,
): Promise<{ sale_order_status: number; cancel_message: string | null }> {
  const response = await request.get(
    `${API_URL}/api/auth/e-commerce/saleorder/${id}/get?site_url=${encodeURIComponent(origin)}`,
    { headers: bearer(token) },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { sale_order_status: number; cancel_message: string | null } }).data;
}

function historyRow(page: Page, orderNumber: string): Locator {
  return page
    .getByTestId("history-row")
    .filter({ has: page.getByRole("rowheader", { name: orderNumber, exact: true }) });
}

async function openActions(page: Page, orderNumber: string): Promise<Locator> {
  const button = page.getByRole("button", { name: `Actions for order ${orderNumber}` });
  await hydrated(button);
  await button.click();
  const menu = page.getByRole("menu", { name: `Actions for order ${orderNumber}` });
  await expect(menu).toBeVisible();
  return menu;
}

for (const shop of SHOPS) {
  const so = (k: number) => `SO-${shop.n}-0000${k}`;

  test.describe(`orders on ${shopName(shop.origin)}`, () => {
    test.use({ baseURL: shop.origin });

    test(
      "the history labels every status and payment of the demo orders and leaves drafts out",
      { tag: "@funnel" },
      async ({ page, signIn }) => {
        await signIn(shop.origin);
        await page.goto("/profile?tab=orders");
        await expect(page.getByRole("tab", { name: "View Order History" })).toHaveAttribute("aria-selected", "true");
        const panel = page.getByRole("tabpanel", { name: "View Order History" });
        await expect(panel).toBeVisible();
        await expect(page.getByRole("tabpanel", { name: "My account" })).toBeHidden();
        await expect(panel.getByRole("columnheader")).toHaveText([
          "Order #",
          "Status",
          "Customer",
          "Payment",
          "Total",
          "Actions",
        ]);

        const expected: [number, string, string][] = [
          [3, "Pending to Ship", "COD"],
          [4, "Pending to Ship", "Credit card"],
          [5, "Order has been shipped", "COD"],
          [6, "Order is Delivered", "Credit card"],
          [7, "Cancel Request", "COD"],
          [8, "Order Cancelled", "COD"],
        ];
        for (const [k, status, payment] of expected) {
          const cells = historyRow(page, so(k)).getByRole("cell");
          await expect(cells.nth(0)).toHaveText(status);
          await expect(cells.nth(1)).not.toBeEmpty();
          await expect(cells.nth(2)).toHaveText(payment);
          await expect(cells.nth(3)).toHaveText(shop.currency);
        }
        // SO-n-00002 stays a draft (a line is over stock, so it cannot be placed); no draft is listed.
        await expect(historyRow(page, so(2))).toHaveCount(0);
        await expect(panel.getByRole("cell", { name: "Draft", exact: true })).toHaveCount(0);
      },
    );

    test("the actions menu offers what each order allows; Preview opens the order preview", async ({
      page,
      signIn,
    }) => {
      // Four menus and the preview's chunk: longer than the default on a busy machine.
      test.setTimeout(60_000);
      await signIn(shop.origin);
      await page.goto("/profile?tab=orders");

      // Only a pending order offers a cancel request; shipped and delivered ones with tracking offer tracking.
      const pending = await openActions(page, so(3));
      await expect(pending.getByRole("menuitem")).toHaveText(["Cancel Request", "Preview"]);
      await page.keyboard.press("Escape");
      const shipped = await openActions(page, so(5));
      await expect(shipped.getByRole("menuitem")).toHaveText(["Track Order", "Preview"]);
      await expect(shipped.getByRole("menuitem", { name: "Track Order" })).toHaveAttribute(
        "href",
        `/track-order?order_no=${so(5)}&tracking_no=TRK${shop.n}000005`,
      );
      await page.keyboard.press("Escape");
      const cancelled = await openActions(page, so(8));
      await expect(cancelled.getByRole("menuitem")).toHaveText(["Preview"]);
      await page.keyboard.press("Escape");

      // Preview opens the order preview panel.
      const menu = await openActions(page, so(6));
      await menu.getByRole("menuitem", { name: "Preview" }).click();
      const preview = page.getByRole("dialog", { name: `Order #${so(6)}` });
      await expect(preview).toBeVisible();
      await expect(preview.getByText(`TRK${shop.n}000006`)).toBeVisible();
      await preview.getByRole("button", { name: "Close order preview" }).click();
      await expect(preview).toBeHidden();
    });

    test("keyboard only: the tabs follow the arrow keys and the URL, the actions menu opens, moves and closes", async ({
      page,
      signIn,
    }) => {
      await signIn(shop.origin);
      await page.goto("/profile");
      const account = page.getByRole("tab", { name: "My account" });
      const orders = page.getByRole("tab", { name: "View Order History" });
      await expect(account).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "My account" })).toContainText(DEMO_LOGIN.email);
      await expect(page.getByRole("tabpanel", { name: "My account" })).not.toContainText("Password");
      await hydrated(account);

      await account.focus();
      await page.keyboard.press("ArrowRight");
      await expect(orders).toBeFocused();
      await expect(orders).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\/profile\?tab=orders$/);
      await page.keyboard.press("ArrowRight");
      await expect(account).toBeFocused();
      await expect(page).toHaveURL(/\/profile$/);
      await page.keyboard.press("End");
      await expect(orders).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\/profile\?tab=orders$/);

      // The actions menu on a fresh load of the history: a clean-clone run once saw the page back on
      // "My account" after the quick tab changes above, with no history to reach.
      await page.goto("/profile?tab=orders");
      await hydrated(orders);
      await orders.focus();

      // Into the panel, then to the first actions button of the seeded pending order.
      const button = page.getByRole("button", { name: `Actions for order ${so(3)}` });
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tabpanel", { name: "View Order History" })).toBeFocused();
      while (!(await button.evaluate((el) => el === document.activeElement))) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu", { name: `Actions for order ${so(3)}` });
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(menu.getByRole("menuitem", { name: "Cancel Request" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "Preview" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(menu.getByRole("menuitem", { name: "Cancel Request" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();

      // ↑ opens on the last item; Enter there opens the preview, whose Escape gives focus back.
      await page.keyboard.press("ArrowUp");
      await expect(menu.getByRole("menuitem", { name: "Preview" })).toBeFocused();
      await page.keyboard.press("Enter");
      const preview = page.getByRole("dialog", { name: `Order #${so(3)}` });
      await expect(preview).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(preview).toBeHidden();
      await expect(button).toBeFocused();

      // The cancel dialog opens from the keyboard too, and Escape leaves the order as it was.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `Are You sure to Cancel you Order , Order # ${so(3)}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel("Message")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      // Back returns to the other tab.
      await page.goBack();
      await expect(account).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: "My account" })).toBeVisible();
    });

    test("without JavaScript the tabs are links and the history arrives rendered by the server", async ({
      browser,
      signIn,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.origin });
      await signIn(shop.origin, "demo", context);
      const page = await context.newPage();
      await page.goto("/profile");
      await expect(page.getByRole("tabpanel", { name: "My account" })).toContainText("demo");
      await page.getByRole("tab", { name: "View Order History" }).click();
      await expect(page).toHaveURL(/\/profile\?tab=orders$/);
      await expect(historyRow(page, so(7)).getByRole("cell").nth(0)).toHaveText("Cancel Request");
      await context.close();
    });

    test("a session the shop no longer accepts goes from the profile home, where it ends and the sign-in opens", async ({
      page,
      context,
    }) => {
      await plantSession(context, shop.origin, "not-a-valid-token");
      await page.goto("/profile?tab=orders");
      await expect(page).toHaveURL(`${shop.origin}/?next=%2Fprofile%3Ftab%3Dorders`);
      await expect
        .poll(async () => (await context.cookies(shop.origin)).map((c) => c.name))
        .not.toContain(SESSION_COOKIE);
      await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
      await expect(page).toHaveURL(`${shop.origin}/?next=%2Fprofile%3Ftab%3Dorders`);
    });

    test(
      "a customer's cancel request: empty state first, drafts left out, refusal keeps the message, success changes the row",
      { tag: "@funnel" },
      async ({ page, context, request }) => {
        // Two orders placed through the shop API and a dozen steps in the browser: longer than the default.
        test.setTimeout(60_000);
        const customer = await freshCustomer(request, shop.origin);
        await plantSession(context, shop.origin, customer.token);
        await page.goto("/profile?tab=orders");
        await expect(page.getByRole("cell", { name: "! No Order History" })).toBeVisible();

        const [a, b, c] = await orderableProducts(request, shop.origin, 3, 2);
        await serverAdd(request, shop.origin, customer.token, a!.uuid, 1, true);
        const draft = await placeDraftOrder(request, shop.origin, customer);
        const refused = await placeCodOrder(request, shop.origin, customer, b!.uuid);
        const accepted = await placeCodOrder(request, shop.origin, customer, c!.uuid);

        await page.reload();
        await expect(page.getByTestId("history-row")).toHaveCount(2);
        await expect(historyRow(page, draft.order_number)).toHaveCount(0);
        await expect(historyRow(page, refused.order_number).getByRole("cell").nth(0)).toHaveText("Pending to Ship");
        await expect(historyRow(page, refused.order_number).getByRole("cell").nth(1)).toHaveText(customer.username);

        // A refusal by the shop (the order is no longer pending): its msg as a toast, the message kept.
        await (await openActions(page, refused.order_number)).getByRole("menuitem", { name: "Cancel Request" }).click();
        let dialog = page.getByRole("dialog", {
          name: `Are You sure to Cancel you Order , Order # ${refused.order_number}`,
        });
        await expect(dialog.getByLabel("Message")).toHaveCSS("height", "180px");
        await dialog.getByLabel("Message").fill("Ordered twice by mistake");
        const direct = await request.post(
          `${API_URL}/api/auth/e-commerce/order-cancel/request?site_url=${encodeURIComponent(shop.origin)}`,
          {
            headers: bearer(customer.token),
            data: { message: "from elsewhere", sale_order_id: refused.order_id },
          },
        );
        expect((await direct.json()).status).toBe(true);
        await dialog.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByText("Only a pending order can be cancelled.")).toBeVisible();
        await expect(dialog.getByLabel("Message")).toHaveValue("Ordered twice by mistake");
        await dialog.getByRole("button", { name: "Close" }).click();

        // An empty message is explained under the field.
        await (
          await openActions(page, accepted.order_number)
        )
          .getByRole("menuitem", { name: "Cancel Request" })
          .click();
        dialog = page.getByRole("dialog", {
          name: `Are You sure to Cancel you Order , Order # ${accepted.order_number}`,
        });
        await dialog.getByRole("button", { name: "Submit" }).click();
        await expect(dialog.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
        await expect(dialog.getByRole("alert")).toHaveText("Please tell us why you want to cancel the order.");

        // Success: 'Processing...' while sending, the shop's done, the row reads Cancel Request at once.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        // The form posts to its Server Action, at the page's own address.
        await page.route(/\/profile\?tab=orders$/, async (route) => {
          if (route.request().method() === "POST") await held;
          await route.continue();
        });
        await dialog.getByLabel("Message").fill("  Found it cheaper elsewhere  ");
        await dialog.getByRole("button", { name: "Submit" }).click();
        await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
        release();
        await expect(page.getByText("Cancel request submitted")).toBeVisible();
        await expect(dialog).toBeHidden();
        await expect(historyRow(page, accepted.order_number).getByRole("cell").nth(0)).toHaveText("Cancel Request");
        const menu = await openActions(page, accepted.order_number);
        await expect(menu.getByRole("menuitem")).toHaveText(["Preview"]);

        expect(await apiOrder(request, shop.origin, customer.token, accepted.order_id)).toMatchObject({
          sale_order_status: 7,
          cancel_message: "Found it cheaper elsewhere",
        });
        expect(await apiOrder(request, shop.origin, customer.token, refused.order_id)).toMatchObject({
          cancel_message: "from elsewhere",
        });
        // The history is read again after the request: the order cancelled elsewhere now shows it too.
        await expect(historyRow(page, refused.order_number).getByRole("cell").nth(0)).toHaveText("Cancel Request");
        await page.reload();
        await expect(historyRow(page, accepted.order_number).getByRole("cell").nth(0)).toHaveText("Cancel Request");
      },
    );

    test("'Track Order' in the history opens the tracking result", { tag: "@funnel" }, async ({ page, signIn }) => {
      await signIn(shop.origin);
      await page.goto("/profile?tab=orders");
      await (await openActions(page, so(5))).getByRole("menuitem", { name: "Track Order" }).click();
      await expect(page).toHaveURL(new RegExp(`/track-order\\?order_no=${so(5)}&tracking_no=TRK${shop.n}000005$`));
      const result = page.getByTestId("tracking-result");
      await expect(result.getByRole("heading", { name: `Order #${so(5)}` })).toBeVisible();
      const steps = result.getByRole("list", { name: "Shipment progress" }).getByRole("listitem");
      await expect(steps).toHaveText([/^Ordered/, /^Shipped/, /^On the way/, /^Delivered/]);
      await expect(steps.nth(2)).toHaveAttribute("data-active", "true");
      await expect(steps.nth(2)).toHaveAttribute("aria-current", "step");
      await expect(steps.nth(3)).toHaveAttribute("data-active", "false");
      await expect(page.getByLabel("Order No")).toHaveValue(so(5));
      await expect(page.getByLabel("Tracking no")).toHaveValue(`TRK${shop.n}000005`);
    });

    test(
      "tracking without JavaScript: by URL and by the form; the close icon clears it",
      { tag: "@funnel" },
      async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.origin });
        const page = await context.newPage();
        await page.goto(`/track-order?order_no=${so(6)}&tracking_no=TRK${shop.n}000006`);
        const result = page.getByTestId("tracking-result");
        await expect(result.getByText(/^Date: \w{3}, \w{3}-\d{2}-\d{4}$/)).toBeVisible();
        const steps = result.getByRole("list", { name: "Shipment progress" }).getByRole("listitem");
        for (let i = 0; i < 4; i++) await expect(steps.nth(i)).toHaveAttribute("data-active", "true");
        const amounts = result.getByRole("cell", { name: /^£\d{1,3}(,\d{3})*\.\d{2}$/ });
        expect(await amounts.count()).toBeGreaterThan(0);
        await expect(result.getByRole("row", { name: /^Total £\d{1,3}(,\d{3})*\.\d{2}$/ })).toBeVisible();

        await page.getByRole("link", { name: "Close the tracking result" }).click();
        await expect(page).toHaveURL(/\/track-order$/);
        await expect(page.getByTestId("tracking-result")).toHaveCount(0);
        await expect(page.getByLabel("Order No")).toHaveValue("");

        await page.getByLabel("Order No").fill(so(5));
        await page.getByLabel("Tracking no").fill(`trk${shop.n}000005`);
        await page.getByRole("button", { name: "Track Order" }).click();
        await expect(page).toHaveURL(new RegExp(`order_no=${so(5)}&tracking_no=trk${shop.n}000005`));
        await expect(
          page
            .getByTestId("tracking-result")
            .getByRole("list", { name: "Shipment progress" })
            .getByRole("listitem")
            .nth(1),
        ).toHaveAttribute("data-active", "true");
        await context.close();
      },
    );

    test("tracking a wrong number shows the shop's message; a missing number is explained next to its field", async ({
      page,
    }) => {
      await page.goto("/track-order");
      const submit = page.getByRole("button", { name: "Track Order" });
      await hydrated(submit);
      await page.getByLabel("Order No").fill(so(5));
      await page.getByLabel("Tracking no").fill("TRK-NOT-MINE");
      await submit.click();
      await expect(page.getByRole("form", { name: "Track your order" }).getByRole("alert")).toHaveText(
        "No order found for this order and tracking number",
      );
      await expect(page.getByTestId("tracking-result")).toHaveCount(0);
      await expect(page.getByLabel("Tracking no")).toHaveValue("TRK-NOT-MINE");

      await page.goto(`/track-order?order_no=${so(5)}`);
      await expect(page.getByLabel("Tracking no")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Please enter the tracking number.")).toBeVisible();
      await expect(page.getByLabel("Order No")).not.toHaveAttribute("aria-invalid", "true");
      // Axe on the first shop only; the tracking result itself is in accessibility.spec.ts.
      if (shop.origin === SHOP_ONE) expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}
