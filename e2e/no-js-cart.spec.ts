import type { Browser, Page } from "@playwright/test";
import { catalogueApi, type ApiItem } from "./catalogue-api";
import {
  apiPlaceOrder,
  freshCustomer,
  hydrated,
  orderableProducts,
  plantSession,
  quantities,
  revokeTokens,
  serverAdd,
  serverCart,
  storedCart,
  type Customer,
} from "./cart-support";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";

/**
 * The signed-in funnel without JavaScript, up to the order summary: signing in on the sign-in page,
 * Add to cart on the product page, the cart page's quantity, remove and finalize. Every form is a
 * plain HTML form post to a Server Action here.
 */

/** The one order this spec places, apart from the other specs' picks (cart-support's orderableProducts). */
const SESSION_PICK = 22;

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

/** A visible product with other variants, one of them with `stock` units; and a product of another kind. */
async function variantAndOther(
  request: Parameters<typeof catalogueApi>[0],
  origin: string,
  stock: number,
): Promise<{ first: ApiItem; variant: ApiItem; other: ApiItem }> {
  const api = catalogueApi(request, origin);
  const latest = (await api.latest()).filter((i) => i.status === 1);
  for (const first of latest) {
    const variants = (await api.product(first.uuid)).variant;
    const variant = variants.find((v) => v.uuid !== first.uuid && v.status === 1 && v.stock >= stock);
    const other = latest.find((i) => i.stock >= 1 && !variants.some((v) => v.uuid === i.uuid));
    if (variant && other) return { first, variant, other };
  }
  throw new Error(`the seed of ${origin} has no product with a variant in stock`);
}

async function addOnPage(page: Page, quantity: string): Promise<void> {
  const form = page.getByRole("form", { name: "Add to cart" });
  await form.getByRole("textbox", { name: "Quantity" }).fill(quantity);
  await form.getByRole("button", { name: "add to cart" }).click();
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`without JavaScript on ${shopName(origin)}`, () => {
    test("signed in: Add to cart on a variant's page with a quantity, the cart page's quantity, remove and finalize, to the order summary", async ({
      browser,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const { first, variant, other } = await variantAndOther(request, origin, 3);
      const page = await pageWithoutJavaScript(browser, origin);

      await page.goto(`/product/${first.uuid}`);
      await page.getByRole("link", { name: "login/register" }).click();
      await signInOnPage(page, customer);
      await expect(page).toHaveURL(`${origin}/product/${first.uuid}`);

      // The variant by its thumbnail (a link), then 3 of it.
      await page.getByRole("navigation", { name: "Variants" }).locator(`a[href="/product/${variant.uuid}"]`).click();
      await expect(page).toHaveURL(`${origin}/product/${variant.uuid}`);
      await addOnPage(page, "3");
      await expect(page.getByText(`${variant.item_name} is Add to cart.`)).toBeVisible();
      expect(quantities((await serverCart(request, origin, customer.token)).cart)).toEqual({ [variant.uuid]: 3 });

      // A bad quantity is refused on the page, nothing added.
      await addOnPage(page, "0");
      await expect(page.getByRole("alert")).toHaveText("Please enter a quantity of 1 or more.");

      await page.goto(`/product/${other.uuid}`);
      await addOnPage(page, "1");
      await expect(page.getByText(`${other.item_name} is Add to cart.`)).toBeVisible();
      expect(quantities((await serverCart(request, origin, customer.token)).cart)).toEqual({
        [variant.uuid]: 3,
        [other.uuid]: 1,
      });

      await page.getByRole("link", { name: "View your cart" }).click();
      await expect(page).toHaveURL(`${origin}/shopping-cart`);
      const cart = page.getByRole("region", { name: "Your cart" });
      await expect(cart.getByRole("textbox", { name: `Quantity of ${variant.item_name}` })).toHaveValue("3");
      await expect(page.getByText("Loading your cart…")).toBeHidden();

      await cart.getByRole("textbox", { name: `Quantity of ${variant.item_name}` }).fill("2");
      await cart.getByRole("button", { name: `Update quantity of ${variant.item_name}` }).click();
      await expect(cart.getByRole("status")).toHaveText("The quantity is updated.");
      await expect(cart.getByRole("textbox", { name: `Quantity of ${variant.item_name}` })).toHaveValue("2");

      await cart.getByRole("button", { name: `Remove ${other.item_name}` }).click();
      await expect(cart.getByRole("status")).toHaveText("The item is removed from your cart.");
      await expect(cart.getByRole("listitem")).toHaveCount(1);
      expect(quantities((await serverCart(request, origin, customer.token)).cart)).toEqual({ [variant.uuid]: 2 });

      // Checkout appears once a line is selected for the order, and leads to the order summary.
      await expect(cart.getByRole("link", { name: "Checkout" })).toHaveCount(0);
      await cart.getByRole("button", { name: `Select ${variant.item_name} for the order` }).click();
      await expect(cart.getByRole("status")).toHaveText("The item is selected for your order.");
      expect((await serverCart(request, origin, customer.token)).cart.map((l) => l.finalize)).toEqual([1]);
      await cart.getByRole("link", { name: "Checkout" }).click();
      await expect(page).toHaveURL(`${origin}/order-summary`);
      await expect(page.getByText(variant.item_name).first()).toBeVisible();
      await page.context().close();
    });

    test("a guest's Add to cart says to sign in or turn JavaScript on, and adds nothing", async ({
      browser,
      request,
    }) => {
      const { other } = await variantAndOther(request, origin, 1);
      const page = await pageWithoutJavaScript(browser, origin);
      await page.goto(`/product/${other.uuid}`);
      await addOnPage(page, "2");
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("turn JavaScript on");
      await alert.getByRole("link", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${origin}/sign-in?next=${encodeURIComponent(`/product/${other.uuid}`)}`);
      await page.context().close();
    });

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

    test("a session the shop refuses sends each private page to the sign-in page, which returns there with its query", async ({
      browser,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const [product] = await orderableProducts(request, origin, 1, SESSION_PICK);
      await serverAdd(request, origin, customer.token, product!.uuid, 1, true);
      const order = await apiPlaceOrder(request, origin, customer, 0);
      const page = await pageWithoutJavaScript(browser, origin);
      await plantSession(page.context(), origin, customer.token);
      // Logged out elsewhere: the cookies still hold a well-sealed session, which the shop now refuses.
      await revokeTokens(request, origin, customer.token);

      for (const path of [
        "/order-summary",
        "/profile?tab=orders",
        `/profile/cancel-request?order_id=${order.order_id}`,
        `/order-receipt?reference=${order.order_id}`,
      ]) {
        await page.goto(path);
        await expect(page).toHaveURL(`${origin}/sign-in?next=${encodeURIComponent(path)}`);
      }
      await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
      await signInOnPage(page, customer);
      await expect(page).toHaveURL(`${origin}/order-receipt?reference=${order.order_id}`);
      await expect(page.getByTestId("receipt-number")).toHaveText(order.order_number);
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

test("with JavaScript a guest's Add to cart stays in the browser, and a customer's goes through the action to the shop", async ({
  page,
  request,
}) => {
  const customer = await freshCustomer(request, SHOP_ONE);
  const { variant, other } = await variantAndOther(request, SHOP_ONE, 2);
  await page.goto(`${SHOP_ONE}/product/${other.uuid}`);
  const add = page.getByRole("button", { name: "add to cart", exact: true });
  await hydrated(add);
  await add.click();
  await expect(page.getByText(`${other.item_name} is Add to cart`)).toBeVisible();
  expect(await storedCart(page)).toEqual([expect.objectContaining({ product_id: other.uuid, quantity: 1 })]);

  const login = page.getByRole("link", { name: "login/register" });
  await login.click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Username or E-mail").fill(customer.email);
  await dialog.getByLabel("Password", { exact: true }).fill(customer.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  // The guest's line is pushed at sign-in; leaving before its answer would push it again on the next page.
  await expect.poll(async () => (await storedCart(page))?.length ?? 0).toBe(0);

  await page.goto(`${SHOP_ONE}/product/${variant.uuid}`);
  const actions: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.headers()["next-action"]) actions.push(r.url());
  });
  const box = page.getByRole("group", { name: "Quantity" }).getByRole("textbox", { name: "Quantity" });
  await hydrated(page.getByRole("button", { name: "add to cart", exact: true }));
  await box.fill("2");
  await page.getByRole("button", { name: "add to cart", exact: true }).click();
  await expect(page.getByText(`${variant.item_name} is Add to cart`)).toBeVisible();
  expect(actions).toHaveLength(1);
  await expect
    .poll(async () => quantities((await serverCart(request, SHOP_ONE, customer.token)).cart))
    .toEqual({ [other.uuid]: 1, [variant.uuid]: 2 });
  // The cart store read the shop's cart again: the header counts both lines (1 + 2).
  await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
});

test("with JavaScript the header's login link opens the modal and stays on the page", async ({ page }) => {
  await page.goto(`${SHOP_ONE}/contact-us`);
  const link = page.getByRole("link", { name: "login/register" });
  await hydrated(link);
  await link.click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await expect(page).toHaveURL(`${SHOP_ONE}/contact-us`);
});

test("with JavaScript a private page whose session the shop refuses leads to the sign-in page, which stays and signs in", async ({
  page,
  context,
  request,
}) => {
  const customer = await freshCustomer(request, SHOP_ONE);
  await plantSession(context, SHOP_ONE, customer.token);
  await revokeTokens(request, SHOP_ONE, customer.token);

  await page.goto(`${SHOP_ONE}/profile?tab=orders`);
  await expect(page).toHaveURL(`${SHOP_ONE}/sign-in?next=%2Fprofile%3Ftab%3Dorders`);
  // The page's first call with the session meets the shop's 401, which ends it: the header says so.
  await expect(page.getByRole("link", { name: "login/register" })).toBeVisible();
  expect((await context.cookies(SHOP_ONE)).map((c) => c.name)).not.toContain("sf_session");
  const form = page.getByRole("form", { name: "Login" });
  await hydrated(form.getByRole("button", { name: "Login" }));
  await signInOnPage(page, customer);
  await expect(page).toHaveURL(`${SHOP_ONE}/profile?tab=orders`);
  await expect(page.getByRole("tab", { name: "View Order History" })).toHaveAttribute("aria-selected", "true");
});
