import type { Locator, Page } from "@playwright/test";
import { freshCustomer, serverAdd, shellSettled, signInThroughModal } from "./cart-support";
import { catalogueApi, type ApiItem } from "./catalogue-api";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";

/*
 * The header's Wishlist link, account actions and cart toggle are one region that sleeps until a shopper reaches
 * for it (docs/adr/0015-wake-on-use.md): no fiber inside after load. Until then the shell writes this browser's
 * state into the server's markup, so the counts and the account are right without any use.
 */

const banner = (page: Page) => page.getByRole("banner");
const wishlistLink = (page: Page) => banner(page).getByRole("link", { name: /^Wishlist/ });
const cartToggle = (page: Page) => banner(page).getByRole("button", { name: /^Cart/ });
/** The region: the element that holds the Wishlist link, the account's actions and the cart. */
const stateRegion = (page: Page) => wishlistLink(page).locator("..");

/** How many elements inside the header's state region React built a fiber for. */
const fibersInside = (page: Page) =>
  stateRegion(page).evaluate(
    (region) =>
      [...region.querySelectorAll("*")].filter((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$")))
        .length,
  );

/**
 * Takes the mouse off the header after a press there: a pointer left over the region wakes it (rightly) as soon as
 * the page under it changes, a reload or the scroll back to the top of a new page.
 */
async function pointerAway(page: Page): Promise<void> {
  await page.mouse.move(1, page.viewportSize()!.height - 1);
}

async function expectAsleep(page: Page): Promise<void> {
  expect(await fibersInside(page)).toBe(0);
}

/** The header's state as a shopper (and a screen reader) reads it. */
async function expectHeader(page: Page, state: { cart: number | null; wishlist: number; signedIn: boolean }) {
  await expect(cartToggle(page)).toHaveAccessibleName(state.cart === null ? "Cart" : `Cart, ${state.cart} items`);
  if (state.cart !== null) await expect(cartToggle(page)).toHaveText(`Cart, ${state.cart} items${state.cart}`);
  await expect(wishlistLink(page)).toHaveAccessibleName(
    state.wishlist === 0 ? "Wishlist" : `Wishlist, ${state.wishlist} ${state.wishlist === 1 ? "product" : "products"}`,
  );
  const badge = wishlistLink(page).locator("span[aria-hidden=true]");
  if (state.wishlist === 0) await expect(badge).toBeHidden();
  else await expect(badge).toHaveText(String(state.wishlist));
  const login = banner(page).getByRole("link", { name: "login/register" });
  const profile = banner(page).getByRole("link", { name: "My profile" });
  const logout = banner(page).getByRole("button", { name: "Logout" });
  for (const shown of state.signedIn ? [profile, logout] : [login]) await expect(shown).toBeVisible();
  for (const hidden of state.signedIn ? [login] : [profile, logout]) await expect(hidden).toBeHidden();
}

/** A product with stock and a related product in stock (whose card has its own 'add to cart'). */
async function productWithRelated(origin: string, request: Page["request"]): Promise<[ApiItem, ApiItem, ApiItem]> {
  const api = catalogueApi(request, origin);
  const latest = await api.latest();
  for (const item of latest) {
    if (item.status !== 1 || item.stock < 3) continue;
    const related = (await api.related(item.uuid)).find((r) => r.status === 1 && r.uuid !== item.uuid && r.stock > 2);
    const other = latest.find((o) => o.status === 1 && o.stock > 2 && o.uuid !== item.uuid && o.uuid !== related?.uuid);
    if (related && other) return [item, related, other];
  }
  throw new Error(`the seed of ${origin} has no product with stock and a related product in stock`);
}

function relatedAdd(page: Page, name: string): Locator {
  return page
    .getByRole("region", { name: "Related Product" })
    .getByRole("button", { name: new RegExp(`^add to cart\\W+${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .first();
}

// Each test loads five pages or more (and signs in and out twice): beyond the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`the header's state on ${shopName(origin)}`, () => {
    test("sleeps after load with no figure the browser does not know, and wakes when the pointer comes over it", async ({
      page,
    }) => {
      await page.goto(`${origin}/`);
      await shellSettled(page);
      await expectAsleep(page);
      await expectHeader(page, { cart: 0, wishlist: 0, signedIn: false });
      await cartToggle(page).hover();
      expect(await fibersInside(page)).toBeGreaterThan(0);
      await expectHeader(page, { cart: 0, wishlist: 0, signedIn: false });
    });

    test("a guest's counts follow adds from the product page, a card, a heart and another tab, and a reload, asleep", async ({
      page,
      context,
      request,
    }) => {
      const [item, related, other] = await productWithRelated(origin, request);
      await page.goto(`${origin}/product/${item.uuid}`);
      await shellSettled(page);
      await expectHeader(page, { cart: 0, wishlist: 0, signedIn: false });

      await page.getByRole("button", { name: "add to cart", exact: true }).click();
      await expectHeader(page, { cart: 1, wishlist: 0, signedIn: false });
      await relatedAdd(page, related.item_name).click();
      await expectHeader(page, { cart: 2, wishlist: 0, signedIn: false });
      await page
        .getByRole("main")
        .getByRole("button", { name: `Save ${item.item_name} to wishlist`, exact: true })
        .first()
        .click();
      await expectHeader(page, { cart: 2, wishlist: 1, signedIn: false });
      await expectAsleep(page);

      const tab = await context.newPage();
      await tab.goto(`${origin}/product/${other.uuid}`);
      await shellSettled(tab);
      await expectHeader(tab, { cart: 2, wishlist: 1, signedIn: false });
      await tab.getByRole("button", { name: "add to cart", exact: true }).click();
      await tab
        .getByRole("main")
        .getByRole("button", { name: `Save ${other.item_name} to wishlist`, exact: true })
        .first()
        .click();
      await expectHeader(tab, { cart: 3, wishlist: 2, signedIn: false });
      await expectHeader(page, { cart: 3, wishlist: 2, signedIn: false });
      await expectAsleep(page);

      await page.reload();
      await shellSettled(page);
      await expectHeader(page, { cart: 3, wishlist: 2, signedIn: false });
      await expectAsleep(page);
    });

    test("the account and the signed-in cart are right after signing in and out, by the modal and the sign-in page", async ({
      page,
      request,
    }) => {
      const customer = await freshCustomer(request, origin);
      const [item] = await productWithRelated(origin, request);
      await serverAdd(request, origin, customer.token, item.uuid, 2);

      await page.goto(`${origin}/contact-us`);
      await signInThroughModal(page, customer.email, customer.password);
      await pointerAway(page);
      await expectHeader(page, { cart: 2, wishlist: 0, signedIn: true });
      await page.reload();
      await shellSettled(page);
      await expectHeader(page, { cart: 2, wishlist: 0, signedIn: true });
      await expectAsleep(page);

      await banner(page).getByRole("button", { name: "Logout" }).click();
      await pointerAway(page);
      await expectHeader(page, { cart: 0, wishlist: 0, signedIn: false });
      await page.reload();
      await shellSettled(page);
      await expectHeader(page, { cart: 0, wishlist: 0, signedIn: false });
      await expectAsleep(page);

      // The sign-in page's form posts to a Server Action, which sets the cookies and sends the browser on.
      await page.goto(`${origin}/sign-in?next=%2Fcontact-us`);
      await shellSettled(page);
      const form = page.getByRole("main").getByRole("form", { name: "Login" });
      await form.getByLabel("Username or E-mail").fill(customer.email);
      await form.getByLabel("Password", { exact: true }).fill(customer.password);
      await form.getByLabel("Password", { exact: true }).press("Enter");
      // Asleep or not: on one of the shops the action's redirect renders the whole shell anew in the browser, where
      // every region is awake from the start (the search box's too).
      await expect(page).toHaveURL(`${origin}/contact-us`);
      await expectHeader(page, { cart: 2, wishlist: 0, signedIn: true });
    });
  });
}
