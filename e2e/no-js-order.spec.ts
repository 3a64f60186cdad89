import type { Locator, Page } from "@playwright/test";
import { apiOrders, freshCustomer, orderableProducts, plantSession, serverAdd } from "./cart-support";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";

/*
 * The signed-in funnel's end without JavaScript (issue 48, ADR 14): the order summary posts Place Order to
 * its Server Action as a plain form, and cash on delivery goes to the receipt; the order history's cancel
 * request is a page of its own whose form posts to its Server Action.
 */

test.use({ javaScriptEnabled: false });

/** Picks of this spec's own, apart from the other specs that place orders (cart-support's orderableProducts). */
const SKIP = 10;

async function fillNewAddress(page: Page, street: string) {
  const group = page.getByRole("group", { name: "Shipping address" });
  await group.getByLabel("Name").fill("No Script");
  await group.getByLabel("Country").selectOption({ index: 1 });
  await group.getByLabel("Address 1").fill(street);
  await group.getByLabel("City").fill("Leeds");
  await group.getByLabel("State").fill("Yorkshire");
  await group.getByLabel("Zip code").fill("LS1");
}

function historyRow(page: Page, orderNumber: string): Locator {
  return page
    .getByTestId("history-row")
    .filter({ has: page.getByRole("rowheader", { name: orderNumber, exact: true }) });
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`without JavaScript on ${shopName(origin)}`, () => {
    test("Place Order with a new address and cash on delivery to the receipt, then the order's cancel request", async ({
      page,
      context,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const [product] = await orderableProducts(request, origin, 1, SKIP);
      await serverAdd(request, origin, customer.token, product!.uuid, 1, true);
      await plantSession(context, origin, customer.token);

      await page.goto(`${origin}/order-summary`);
      await expect(page.getByTestId("order-item")).toContainText(product!.item_name);
      await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeChecked();
      // Said only with scripts off, in a <noscript> (whose text Playwright's text matchers skip).
      expect(await page.locator("noscript").evaluate((note) => note.textContent)).toContain(
        "Without JavaScript, choose cash on delivery",
      );
      await fillNewAddress(page, "3 Plain Form Road");
      await page.getByRole("button", { name: "Place Order" }).click();

      await expect(page).toHaveURL(/\/order-receipt\?reference=\d+$/);
      const orders = await apiOrders(request, origin, customer.token);
      expect(orders).toHaveLength(1);
      expect(Number(new URL(page.url()).searchParams.get("reference"))).toBe(orders[0]!.sale_order_id);
      await expect(page.getByTestId("receipt-number")).toHaveText(orders[0]!.order_number);
      await expect(page.getByText("3 Plain Form Road").first()).toBeVisible();
      await expect(page.getByText("Cash on Delivery")).toBeVisible();

      // The profile's order history: the Actions menu needs JavaScript, its cancel request is a page of its own.
      await page.goto(`${origin}/profile?tab=orders`);
      const row = historyRow(page, orders[0]!.order_number);
      await expect(row.getByRole("cell").nth(0)).toHaveText("Pending to Ship");
      await row.getByRole("link", { name: "Cancel Request" }).click();
      await expect(page).toHaveURL(`${origin}/profile/cancel-request?order_id=${orders[0]!.sale_order_id}`);
      await expect(
        page.getByRole("heading", { name: `Are You sure to Cancel you Order , Order # ${orders[0]!.order_number}` }),
      ).toBeVisible();
      // An empty message is explained under the field, on the same page.
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("alert")).toHaveText("Please tell us why you want to cancel the order.");
      await page.getByLabel("Message").fill("Ordered without scripts by mistake");
      await page.getByRole("button", { name: "Submit" }).click();

      await expect(page).toHaveURL(`${origin}/profile?tab=orders`);
      await expect(historyRow(page, orders[0]!.order_number).getByRole("cell").nth(0)).toHaveText("Cancel Request");
      await expect(historyRow(page, orders[0]!.order_number).getByRole("link", { name: "Cancel Request" })).toHaveCount(
        0,
      );
    });

    test("a refused Place Order shows each field's message and keeps what was typed; nothing is ordered", async ({
      page,
      context,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const [product] = await orderableProducts(request, origin, 1, SKIP);
      await serverAdd(request, origin, customer.token, product!.uuid, 1, true);
      await plantSession(context, origin, customer.token);

      await page.goto(`${origin}/order-summary`);
      const shipping = page.getByRole("group", { name: "Shipping address" });
      await shipping.getByLabel("Address 1").fill("12 Kept Street");
      await page.getByRole("radio", { name: "Different billing address" }).check();
      await page.getByRole("group", { name: "Billing address" }).getByLabel("Name").fill("Kept Billing");
      await page.getByRole("button", { name: "Place Order" }).click();

      await expect(page).toHaveURL(`${origin}/order-summary`);
      await expect(page.getByText("The name field is required.").first()).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
      await expect(shipping.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
      await expect(shipping.getByLabel("Address 1")).toHaveValue("12 Kept Street");
      await expect(page.getByRole("radio", { name: "Different billing address" })).toBeChecked();
      await expect(page.getByRole("group", { name: "Billing address" }).getByLabel("Name")).toHaveValue("Kept Billing");
      expect(await apiOrders(request, origin, customer.token)).toHaveLength(0);
    });
  });
}
