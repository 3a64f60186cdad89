import type { Locator, Page } from "@playwright/test";
import { formatMoney as money } from "@storefront/cart-math";
import { shellSettled } from "./cart-support";
import { catalogueApi, finalPrice } from "./catalogue-api";
import { SHOP_ONE, SHOP_TWO } from "./env";
import { expect, shopData, test } from "./fixtures";

/** The phone the first screen is judged on. */
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** The bottom edge of an element, in CSS pixels from the top of the page (scrolled to the top). */
async function bottomOf(locator: Locator): Promise<number> {
  const found = await box(locator);
  return found.y + found.height;
}

/** Records a measurement in the test's report (its annotations), for the before/after figures. */
function measured(description: string): void {
  test.info().annotations.push({ type: "measured", description });
}

/** The page-title banner: the section that holds the page's h1. */
const titleBanner = (page: Page) =>
  page
    .locator("main section")
    .filter({ has: page.locator("h1") })
    .first();

/**
 * How far down the first screen shows the page: its height, or the top of the consent banner on a
 * shop that asks (the banner must not cover what the page is for).
 */
async function firstScreenEnd(page: Page, origin: string, request: Parameters<typeof shopData>[0]): Promise<number> {
  const { theme } = await shopData(request, origin);
  if (!theme.pixel_id) return PHONE.height;
  const consent = await box(page.getByRole("region", { name: "Cookie consent" }));
  return consent.y;
}

test.describe("the first screen of a 390 × 844 phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    test(`${origin}: one header row and the menu row, at most 112 px; the title banner at most 96 px`, async ({
      page,
    }) => {
      await page.goto(`${origin}/contact-us`);
      const header = page.getByRole("banner");
      const headerBox = await box(header);
      measured(`${origin} header ${headerBox.y}→${headerBox.y + headerBox.height}`);
      expect(headerBox.y + headerBox.height).toBeLessThanOrEqual(112);
      // Logo, search button, wishlist, account and cart share one row, above the menu row.
      const row = [
        header.getByRole("link").first(),
        header.getByRole("button", { name: "Show search" }),
        header.getByRole("link", { name: "Wishlist" }),
        header.getByRole("link", { name: "login/register" }),
        header.getByRole("button", { name: /^Cart/ }),
      ];
      const menu = await box(header.getByRole("navigation", { name: "Main" }));
      for (const item of row) {
        const { y, height } = await box(item);
        expect(y + height).toBeLessThanOrEqual(menu.y);
        expect(Math.abs(y + height / 2 - menu.y / 2)).toBeLessThan(8);
      }
      await expect(header.getByRole("link", { name: "Wishlist" })).toHaveAttribute("href", "/WishList");
      const banner = await box(titleBanner(page));
      measured(`${origin} title banner ${banner.height}`);
      expect(banner.height).toBeLessThanOrEqual(96);
    });

    test(`${origin}: the title banner stays within 96 px for the product with the longest name`, async ({
      page,
      request,
    }) => {
      const latest = await catalogueApi(request, origin).latest();
      const longest = latest
        .filter((item) => item.status === 1)
        .reduce((a, b) => (b.item_name.length > a.item_name.length ? b : a));
      await page.goto(`${origin}/product/${longest.uuid}`);
      const banner = await box(titleBanner(page));
      measured(`${origin} title banner of "${longest.item_name}" ${banner.height}`);
      expect(banner.height).toBeLessThanOrEqual(96);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(longest.item_name, { ignoreCase: true });
    });

    test(`${origin}: the product page shows the name, the price and Add to cart without scrolling`, async ({
      page,
      request,
    }) => {
      const api = catalogueApi(request, origin);
      const [theme, latest] = await Promise.all([api.theme(), api.latest()]);
      const item = latest.find((i) => i.status === 1 && i.stock > 0)!;
      await page.goto(`${origin}/product/${item.uuid}`);
      const info = page.locator("main").getByRole("heading", { level: 2, name: item.item_name });
      const price = page
        .locator("main")
        .getByText(money(finalPrice(item), theme.company.get_currency.symbol), { exact: true })
        .first();
      const addToCart = page.getByRole("button", { name: "add to cart", exact: true });
      const end = await firstScreenEnd(page, origin, request);
      const bottoms = [await bottomOf(info), await bottomOf(price), await bottomOf(addToCart)];
      measured(`${origin} product name/price/add to cart bottoms ${bottoms.join(", ")}; first screen ends at ${end}`);
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(end);
    });

    test(`${origin}: a category page shows two products' names and prices without scrolling`, async ({
      page,
      request,
    }) => {
      const attributes = await catalogueApi(request, origin).attributes();
      const category = attributes.find((a) => a.field_type !== "size" && a.field_type !== "color") ?? attributes[0]!;
      await page.goto(`${origin}/catagory/${category.fk_column_name}/${category.setting_id}`);
      const cards = page.locator("#listing-results article");
      await expect(cards.nth(1)).toBeVisible();
      const bottoms: number[] = [];
      for (const index of [0, 1]) {
        bottoms.push(await bottomOf(cards.nth(index).locator("h3")));
        bottoms.push(await bottomOf(cards.nth(index).locator("p").first()));
      }
      const end = await firstScreenEnd(page, origin, request);
      measured(`${origin} category names/prices bottoms ${bottoms.join(", ")}; first screen ends at ${end}`);
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(end);
    });

    test(`${origin}: home shows the first slide's heading and button without scrolling`, async ({ page, request }) => {
      const theme = await catalogueApi(request, origin).theme();
      test.skip(theme.is_enable_slider !== 1 || theme.slider_options.length === 0, "this shop shows no slider");
      await page.goto(`${origin}/`);
      const slide = page.getByRole("region", { name: "Offers" }).getByRole("group").first();
      const heading = slide.getByRole("heading", { level: 2, name: theme.slider_options[0]!.first_para });
      const button = slide.getByRole("link", { name: /Purchase Now/ });
      const end = await firstScreenEnd(page, origin, request);
      const bottoms = [await bottomOf(heading), await bottomOf(button)];
      measured(`${origin} home slide heading/button bottoms ${bottoms.join(", ")}; first screen ends at ${end}`);
      for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(end);
    });
  }
});

test.describe("the phone's search button", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    test(`${origin}: opens the search field in place, by keyboard too, and Escape folds it back`, async ({ page }) => {
      await page.goto(`${origin}/contact-us`);
      const header = page.getByRole("banner");
      const toggle = header.getByRole("button", { name: "Show search" });
      // A searchbox, and a combobox once its suggestions have loaded.
      const field = header.getByLabel("Search products", { exact: true });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(field).toBeHidden();
      // The box wakes on use (docs/adr/0015-wake-on-use.md): no fiber until focus reaches the button.
      await shellSettled(page);
      expect(await toggle.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")))).toBe(false);

      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(field).toBeFocused();
      const { y } = await box(field);
      expect(y).toBeLessThan((await box(header.getByRole("navigation", { name: "Main" }))).y);
      await page.keyboard.press("Escape");
      await expect(field).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");

      await toggle.click();
      await field.fill("a");
      await field.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=a$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});

test.describe("the desktop header is as it was", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    test(`${origin}: logo, search field, actions and menu rows keep their places at 1280 px`, async ({ page }) => {
      await page.goto(`${origin}/contact-us`);
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: "Show search" })).toBeHidden();
      await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
      // Measured before the phone layout was added; the phone's rules must leave every one alone.
      const places = {
        header: await box(header),
        menu: await box(header.getByRole("navigation", { name: "Main" })),
        search: await box(header.getByRole("searchbox", { name: "Search products" })),
        wishlist: await box(header.getByRole("link", { name: "Wishlist" })),
        title: await box(titleBanner(page)),
      };
      const rounded = Object.fromEntries(
        Object.entries(places).map(([name, b]) => [name, [b.x, b.y, b.width, b.height].map((v) => Math.round(v))]),
      );
      expect(rounded).toEqual({
        header: [0, 0, 1280, 120],
        menu: [0, 72, 1280, 48],
        search: [224, 14, 512, 44],
        wishlist: [1015, 19, 35, 35],
        title: [0, 120, 1280, 165],
      });
    });
  }
});
