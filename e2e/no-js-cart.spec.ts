import {
  apiPlaceOrder,
  freshCustomer,
  hydrated,
  orderableProducts,
  plantSession,
  productsWithStock,
  quantities,
  revokeTokens,
  serverAdd,
  serverCart,
  shellSettled,
  storedCart,
} from "./cart-support";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./sessions";
import { addOnPage, pageWithoutJavaScript, signInOnPage, variantAndOther } from "./no-js-support";

/**
 * Signing in without JavaScript (the sign-in page, the return path, a refused session) and a guest's Add to
 * cart; the signed-in walk from Add to cart to the receipt is no-js-funnel.spec.ts. Every form is a plain
 * HTML form post to a Server Action here.
 */

/** The one order this spec places, apart from the other specs' picks (cart-support's orderableProducts). */
const SESSION_PICK = 22;

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`without JavaScript on ${shopName(origin)}`, () => {
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

    test("a login-required page sends a signed-out visitor home, whose login link signs in and returns there", async ({
      browser,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const page = await pageWithoutJavaScript(browser, origin);
      await page.goto("/profile?tab=orders");
      await expect(page).toHaveURL(`${origin}/?next=%2Fprofile%3Ftab%3Dorders`);
      await page.getByRole("link", { name: "login/register" }).click();
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

    test("a session the shop refuses sends each private page home, whose sign-in returns there with its query", async ({
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
        await expect(page).toHaveURL(`${origin}/?next=${encodeURIComponent(path)}`);
      }
      await page.getByRole("link", { name: "login/register" }).click();
      await expect(page).toHaveURL(
        `${origin}/sign-in?next=${encodeURIComponent(`/order-receipt?reference=${order.order_id}`)}`,
      );
      await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
      await signInOnPage(page, customer);
      await expect(page).toHaveURL(`${origin}/order-receipt?reference=${order.order_id}`);
      await expect(page.getByTestId("receipt-number")).toHaveText(order.order_number);
      await page.context().close();
    });

    test("signed in, the header's login leads to the account, and a return path that needs a session is followed", async ({
      browser,
      signIn,
    }) => {
      const page = await pageWithoutJavaScript(browser, origin);
      await signIn(origin, "customer", page.context());
      await page.goto("/contact-us");
      await page.getByRole("link", { name: "login/register" }).click();
      await expect(page).toHaveURL(`${origin}/profile`);
      await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
      await page.goto("/sign-in?next=%2Fprofile%3Ftab%3Dorders");
      await expect(page).toHaveURL(`${origin}/profile?tab=orders`);
      await page.context().close();
    });

    test("signed in, the cart page shows the shop's cart once, and the header's count does not contradict it", async ({
      browser,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const [product] = await productsWithStock(request, origin, 3, 1);
      await serverAdd(request, origin, customer.token, product!.uuid, 2);
      const page = await pageWithoutJavaScript(browser, origin);
      await plantSession(page.context(), origin, customer.token);
      await page.goto("/shopping-cart");

      const heading = page.getByRole("heading", { name: "Shopping cart", exact: true });
      await expect(heading).toHaveCount(1);
      const cart = page.getByRole("region", { name: "Shopping cart" });
      await expect(cart.getByRole("textbox", { name: `Quantity of ${product!.item_name}` })).toHaveValue("2");
      // The browser's cart (which cannot load without scripts) shows neither its empty state nor its loading line.
      await expect(page.getByText("No items yet? Continue shopping to explore more")).toBeHidden();
      await expect(page.getByText("Loading your cart…")).toBeHidden();

      // The header's cart says 2, or no figure at all until it is known: never another one.
      const toggle = page.getByRole("banner").getByRole("button", { name: /^Cart/ });
      await expect(toggle).toHaveAccessibleName(/^Cart(, 2 items)?$/);
      const figures = (await toggle.textContent())!.match(/\d+/g) ?? [];
      expect(figures.filter((figure) => figure !== "2")).toEqual([]);
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

test("with JavaScript a guest's Add to cart stays in the browser", async ({ page, request }) => {
  const { other } = await variantAndOther(request, SHOP_ONE, 2);
  const adds: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/cart") adds.push(r.url());
  });
  await page.goto(`${SHOP_ONE}/product/${other.uuid}`);
  const add = page.getByRole("button", { name: "add to cart", exact: true });
  await hydrated(add);
  await add.click();
  await expect(page.getByText(`${other.item_name} is Add to cart`)).toBeVisible();
  expect(await storedCart(page)).toEqual([expect.objectContaining({ product_id: other.uuid, quantity: 1 })]);
  expect(adds).toEqual([]);
});

test("with JavaScript a customer's Add to cart goes through the cart store to the shop", async ({
  page,
  context,
  request,
}) => {
  const customer = await freshCustomer(request, SHOP_ONE);
  const { variant, other } = await variantAndOther(request, SHOP_ONE, 2);
  await serverAdd(request, SHOP_ONE, customer.token, other.uuid, 1);
  await plantSession(context, SHOP_ONE, customer.token);
  await page.goto(`${SHOP_ONE}/product/${variant.uuid}`);
  // One path for a signed-in write (docs/adr/0016-one-cart-write-path.md): the store's call, not the form's action.
  const actions: string[] = [];
  const adds: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.headers()["next-action"]) actions.push(r.url());
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/cart") adds.push(r.postData() ?? "");
  });
  const box = page.getByRole("group", { name: "Quantity" }).getByRole("textbox", { name: "Quantity" });
  await hydrated(page.getByRole("button", { name: "add to cart", exact: true }));
  await box.fill("2");
  await page.getByRole("button", { name: "add to cart", exact: true }).click();
  await expect(page.getByText(`${variant.item_name} is Add to cart`)).toBeVisible();
  await expect
    .poll(async () => quantities((await serverCart(request, SHOP_ONE, customer.token)).cart))
    .toEqual({ [other.uuid]: 1, [variant.uuid]: 2 });
  expect(adds.map((body) => JSON.parse(body))).toEqual([{ product_id: variant.uuid, quantity: 2, finalize: false }]);
  expect(actions).toEqual([]);
  // The cart store read the shop's cart again: the header counts both lines (1 + 2).
  await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
  expect(await storedCart(page)).toBeNull();
});

test("with JavaScript the header's login link opens the modal and stays on the page", async ({ page }) => {
  await page.goto(`${SHOP_ONE}/contact-us`);
  const link = page.getByRole("link", { name: "login/register" });
  await shellSettled(page);
  await link.click();
  await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  await expect(page).toHaveURL(`${SHOP_ONE}/contact-us`);
});

test("with JavaScript a private page whose session the shop refuses leads home, whose sign-in modal returns there", async ({
  page,
  context,
  request,
}) => {
  const customer = await freshCustomer(request, SHOP_ONE);
  await plantSession(context, SHOP_ONE, customer.token);
  await revokeTokens(request, SHOP_ONE, customer.token);

  await page.goto(`${SHOP_ONE}/profile?tab=orders`);
  await expect(page).toHaveURL(`${SHOP_ONE}/?next=%2Fprofile%3Ftab%3Dorders`);
  // Home's first call with the session meets the shop's 401, which ends it: the header says so, and the
  // sign-in modal opens there, home staying.
  await expect(page.getByRole("link", { name: "login/register" })).toBeVisible();
  await expect.poll(async () => (await context.cookies(SHOP_ONE)).map((c) => c.name)).not.toContain("sf_session");
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Username or E-mail").fill(customer.email);
  await dialog.getByLabel("Password", { exact: true }).fill(customer.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`${SHOP_ONE}/profile?tab=orders`);
  await expect(page.getByRole("tab", { name: "View Order History" })).toHaveAttribute("aria-selected", "true");
});
