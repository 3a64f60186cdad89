import type { Browser, Page } from "@playwright/test";
import { freshCustomer, hydrated, type Customer } from "./cart-support";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";

/**
 * The signed-in funnel without JavaScript, up to the order summary: signing in on the sign-in page,
 * Add to cart on the product page, the cart page's quantity, remove and finalize. Every form is a
 * plain HTML form post to a Server Action here.
 */

async function pageWithoutJavaScript(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
  return context.newPage();
}

async function signInOnPage(page: Page, customer: Pick<Customer, "email" | "password">): Promise<void> {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Username or E-mail").fill(customer.email);
  await form.getByLabel("Password", { exact: true }).fill(customer.password);
  await form.getByRole("button", { name: "Login" }).click();
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`without JavaScript on ${shopName(origin)}`, () => {
    test("a login-required page sends a signed-out visitor to the sign-in page, which signs in and returns there", async ({
      browser,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const page = await pageWithoutJavaScript(browser, origin);
      await page.goto("/profile?tab=orders");
      await expect(page).toHaveURL(`${origin}/sign-in?next=%2Fprofile%3Ftab%3Dorders`);
      await expect(page.getByText(/resetting a password happen in the login\/register window/)).toBeVisible();

      // A refused sign-in: the shop's message, the e-mail kept, no session.
      await signInOnPage(page, { email: customer.email, password: "not-the-password" });
      const form = page.getByRole("form", { name: "Login" });
      await expect(form.getByRole("alert")).toHaveText(/credentials|match|incorrect|invalid/i);
      await expect(form.getByLabel("Username or E-mail")).toHaveValue(customer.email);
      await expect(page).toHaveURL(`${origin}/sign-in?next=%2Fprofile%3Ftab%3Dorders`);
      expect((await page.context().cookies(origin)).map((c) => c.name)).not.toContain("sf_signed_in");

      await signInOnPage(page, customer);
      await expect(page).toHaveURL(`${origin}/profile?tab=orders`);
      // The account tab (hidden behind the orders tab here) is rendered for this customer only.
      await expect(page.getByText(customer.email).first()).toBeAttached();
      const names = (await page.context().cookies(origin)).map((c) => c.name);
      expect(names).toEqual(expect.arrayContaining(["sf_session", "sf_signed_in"]));
      await page.context().close();
    });

    test("the header's login is a link to the sign-in page that returns to the page it was on", async ({ browser }) => {
      const page = await pageWithoutJavaScript(browser, origin);
      await page.goto("/contact-us");
      await page.getByRole("link", { name: "login/register" }).click();
      await expect(page).toHaveURL(`${origin}/sign-in?next=%2Fcontact-us`);
      await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
      // A return path to another site is not followed.
      await page.goto("/sign-in?next=%2F%2Fevil.example%2F");
      await expect(page.locator('input[name="next"]')).toHaveValue("/");
      await page.context().close();
    });
  });
}

test("with JavaScript the header's login link opens the modal and stays on the page", async ({ page }) => {
  await page.goto(`${SHOP_ONE}/contact-us`);
  const link = page.getByRole("link", { name: "login/register" });
  await hydrated(link);
  await link.click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await expect(page).toHaveURL(`${SHOP_ONE}/contact-us`);
});
