import type { Page } from "@playwright/test";
import { seriousAxeViolations } from "./axe";
import { catalogueApi, type ApiItem } from "./catalogue-api";
import { SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./fixtures";

type SuggestionsAnswer = { query: string | null; products: { uuid: string; name: string }[] };

/** A visible product of the shop, from the shop API. */
async function someProduct(request: Parameters<typeof catalogueApi>[0], origin: string, index = 0): Promise<ApiItem> {
  const listing = await catalogueApi(request, origin).list({});
  return listing.data.data.filter((i) => i.status === 1)[index]!;
}

/** The header's box: a searchbox until the suggestions load, a combobox after. */
const searchBox = (page: Page) => page.locator("#site-search");
const combobox = (page: Page) => page.getByRole("combobox", { name: "Search products" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Suggested products" });

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(origin, () => {
    test.use({ baseURL: origin });

    test("typing part of a product name suggests it, and Enter on it opens the product", async ({ page, request }) => {
      const item = await someProduct(request, origin);
      await page.goto("/");
      await searchBox(page).focus();
      await combobox(page).fill(item.item_name.slice(0, -2));
      const option = suggestions(page).getByRole("option", { name: item.item_name });
      await expect(option).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: /suggestions?\./ })).toHaveText(/\d+ suggestions?\./);
      const names = await suggestions(page).getByRole("option").allInnerTexts();
      const position = names.findIndex((text) => text.startsWith(item.item_name));
      for (let i = 0; i <= position; i++) await page.keyboard.press("ArrowDown");
      await expect(option).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${origin}/product/${item.uuid}`);
      await expect(page.getByRole("heading", { level: 1, name: item.item_name })).toBeVisible();
    });

    test("submitting the box opens /search with the product, in the listing's cards", async ({ page, request }) => {
      const item = await someProduct(request, origin, 1);
      await page.goto("/");
      await searchBox(page).fill(item.item_name);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`${origin}/search?q=${encodeURIComponent(item.item_name).replace(/%20/g, "+")}`);
      const results = page.getByRole("list", { name: "Search results" });
      await expect(results.getByRole("link", { name: new RegExp(`^${item.item_name}`) }).first()).toBeVisible();
      // The exact name comes first.
      await expect(results.getByRole("heading").first()).toHaveText(new RegExp(`^${item.item_name}\\s*\\(opens`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(searchBox(page)).toHaveValue(item.item_name);
    });

    test("without JavaScript the box still searches and the results page pages", async ({ browser, request }) => {
      const item = await someProduct(request, origin, 2);
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
      const page = await context.newPage();
      await page.goto("/");
      await page.getByRole("searchbox", { name: "Search products" }).fill(item.item_name);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(
        page
          .getByRole("list", { name: "Search results" })
          .getByRole("link", { name: new RegExp(`^${item.item_name}`) })
          .first(),
      ).toBeVisible();

      // A broad query (a category's name) spans pages: 'Showing' and the pager keep the query.
      const attributes = await catalogueApi(request, origin).attributes();
      const category = attributes.find((a) => a.is_header_attr === 1)!;
      const listing = await catalogueApi(request, origin).list({ attribute: category.setting_id });
      await page.goto(`/search?q=${encodeURIComponent(category.column_heading)}`);
      if (listing.data.total > 12) {
        await expect(page.getByText(/^Showing 1 to 12 of \d+$/)).toBeVisible();
        await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
        await expect(page).toHaveURL(
          `${origin}/search?q=${encodeURIComponent(category.column_heading).replace(/%20/g, "+")}&page=2`,
        );
        await expect(page.getByText(/^Showing 13 to \d+ of \d+$/)).toBeVisible();
      }
      await context.close();
    });

    test("a nonsense query shows the empty state with the shop's categories", async ({ page, request }) => {
      const attributes = await catalogueApi(request, origin).attributes();
      await page.goto("/search?q=zqxjvkw");
      await expect(page.getByText("No products match “zqxjvkw”.")).toBeVisible();
      const browse = page.getByRole("navigation", { name: "Browse our categories" });
      for (const a of attributes.filter((a) => a.is_header_attr === 1))
        await expect(browse.getByRole("link", { name: a.column_heading, exact: true })).toBeVisible();
    });

    // Axe on the first shop only: the second shop's results page gets the checks above.
    if (origin === SHOP_ONE)
      test("axe finds no serious or critical problems on the results page, with suggestions open", async ({
        page,
        request,
      }) => {
        const item = await someProduct(request, origin);
        await page.goto(`/search?q=${encodeURIComponent(item.item_name.split(" ")[0]!)}`);
        await searchBox(page).focus();
        await combobox(page).fill(item.item_name.slice(0, 4));
        await expect(suggestions(page)).toBeVisible();
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
  });
}

test("one shop's search never returns the other shop's products", async ({ request }) => {
  const listing = await catalogueApi(request, SHOP_TWO).list({});
  const otherUuids = new Set(listing.data.data.map((i) => i.uuid));
  for (const item of listing.data.data.slice(0, 4)) {
    const response = await request.get(`${SHOP_ONE}/api/search?q=${encodeURIComponent(item.item_name)}`);
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as SuggestionsAnswer;
    expect(answer.products.filter((p) => otherUuids.has(p.uuid))).toEqual([]);
    const html = await (await request.get(`${SHOP_ONE}/search?q=${encodeURIComponent(item.item_name)}`)).text();
    expect(html).not.toContain(item.uuid);
  }
  // The same query on its own shop finds it.
  const own = (await (
    await request.get(`${SHOP_TWO}/api/search?q=${encodeURIComponent(listing.data.data[0]!.item_name)}`)
  ).json()) as SuggestionsAnswer;
  expect(own.products[0]?.uuid).toBe(listing.data.data[0]!.uuid);
});

test("empty, over-long and punctuation-only queries get an empty answer, not an error", async ({ request }) => {
  for (const q of ["", "   ", "?!-.,", "a".repeat(101)]) {
    const response = await request.get(`${SHOP_ONE}/api/search?q=${encodeURIComponent(q)}`);
    expect(response.status(), JSON.stringify(q)).toBe(200);
    expect(await response.json()).toEqual({ query: null, products: [] });
    const page = await request.get(`${SHOP_ONE}/search?q=${encodeURIComponent(q)}`);
    expect(page.status()).toBe(200);
  }
  expect((await request.get(`${SHOP_ONE}/api/search`)).status()).toBe(200);
});

test("the combobox works from the keyboard alone", async ({ page, request }) => {
  const listing = await catalogueApi(request, SHOP_ONE).list({});
  const word = listing.data.data[0]!.item_name.split(" ").at(-1)!;
  await page.goto("/");
  for (let i = 0; i < 10 && !(await searchBox(page).evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press("Tab");
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type(word.slice(0, 4));
  const box = combobox(page);
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = suggestions(page).getByRole("option");
  const count = await options.count();
  expect(count).toBeGreaterThan(0);

  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await page.keyboard.press("ArrowUp"); // wraps to the last
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(suggestions(page)).toBeHidden();
  await expect(box).toBeFocused();
  await expect(box).toHaveValue(word.slice(0, 4));

  await page.keyboard.press("ArrowDown"); // opens again on the first
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const name = (await options.first().locator("span").first().innerText()).trim();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
