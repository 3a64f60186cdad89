import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated, shellSettled } from "./cart-support";
import { catalogueApi } from "./catalogue-api";
import { SHOP_ONE, SHOP_TWO } from "./env";

/*
 * Static regions (docs/adr/0013-static-regions.md): grids, carousels' slides, the mega-menu and the
 * footer are server HTML that React keeps without hydrating it; their links still navigate in the app.
 * The filters, the header's search box and the footer's newsletter are hydrated only when a shopper
 * reaches for them (docs/adr/0015-wake-on-use.md).
 */

/** Marks the document, so a test can tell a navigation in the app (the mark stays) from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
/** How many elements under `root` matching `selector` React built a fiber for. */
const fibers = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].filter((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$")))
    .length;

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`static regions of ${origin}`, () => {
    test("a category's cards are not hydrated, and their heart works from the region's listener", async ({ page }) => {
      await page.goto(`${origin}/`);
      const menu = page.getByRole("navigation", { name: "Main" });
      await hydrated(menu.getByRole("button", { name: "All Categories" }));
      await menu.getByRole("button", { name: "All Categories" }).click();
      await menu.locator("#nav-panel-categories a").first().click();
      await expect(page).toHaveURL(/\/catagory\//);
      const grid = page.getByRole("main").getByRole("list", { name: /./ }).first();
      await expect(grid.getByRole("listitem").first()).toBeVisible();
      const heart = grid.getByRole("button", { name: /^Save .+ to wishlist$/ }).first();
      await hydrated(heart);
      expect(await grid.evaluate(fibers, "li, article, a, img, button")).toBe(0);
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "false");
    });

    test("a mega-menu option and a footer link navigate in the app, and the menu closes behind them", async ({
      page,
    }) => {
      await page.goto(`${origin}/`);
      const menu = page.getByRole("navigation", { name: "Main" });
      const group = menu.locator("[data-nav-item] > button[aria-controls^='nav-panel-group-']").first();
      await hydrated(group);
      await markDocument(page);
      await group.click();
      await expect(group).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await group.getAttribute("aria-controls")}`);
      const option = panel.getByRole("link").first();
      const href = await option.getAttribute("href");
      await option.click();
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
      await expect(group).toHaveAttribute("aria-expanded", "false");
      expect(await sameDocument(page)).toBe(true);

      const home = page.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true });
      await home.click();
      await expect(page).toHaveURL(`${origin}/`);
      expect(await sameDocument(page)).toBe(true);
      // The menu stays a region: no fiber under it, before or after the navigations.
      expect(await menu.evaluate(fibers, "[data-nav-item], a, li, ul, button")).toBe(0);
    });

    test("a product page's logo, breadcrumb, overview and description are not hydrated; the logo and Home open in the app", async ({
      page,
      request,
    }) => {
      const item = (await catalogueApi(request, origin).latest()).find((i) => i.status === 1)!;
      const logo = page.getByRole("banner").getByRole("link").first();
      const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
      for (const home of [logo, breadcrumb.getByRole("link", { name: "Home" })]) {
        await page.goto(`${origin}/product/${item.uuid}`);
        await hydrated(page.getByRole("button", { name: "Increase quantity" }));
        const description = page.getByRole("tabpanel", { name: "Description" });
        for (const region of [logo, breadcrumb, description, page.getByRole("heading", { name: "Quick Overview" })])
          expect(await region.locator("xpath=..").evaluate(fibers, "*")).toBe(0);
        // The icons' sprite is in the logo's region; the islands' icons are each one <use> of it.
        const header = page.getByRole("banner");
        expect(await header.evaluate(fibers, "symbol, symbol *")).toBe(0);
        expect(await header.evaluate((el) => el.querySelectorAll("symbol").length)).toBeGreaterThanOrEqual(3);
        for (const button of [
          header.getByRole("button", { name: /^Cart, / }),
          header.getByRole("link", { name: "login/register" }),
        ])
          expect(
            await button.evaluate((el) => [...el.querySelectorAll("svg *")].map((shape) => shape.tagName)),
          ).toEqual(["use"]);
        await markDocument(page);
        await home.click();
        await expect(page).toHaveURL(`${origin}/`);
        await expect(page.getByRole("heading", { name: "Our Products" })).toBeVisible();
        expect(await sameDocument(page)).toBe(true);
      }
    });

    test("a product page's related carousel hydrates nothing, and its arrows work from the region's listener", async ({
      page,
      request,
    }) => {
      const api = catalogueApi(request, origin);
      let uuid = "";
      let count = 0;
      for (const item of await api.latest()) {
        if (item.status !== 1) continue;
        count = (await api.related(item.uuid)).filter((r) => r.status === 1 && r.uuid !== item.uuid).length;
        if (count >= 2) {
          uuid = item.uuid;
          break;
        }
      }
      expect(count).toBeGreaterThanOrEqual(2);
      // One card a view on a phone: every related product is a slide of its own to move to.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${origin}/product/${uuid}`);
      const carousel = page.locator('[aria-roledescription="carousel"][aria-label="Related Product"]');
      const next = carousel.getByRole("button", { name: "Next slide" });
      const previous = carousel.getByRole("button", { name: "Previous slide" });
      await hydrated(next);
      // Nothing of it, its root included, has a fiber: the region around it (the section) is all React hydrated.
      const carouselFibers = () => carousel.locator("xpath=..").evaluate(fibers, "[data-carousel], [data-carousel] *");
      expect(await carouselFibers()).toBe(0);
      await expect(carousel.locator(".swiper-initialized")).toHaveCount(0);
      await next.click();
      const active = carousel.locator(".swiper-slide-active");
      await expect(active).toHaveAttribute("aria-label", `2 / ${count}`);
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect(active).toHaveAttribute("aria-label", `1 / ${count}`);
      // At the first slide (the related carousel does not loop) Previous is disabled, and says so.
      await expect(previous).toBeDisabled();
      await expect(previous).toHaveAttribute("aria-disabled", "true");
      await previous.click({ force: true });
      await expect(active).toHaveAttribute("aria-label", `1 / ${count}`);
      // Still no fiber: Swiper runs on the region's DOM.
      expect(await carouselFibers()).toBe(0);
    });

    test("Escape closes an open panel and gives focus back to its button", async ({ page }) => {
      await page.goto(`${origin}/`);
      const toggle = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "All Categories" });
      await hydrated(toggle);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator("#nav-panel-categories")).toBeVisible();
      await page.locator("#nav-panel-categories a").first().focus();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      await expect(page.locator("#nav-panel-categories")).toBeHidden();
    });

    // docs/adr/0015-wake-on-use.md
    test("the header's search box hydrates only when reached for: a query typed before is kept, and suggests", async ({
      page,
      request,
    }) => {
      const name = (await catalogueApi(request, origin).latest()).find((i) => i.status === 1)!.item_name;
      await page.goto(`${origin}/`);
      await shellSettled(page);
      const search = page.getByRole("banner").getByRole("search");
      expect(await search.evaluate(fibers, "*")).toBe(0);
      const field = page.locator("#site-search");
      // Typed into the server's field (as while the scripts load), then reached for.
      await field.evaluate((el, text) => ((el as HTMLInputElement).value = text), name.slice(0, -1));
      await field.focus();
      await expect(field).toBeFocused();
      expect(await search.evaluate(fibers, "input")).toBe(1);
      await expect(field).toHaveValue(name.slice(0, -1));
      await expect(page.getByRole("combobox", { name: "Search products" })).toBeVisible();
      await page.keyboard.type(name.slice(-1));
      await expect(
        page.getByRole("listbox", { name: "Suggested products" }).getByRole("option", { name }),
      ).toBeVisible();
    });

    test("the footer's newsletter hydrates only when reached for, then answers in the page", async ({ page }) => {
      await page.goto(`${origin}/`);
      await shellSettled(page);
      const form = page.getByRole("form", { name: "Newsletter" });
      expect(await form.locator("..").evaluate(fibers, "form, form *")).toBe(0);
      await markDocument(page);
      const field = form.getByLabel("Subscribe to our newsletter");
      await field.focus();
      await expect(field).toBeFocused();
      expect(await form.evaluate(fibers, "input")).toBe(1);
      await page.keyboard.press("Enter"); // nothing typed: the shop's error, answered to the page in place
      await expect(form.getByText("The email field is required.")).toBeVisible();
      expect(await sameDocument(page)).toBe(true);
    });

    test("the filters hydrate only when reached for: focus stays in the field, a hovered option filters", async ({
      page,
      request,
    }) => {
      const group = (await catalogueApi(request, origin).attributes()).find((a) => a.options.length > 0)!;
      const option = group.options[0]!;
      await page.goto(`${origin}/catagory/${group.fk_column_name}/${group.setting_id}`);
      await hydrated(page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "All Categories" }));
      const filters = page.locator("main aside");
      expect(await filters.evaluate(fibers, "*")).toBe(0);

      const search = filters.getByRole("searchbox", { name: `Search ${group.column_heading}` });
      await search.focus();
      await expect(search).toBeFocused();
      expect(await filters.evaluate(fibers, "input")).toBeGreaterThan(1);

      await markDocument(page);
      await filters.getByRole("checkbox", { name: option.label, exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`\\?checked=${option.option_id}$`));
      expect(await sameDocument(page)).toBe(true);
      await expect(filters.getByRole("checkbox", { name: option.label, exact: true })).toBeChecked();
    });

    test("the server renders a page region's HTML with React's renderer, required past the bundler", async ({
      request,
    }) => {
      const item = (await catalogueApi(request, origin).latest()).find((i) => i.status === 1)!;
      const response = await request.get(`${origin}/`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // A grid's card as lib/static-markup.server.ts renders it: React's escaping of the shop's text.
      const name = item.item_name
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")
        .replaceAll(">", "&gt;")
        .replaceAll('"', "&quot;")
        .replaceAll("'", "&#x27;");
      expect(html).toContain(`href="/product/${item.uuid}"`);
      expect(html).toContain(name);
    });

    test("a region whose server DOM was thrown away is rendered in the browser and reported with the vitals", async ({
      page,
    }) => {
      // Stands in for a React release that throws the server's DOM away: the home page arrives with its
      // service strip's region empty, as such a release would leave it.
      await page.route(`${origin}/`, async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          /(<section[^>]*aria-label="Our services"[^>]*>)[\s\S]*?(<\/section>)/,
          "$1$2",
        );
        await route.fulfill({ response, body: html });
      });
      const reporter = page.waitForResponse(
        async (r) => r.url().includes("/_next/static/chunks/") && (await r.text()).includes("largest-contentful-paint"),
      );
      await page.goto(`${origin}/`);
      const strip = page.getByRole("region", { name: "Our services" });
      await expect(strip.locator("*").first()).toBeAttached();
      expect(await strip.evaluate(fibers, "*")).toBeGreaterThan(0); // rendered by the browser, not adopted
      await reporter;
      const beacons: Request[] = [];
      page.on("request", (r) => void (r.url() === `${origin}/api/vitals` && beacons.push(r)));
      // The page hidden, as when the shopper leaves it: until the reporter's chunk has run, nothing goes out.
      await expect
        .poll(async () => {
          await page.evaluate(() => {
            Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
            document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
          });
          return beacons.length;
        })
        .toBeGreaterThan(0);
      const sent = beacons[0]!;
      expect(JSON.parse(sent.postData()!)).toMatchObject({ route: "home", discardedRegions: 1 });
      expect((await sent.response())?.status()).toBe(204);
    });
  });
}
