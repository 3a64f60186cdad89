import { UNKNOWN_SHOP, SHOP_ONE, SHOP_TWO, STORE_PORT } from "./env";
import { shellSettled } from "./cart-support";
import { escapeHtml, expect, htmlOf, pixelStarted, rgb, shopData, test } from "./fixtures";

const SHOPS = [SHOP_ONE, SHOP_TWO];

test.describe("each demo shop renders as itself from the first HTML", () => {
  for (const origin of SHOPS) {
    test(`${origin}: title, colours and menus in the server HTML and on the page`, async ({ request, page }) => {
      const { theme, attributes } = await shopData(request, origin);
      const headerAttributes = attributes.filter((a) => a.is_header_attr === 1);
      expect(headerAttributes.length).toBeGreaterThan(0);

      const response = await request.get(`${origin}/`);
      expect(response.status()).toBe(200);
      const html = await htmlOf(response);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${escapeHtml(theme.browser_title)}</title>`);
      expect(html).toContain(`--header-bg:${theme.header_bg_color}`);
      expect(html).toContain(`--theme-primary:${theme.gen_theme_primary_color}`);
      for (const attribute of headerAttributes) {
        expect(html).toContain(
          `href="/catagory/${encodeURIComponent(attribute.fk_column_name)}/${attribute.setting_id}"`,
        );
        const option = attribute.options[0];
        if (option)
          expect(html).toContain(`href="/${encodeURIComponent(option.label.replace(" ", "-"))}/${option.option_id}"`);
      }

      await page.goto(`${origin}/`);
      await expect(page).toHaveTitle(theme.browser_title);
      await expect(page.locator("header").first()).toHaveCSS("background-color", rgb(theme.header_bg_color));
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const attribute of headerAttributes)
        await expect(nav.getByRole("button", { name: attribute.column_heading, exact: true })).toBeVisible();
      const logo = page.locator("header img").first();
      await expect(logo).toBeVisible();
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  }

  test("the two shops differ", async ({ request }) => {
    const [one, two] = await Promise.all(SHOPS.map(async (o) => htmlOf(await request.get(`${o}/`))));
    const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title(one!)).not.toEqual(title(two!));
  });
});

test.describe("menus work by click and keyboard", () => {
  test("the category dropdown opens, links to the category and closes with Escape", async ({ page, request }) => {
    const { attributes } = await shopData(request, SHOP_ONE);
    const first = attributes.find((a) => a.is_header_attr === 1)!;
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "All Categories" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const link = page.locator("#nav-panel-categories").getByRole("link", { name: first.column_heading, exact: true });
    await expect(link).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/catagory/${first.fk_column_name}/${first.setting_id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a mega-menu option leads to its listing route", async ({ page, request }) => {
    const { attributes } = await shopData(request, SHOP_ONE);
    const group = attributes.find((a) => a.is_header_attr === 1 && a.options.some((o) => o.label.includes(" ")))!;
    const option = group.options.find((o) => o.label.includes(" "))!;
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: group.column_heading, exact: true })
      .click();
    await page.getByRole("link", { name: option.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${option.label.replace(" ", "-")}/${option.option_id}$`));
  });
});

test("on a phone the main navigation folds behind 'Menu', closed from the first paint", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = nav.getByRole("button", { name: "Menu" });
  const home = nav.getByRole("link", { name: "Home", exact: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(home).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(home).toBeVisible();
  await menu.press("Escape");
  await expect(home).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeHidden();
  await expect(home).toBeVisible();
});

test.describe("not found", () => {
  for (const path of ["/no-such-page", "/404", "/a/b/c/d", "/product-type/1", "/Men-Wear/not-a-number"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect((await response.text()).match(/<title>/g)).toHaveLength(1);

      const navigation = await page.goto(path);
      expect(navigation?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    });
  }

  test("an origin the shop API does not know gets 'Shop not available' with 404", async ({ page, request }) => {
    const response = await request.get(`${UNKNOWN_SHOP}/`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("<title>Shop not available</title>");

    await page.goto(`${UNKNOWN_SHOP}/about-us`);
    await expect(page.getByRole("heading", { name: "Shop not available" })).toBeVisible();
  });

  test("a host outside ALLOWED_HOSTS never gets a shop: pages answer 404 'Shop not available', API routes 421", async ({
    request,
  }) => {
    const headers = { host: `evil.example:${STORE_PORT}` };
    const page = await request.get(`http://127.0.0.1:${STORE_PORT}/`, { headers });
    expect(page.status()).toBe(404);
    expect(await page.text()).toContain("<title>Shop not available</title>");
    const api = await request.get(`http://127.0.0.1:${STORE_PORT}/api/countries`, { headers });
    expect(api.status()).toBe(421);
    expect(await api.text()).not.toContain("<html");
  });
});

test("images come through the storefront's own origin", async ({ request }) => {
  const image = await request.get("/media/shops/1/logo.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  expect((await request.get("/media/..%2F..%2Fetc/passwd")).status()).toBe(404);
});

test("the pixel script loads only for a shop with a pixel id, once accepted", async ({
  page,
  request,
  pixelScriptRequests,
}) => {
  const one = await shopData(request, SHOP_ONE);
  const two = await shopData(request, SHOP_TWO);
  expect(one.theme.pixel_id).toBeTruthy();
  expect(two.theme.pixel_id).toBeFalsy();

  await page.goto(`${SHOP_TWO}/`);
  await shellSettled(page);
  expect(await pixelStarted(page)).toBe(false);
  expect(pixelScriptRequests).toHaveLength(0);

  await page.goto(`${SHOP_ONE}/`);
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => pixelScriptRequests.length).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { fbq?: { queue?: unknown[][] } }).fbq?.queue?.[0]))
    .toEqual(["init", one.theme.pixel_id]);
});
