import { apiOrders, freshCustomer, orderableProducts, plantSession, serverAdd } from "./cart-support";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";

/*
 * The order summary without JavaScript (issue 48, ADR 14): Place Order posts to its Server Action as a plain
 * form, and a refusal comes back on the page; so does the footer's newsletter's, posted to the page it is on.
 * The walk to the receipt and the cancel request is no-js-funnel.spec.ts.
 */

test.use({ javaScriptEnabled: false });

/** A pick of this spec's own (it orders nothing: a refused order takes no stock). */
const SKIP = 10;

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`without JavaScript on ${shopName(origin)}`, () => {
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
    test("the footer's newsletter subscribes, and explains a refusal, on the page it was sent from", async ({
      page,
    }) => {
      // A plain post to the page's own address (the query kept), opened at the newsletter: React answers with
      // the action's state in the footer.
      await page.goto(`${origin}/about-us?from=footer`);
      const form = page.getByRole("form", { name: "Newsletter" });
      const field = form.getByLabel("Subscribe to our newsletter");
      await field.fill("not-an-address");
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(`${origin}/about-us?from=footer#footer-newsletter`);
      await expect(form.getByText("The email must be a valid email address.")).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveValue("not-an-address");

      await field.fill(`no-js-${Date.now()}@example.com`);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(`${origin}/about-us?from=footer#footer-newsletter`);
      await expect(form.getByText("Thank you for subscribing to our newsletter!")).toBeVisible();
      await expect(field).toHaveValue("");
      await expect(field).not.toHaveAttribute("aria-invalid", "true");
    });
  });
}
