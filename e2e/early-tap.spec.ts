import type { Locator, Page } from "@playwright/test";
import { storedCart } from "./cart-support";
import { catalogueApi, type ApiItem } from "./catalogue-api";
import { SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./fixtures";

/*
 * A tap on a control the server painted is never lost while the page's scripts load
 * (docs/adr/0009-tap-replay.md). Each test loads the page as a throttled phone does (CPU slowed 4x,
 * 1.6 Mbit/s with 150 ms latency) and taps the moment the control is visible. The page's scripts
 * are held back until the tap is made, so the tap always lands before hydration, however fast or
 * busy the machine is.
 */

test.describe.configure({ timeout: 90_000 });

const SCRIPTS = /\/_next\/static\/chunks\//;

/** Slows the page like a mid-range phone on a slow network, and holds its scripts until `release`. */
async function phoneWithHeldScripts(page: Page): Promise<{ release(): void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Opens `path` (kept in the page cache first) and taps each control as soon as it shows, in order,
 * then lets the scripts load. Returns the controls.
 */
async function tapBeforeHydration(page: Page, origin: string, path: string, controls: Locator[]) {
  expect((await page.request.get(`${origin}${path}`)).status()).toBe(200);
  const scripts = await phoneWithHeldScripts(page);
  await page.goto(`${origin}${path}`, { waitUntil: "commit" });
  for (const control of controls) await control.click();
  for (const control of controls) {
    // The tap was made on markup without its handlers, and the control says it was taken.
    expect(await control.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react")))).toBe(false);
    await expect(control).toHaveAttribute("aria-busy", "true");
  }
  scripts.release();
}

/** A product with stock and at least two related products in stock (the related carousel then has arrows). */
async function productWithRelated(origin: string, request: Page["request"]): Promise<[ApiItem, ApiItem[]]> {
  const api = catalogueApi(request, origin);
  for (const item of await api.latest()) {
    if (item.status !== 1 || item.stock < 3) continue;
    const related = (await api.related(item.uuid)).filter((r) => r.status === 1 && r.uuid !== item.uuid);
    if (related.length >= 2 && related.every((r) => r.stock > 0)) return [item, related];
  }
  throw new Error(`the seed of ${origin} has no product with stock and two related products`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`early taps on ${origin}`, () => {
    test("add to cart tapped the moment it shows, after two taps on plus, puts three in the cart", async ({ page }) => {
      const [item] = await productWithRelated(origin, page.request);
      const plus = page.getByRole("button", { name: "Increase quantity" });
      const add = page.getByRole("button", { name: "add to cart", exact: true });
      await tapBeforeHydration(page, origin, `/product/${item.uuid}`, [plus, plus, add]);

      await expect(page.getByText(`${item.item_name} is Add to cart`)).toBeVisible({ timeout: 30_000 });
      expect(await storedCart(page)).toEqual([expect.objectContaining({ product_id: item.uuid, quantity: 3 })]);
      await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
      await expect(add).not.toHaveAttribute("aria-busy");
    });

    test("a related product's add to cart tapped the moment it shows puts it in the cart", async ({ page }) => {
      const [item, [related]] = await productWithRelated(origin, page.request);
      const add = page
        .getByRole("region", { name: "Related Product" })
        .getByRole("button", { name: new RegExp(`^add to cart\\W+${escapeRegExp(related!.item_name)}$`) })
        .first();
      await tapBeforeHydration(page, origin, `/product/${item.uuid}`, [add]);

      await expect(page.getByText(`${related!.item_name} is Add to cart`)).toBeVisible({ timeout: 30_000 });
      expect(await storedCart(page)).toEqual([expect.objectContaining({ product_id: related!.uuid, quantity: 1 })]);
    });

    test("a carousel's Next tapped the moment it shows moves it one slide", async ({ page }) => {
      const [item, related] = await productWithRelated(origin, page.request);
      const carousel = page.getByRole("region", { name: "Related Product" });
      await tapBeforeHydration(page, origin, `/product/${item.uuid}`, [
        carousel.getByRole("button", { name: "Next slide" }),
      ]);

      await expect(carousel.locator(".swiper-slide-active")).toHaveAttribute("aria-label", `2 / ${related.length}`, {
        timeout: 30_000,
      });
    });

    // The search box wakes on use (docs/adr/0015-wake-on-use.md): the held tap wakes it and is played on the drawn button.
    test("the phone's search button tapped the moment it shows opens the search field", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.getByRole("banner").getByRole("button", { name: "Show search" });
      await tapBeforeHydration(page, origin, "/", [toggle]);

      await expect(page.locator("#site-search-form")).toHaveAttribute("data-open", "true", { timeout: 30_000 });
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("#site-search")).toBeFocused(); // a searchbox, a combobox once its suggestions load
      await expect(toggle).not.toHaveAttribute("aria-busy");
    });

    // The header's state sleeps until used (docs/adr/0015-wake-on-use.md): a held tap wakes it and is played there.
    test("the header's cart tapped the moment it shows opens its panel", async ({ page }) => {
      const toggle = page.getByRole("banner").getByRole("button", { name: /^Cart/ });
      await tapBeforeHydration(page, origin, "/contact-us", [toggle]);

      await expect(page.getByRole("region", { name: "Cart", exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).not.toHaveAttribute("aria-busy");
    });

    test("the header's login tapped the moment it shows opens the sign-in dialog", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const login = page.getByRole("banner").getByRole("link", { name: "login/register" });
      await tapBeforeHydration(page, origin, "/contact-us", [login]);

      await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(`${origin}/contact-us`);
    });

    test("the header's Wishlist link tapped the moment it shows opens the wishlist", async ({ page }) => {
      expect((await page.request.get(`${origin}/WishList`)).status()).toBe(200);
      const scripts = await phoneWithHeldScripts(page);
      await page.goto(`${origin}/contact-us`, { waitUntil: "commit" });
      await page
        .getByRole("banner")
        .getByRole("link", { name: /^Wishlist/ })
        .click();
      scripts.release();
      await expect(page).toHaveURL(`${origin}/WishList`, { timeout: 30_000 });
      await expect(page).toHaveTitle(/Wishlist/);
    });

    test("a card's heart tapped the moment it shows saves the product", async ({ page }) => {
      const heart = page
        .getByRole("main")
        .getByRole("button", { name: /^Save .+ to wishlist$/ })
        .first();
      await tapBeforeHydration(page, origin, "/", [heart]);
      const name = (await heart.getAttribute("aria-label"))!.replace(/^Save (.+) to wishlist$/, "$1");

      await expect(heart).toHaveAttribute("aria-pressed", "true", { timeout: 30_000 });
      await expect(page.getByRole("banner").getByRole("link", { name: /^Wishlist/ })).toHaveAccessibleName(
        "Wishlist, 1 product",
      );
      const stored = await page.evaluate(
        (key) => (JSON.parse(localStorage.getItem(key) ?? '{"items":[]}') as { items: { name: string }[] }).items,
        `wishlist:v1:${origin}`,
      );
      expect(stored.map((entry) => entry.name)).toEqual([name]);
    });
  });
}
