import type { APIRequestContext, Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { seriousAxeViolations } from "./axe";
import { hydrated, shellSettled, storedCart, unique } from "./cart-support";
import { formatMoney as money } from "@storefront/cart-math";
import { catalogueApi } from "./catalogue-api";
import { API_URL, E2E_SERVER_KEY, SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./fixtures";

/*
 * The wishlist on both demo shops. Products whose price, stock or visibility a test changes are
 * planted in the reference API's database for that test alone, as variants (not primary items), so
 * no listing, search or carousel of another test shows them or their changes.
 */

type Planted = { uuid: string; name: string };

declare global {
  interface Window {
    /** When the first click on the page happened (the event's time stamp). */
    __pressedAt?: number;
  }
}

function plantProduct(origin: string, stock: number, price = 10): Planted {
  const dir = process.env.E2E_DB_DIR;
  if (!dir) throw new Error("E2E_DB_DIR is not set (playwright.config.ts sets it)");
  const db = new Database(join(dir, "shop.db"));
  try {
    db.pragma("busy_timeout = 5000");
    const shopId = db.prepare("SELECT id FROM shops WHERE origin = ?").pluck().get(origin) as number;
    const category = db.prepare("SELECT category_id FROM products WHERE shop_id = ? LIMIT 1").pluck().get(shopId);
    const now = new Date().toISOString();
    const name = unique("Wishlist item ");
    const productId = db
      .prepare("INSERT INTO products (shop_id, product_name, category_id, created_at) VALUES (?, ?, ?, ?)")
      .run(shopId, name, category, now).lastInsertRowid;
    const uuid = randomUUID();
    db.prepare(
      "INSERT INTO items (shop_id, product_id, uuid, is_primary, item_name, item_image, sale_price, status, stock, created_at) VALUES (?, ?, ?, 0, ?, '', ?, 1, ?, ?)",
    ).run(shopId, productId, uuid, name, price, stock, now);
    return { uuid, name };
  } finally {
    db.close();
  }
}

/** What the shop's back office does without a call for it: the product is no longer shown. */
function hideProduct(uuid: string): void {
  const db = new Database(join(process.env.E2E_DB_DIR!, "shop.db"));
  try {
    db.pragma("busy_timeout = 5000");
    expect(db.prepare("UPDATE items SET status = 0 WHERE uuid = ?").run(uuid).changes).toBe(1);
  } finally {
    db.close();
  }
}

/** A price edit in the reference API's back office (its admin call). */
async function changePrice(request: APIRequestContext, origin: string, uuid: string, price: number): Promise<void> {
  const response = await request.patch(`${API_URL}/api/admin/products/${uuid}?site_url=${encodeURIComponent(origin)}`, {
    headers: { "x-shop-server-key": E2E_SERVER_KEY },
    data: { price },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

function headerLink(page: Page): Locator {
  return page.getByRole("banner").getByRole("link", { name: /^Wishlist/ });
}

async function expectCount(page: Page, count: number): Promise<void> {
  await expect(headerLink(page)).toHaveAccessibleName(
    count === 0 ? "Wishlist" : `Wishlist, ${count} ${count === 1 ? "product" : "products"}`,
  );
}

function heart(page: Page, name: string): Locator {
  return page.getByRole("button", { name: `Save ${name} to wishlist`, exact: true }).first();
}

/** Opens the product page and toggles its heart, once the page is interactive. */
async function toggleOnProductPage(page: Page, origin: string, product: Planted, pressed: boolean): Promise<void> {
  await page.goto(`${origin}/product/${product.uuid}`);
  const button = page.getByRole("main").getByRole("button", { name: `Save ${product.name} to wishlist`, exact: true });
  await hydrated(button);
  await expect(button).toHaveAttribute("aria-pressed", String(!pressed));
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", String(pressed));
}

function wishlistItem(page: Page, name: string): Locator {
  return page.getByTestId("wishlist-item").filter({ has: page.getByRole("heading", { name, exact: true }) });
}

async function storedWishlist(page: Page, origin: string): Promise<{ uuid: string; name: string }[]> {
  return page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{"items":[]}') as { items: { uuid: string; name: string }[] }).items,
    `wishlist:v1:${origin}`,
  );
}

for (const [origin, otherShop] of [
  [SHOP_ONE, SHOP_TWO],
  [SHOP_TWO, SHOP_ONE],
] as const) {
  test.describe(`wishlist of ${origin}`, () => {
    test("the heart on a product card and on the product page saves the product, and the header counts it across a reload", async ({
      page,
    }) => {
      const planted = plantProduct(origin, 5);
      await page.goto(`${origin}/`);
      await expectCount(page, 0);
      const cardHeart = page
        .getByRole("main")
        .getByRole("button", { name: /^Save .+ to wishlist$/ })
        .first();
      await hydrated(cardHeart);
      const cardName = (await cardHeart.getAttribute("aria-label"))!.replace(/^Save (.+) to wishlist$/, "$1");
      await expect(cardHeart).toHaveAttribute("aria-pressed", "false");
      await cardHeart.click();
      await expect(cardHeart).toHaveAttribute("aria-pressed", "true");
      await expectCount(page, 1);
      await expect(headerLink(page).getByText("1", { exact: true })).toBeVisible();

      await toggleOnProductPage(page, origin, planted, true);
      await expectCount(page, 2);

      await page.reload();
      await expectCount(page, 2);
      await expect(
        page.getByRole("main").getByRole("button", { name: `Save ${planted.name} to wishlist` }),
      ).toHaveAttribute("aria-pressed", "true");
      await page.goto(`${origin}/`);
      await expect(heart(page, cardName)).toHaveAttribute("aria-pressed", "true");
      await hydrated(heart(page, cardName));
      await heart(page, cardName).click();
      await expect(heart(page, cardName)).toHaveAttribute("aria-pressed", "false");
      await expectCount(page, 1);
      expect((await storedWishlist(page, origin)).map((i) => i.uuid)).toEqual([planted.uuid]);
    });

    test("a page loads none of the list's code until a heart is first pressed, and loads it at once when a list is kept", async ({
      page,
      request,
    }) => {
      const scripts: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") scripts.push(r.url());
      });
      // The list's own code says this; the hearts and the header count do not.
      const isListCode = async (url: string) =>
        (await (await request.get(url)).text()).includes("most recent products");
      const holdsListCode = async () => {
        for (const url of scripts) if (await isListCode(url)) return true;
        return false;
      };
      await page.goto(`${origin}/`);
      const cardHeart = page
        .getByRole("main")
        .getByRole("button", { name: /^Save .+ to wishlist$/ })
        .first();
      await hydrated(cardHeart);
      await shellSettled(page);
      await page.evaluate(() =>
        document.addEventListener("click", (event) => (window.__pressedAt ??= event.timeStamp), { capture: true }),
      );
      await cardHeart.click();
      await expect(cardHeart).toHaveAttribute("aria-pressed", "true");

      // When the page asked for each script that holds the list's code, by the page's own clock: a script
      // asked for before the press (with the page, or by a mount effect) is not waited for, it is seen.
      const { pressedAt, fetched } = await page.evaluate(() => ({
        pressedAt: window.__pressedAt!,
        fetched: performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.startsWith(location.origin) && new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ url: entry.name, at: entry.startTime })),
      }));
      const listCodeFetched: string[] = [];
      for (const { url, at } of fetched)
        if (await isListCode(url)) listCodeFetched.push(at > pressedAt ? "after the press" : "before the press");
      expect([...new Set(listCodeFetched)]).toEqual(["after the press"]);

      scripts.length = 0;
      await page.reload();
      await expectCount(page, 1);
      expect(await holdsListCode()).toBe(true);
    });

    test("the list survives a reload and follows a second tab", async ({ page, context }) => {
      test.slow();
      const [first, second] = [plantProduct(origin, 4), plantProduct(origin, 4)];
      await toggleOnProductPage(page, origin, first!, true);
      await page.goto(`${origin}/WishList`);
      await expect(wishlistItem(page, first!.name)).toContainText("4 available");
      await page.reload();
      await expect(wishlistItem(page, first!.name)).toContainText("4 available");

      const other = await context.newPage();
      await other.goto(`${origin}/WishList`);
      await expect(wishlistItem(other, first!.name)).toContainText("4 available");
      await expectCount(other, 1);

      await toggleOnProductPage(page, origin, second!, true);
      await expectCount(other, 2);
      await expect(wishlistItem(other, second!.name)).toContainText("4 available");

      await hydrated(wishlistItem(other, first!.name).getByRole("button", { name: `Remove ${first!.name}` }));
      await wishlistItem(other, first!.name)
        .getByRole("button", { name: `Remove ${first!.name}` })
        .click();
      await expect(wishlistItem(other, first!.name)).toHaveCount(0);
      await expectCount(page, 1);
      await expect(
        page.getByRole("main").getByRole("button", { name: `Save ${second!.name} to wishlist` }),
      ).toHaveAttribute("aria-pressed", "true");
      await other.close();
    });

    test("each shop keeps its own list: the other shop's is empty, says so and links to the shop", async ({ page }) => {
      const saved = plantProduct(origin, 4);
      await toggleOnProductPage(page, origin, saved, true);
      await expectCount(page, 1);
      await page.goto(`${otherShop}/WishList`);
      await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Browse products" })).toHaveAttribute("href", "/");
      await expectCount(page, 0);
      expect(await storedWishlist(page, otherShop)).toEqual([]);
      await page.goto(`${origin}/WishList`);
      await expect(page.getByTestId("wishlist-item")).toHaveCount(1);
      await expect(wishlistItem(page, saved.name)).toContainText("4 available");
    });

    test("the list page shows the price changed in the back office and a product hidden since it was saved, and adds to the cart no more than the stock", async ({
      page,
      request,
    }) => {
      test.slow();
      const symbol = (await catalogueApi(request, origin).theme()).company.get_currency.symbol;
      const [priced, hidden] = [plantProduct(origin, 2, 10), plantProduct(origin, 2, 10)];
      await toggleOnProductPage(page, origin, hidden!, true);
      await toggleOnProductPage(page, origin, priced!, true);
      const response = await page.goto(`${origin}/WishList`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const row = wishlistItem(page, priced!.name);
      await expect(row.getByText(money(10, symbol), { exact: true })).toBeVisible();

      // Away and back within the app (client-side navigation), the back office having changed both meanwhile.
      await shellSettled(page);
      await page.getByRole("banner").getByRole("link").first().click();
      await expect(page).toHaveURL(`${origin}/`);
      await changePrice(request, origin, priced!.uuid, 12.34);
      hideProduct(hidden!.uuid);
      await headerLink(page).click();
      await expect(page).toHaveURL(`${origin}/WishList`);
      await expect(row.getByText(money(12.34, symbol), { exact: true })).toBeVisible();
      await expect(row).not.toContainText(money(10, symbol));
      await expect(row).toContainText("2 available");
      await expect(row.getByRole("link", { name: priced!.name })).toHaveAttribute("href", `/product/${priced!.uuid}`);
      const gone = wishlistItem(page, hidden!.name);
      await expect(gone).toContainText("No longer available in this shop");
      await expect(gone.getByRole("button", { name: /^Add to cart/ })).toHaveCount(0);
      // Axe on the first shop only (the empty list is in accessibility.spec.ts).
      if (origin === SHOP_ONE) expect(await seriousAxeViolations(page)).toEqual([]);

      const add = row.getByRole("button", { name: `Add to cart: ${priced!.name}` });
      await hydrated(add);
      await add.click();
      await expect(page.getByText(`${priced!.name} is Add to cart`)).toBeVisible();
      await add.click();
      await expect(page.getByText(`${priced!.name} is Update to cart`)).toBeVisible();
      await add.click();
      await expect(
        page.getByText(`This ${priced!.name} is not be greater than availability of the stock`),
      ).toBeVisible();
      expect(await storedCart(page)).toEqual([expect.objectContaining({ product_id: priced!.uuid, quantity: 2 })]);
      expect((await storedCart(page))![0]).toMatchObject({ price: 12.34 });

      await gone.getByRole("button", { name: `Remove ${hidden!.name}` }).click();
      await expect(gone).toHaveCount(0);
      await expectCount(page, 1);
      expect((await storedWishlist(page, origin)).map((i) => i.uuid)).toEqual([priced!.uuid]);
    });

    test("the list keeps the 100 most recent products: saving one more drops the oldest and says so", async ({
      page,
    }) => {
      const planted = plantProduct(origin, 3);
      const old = Array.from({ length: 100 }, (_, i) => ({
        uuid: `${(i + 1).toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`,
        name: `Old product ${i + 1}`,
      }));
      await page.goto(`${origin}/faq`);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [`wishlist:v1:${origin}`, JSON.stringify({ version: 1, origin, items: old })],
      );
      await page.reload();
      await expectCount(page, 100);

      await toggleOnProductPage(page, origin, planted, true);
      await expect(page.getByText(/Old product 1 was removed from it/)).toBeVisible();
      await expectCount(page, 100);
      const stored = await storedWishlist(page, origin);
      expect(stored).toHaveLength(100);
      expect(stored[0]!.name).toBe("Old product 2");
      expect(stored.at(-1)!.uuid).toBe(planted.uuid);
    });

    test("a corrupt stored list is dropped: the pages work and the heart starts a new list", async ({ page }) => {
      const planted = plantProduct(origin, 3);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${origin}/faq`);
      await page.evaluate(
        (key) => localStorage.setItem(key, '{"version":1,"items":[{"uuid":'),
        `wishlist:v1:${origin}`,
      );
      await page.goto(`${origin}/WishList`);
      await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();
      await toggleOnProductPage(page, origin, planted, true);
      await expectCount(page, 1);
      expect(errors).toEqual([]);
    });
  });
}
