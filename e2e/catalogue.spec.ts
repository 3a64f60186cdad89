import type { Locator, Page } from "@playwright/test";
import type Swiper from "swiper";
import { formatMoney as money } from "@storefront/cart-math";
import { seriousAxeViolations } from "./axe";
import { catalogueApi, finalPrice } from "./catalogue-api";
import { SHOP_ONE, SHOP_TWO } from "./env";
import { expect, htmlOf, test } from "./fixtures";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Cards per row the spec asks for from product_grid_layout (1 → 3, 2 → 4, other → 6). */
const expectedColumns = (layout: number) => (layout === 1 ? 3 : layout === 2 ? 4 : 6);

/** How many cards share the first card's row, measured in the browser. */
async function renderedColumns(page: Page, listSelector: string): Promise<number> {
  return page.locator(`${listSelector} > li`).evaluateAll((items) => {
    const top = items[0]?.getBoundingClientRect().top;
    return items.filter((item) => Math.abs(item.getBoundingClientRect().top - (top ?? 0)) < 2).length;
  });
}

/** Names of the product cards in the results, in order. */
async function resultNames(page: Page): Promise<string[]> {
  return page
    .locator("#listing-results article h3")
    .evaluateAll((headings) => headings.map((h) => h.getAttribute("title") ?? h.firstChild?.textContent ?? ""));
}

async function settled(page: Page) {
  await expect(page.locator("#listing-results")).toHaveAttribute("aria-busy", "false");
}

/** Waits until a carousel's island has run its effects: its arrows are live (lib/tap-replay), its listeners on. */
const live = (control: Locator) =>
  expect.poll(() => control.evaluate((el) => window.__heldTaps?.live.has(el) === true)).toBe(true);

/** Serious or critical axe findings inside the page's carousels. */
const carouselAxeViolations = (page: Page) => seriousAxeViolations(page, '[aria-roledescription="carousel"]');

test.describe("home page", () => {
  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    test(`${origin}: 'Our Products' shows the visible latest products, as many per row as the theme says`, async ({
      page,
      request,
    }) => {
      const api = catalogueApi(request, origin);
      const [theme, latest] = await Promise.all([api.theme(), api.latest()]);
      const visible = latest.filter((item) => item.status === 1);
      expect(visible.length).toBeLessThan(latest.length); // the seed hides some: the filter is tested

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${origin}/`);
      const grid = page.getByRole("list", { name: "Our Products" });
      await expect(grid.locator(":scope > li")).toHaveCount(visible.length);
      expect(await renderedColumns(page, 'ul[aria-label="Our Products"]')).toBe(
        expectedColumns(theme.product_grid_layout),
      );

      const first = visible[0]!;
      const card = grid.locator(":scope > li").first();
      await expect(card.getByRole("heading")).toContainText(first.item_name.slice(0, 20));
      await expect(card).toContainText(money(finalPrice(first), theme.company.get_currency.symbol));
      const link = card.getByRole("link").first();
      await expect(link).toHaveAttribute("href", `/product/${first.uuid}`);
      await expect(link).toHaveAttribute("target", "_blank");
      // Card images are 360 px high on the home page.
      expect(Math.round((await card.locator("img").first().boundingBox())!.height)).toBe(360);
    });
  }

  test("the two demo shops use different grid layouts", async ({ request }) => {
    const [one, two] = await Promise.all([
      catalogueApi(request, SHOP_ONE).theme(),
      catalogueApi(request, SHOP_TWO).theme(),
    ]);
    expect(expectedColumns(one.product_grid_layout)).not.toBe(expectedColumns(two.product_grid_layout));
  });

  test(
    "shop 1 has the slider, featured carousel and blog its flags ask for",
    { tag: "@funnel" },
    async ({ page, request }) => {
      const api = catalogueApi(request, SHOP_ONE);
      const [theme, footer, latest, blogs] = await Promise.all([api.theme(), api.footer(), api.latest(), api.blogs()]);
      expect([theme.is_enable_slider, theme.is_featured_product, footer.data.is_enable_blog]).toEqual([1, 1, 1]);

      await page.goto(`${SHOP_ONE}/`);
      const hero = page.getByRole("region", { name: "Offers" });
      await expect(hero.locator(".swiper-slide")).toHaveCount(theme.slider_options.length);
      const purchase = hero.getByRole("link", { name: /Purchase Now/ }).first();
      await expect(purchase).toHaveAttribute("href", theme.slider_options[0]!.url);
      await expect(purchase).toHaveAttribute("target", "_blank");
      await expect(hero.getByRole("heading", { name: theme.slider_options[0]!.first_para })).toBeVisible();
      // It autoplays (2500 ms) without Swiper: the row scrolls to the next slide and its bullet says so.
      const slideInView = () =>
        hero.locator(".swiper-slide").evaluateAll((slides) => {
          const left = slides[0]!.closest(".swiper")!.getBoundingClientRect().left;
          return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2) + 1;
        });
      await expect(hero.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute("aria-current", "true");
      await expect(hero.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true", {
        timeout: 6000,
      });
      await expect.poll(slideInView).toBe(2);
      await expect(page.locator(".swiper-initialized")).toHaveCount(0);
      // Its Next starts Swiper on the slide shown and moves on from there.
      await hero.getByRole("button", { name: "Next slide" }).click();
      await expect(hero.locator(".swiper-slide-active")).toHaveAttribute(
        "aria-label",
        `3 / ${theme.slider_options.length}`,
      );
      await expect(hero.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true");

      const featured = latest.filter((item) => item.status === 1 && item.product_type === 1);
      const featuredRegion = page.getByRole("region", { name: "Featured Products" });
      await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
      await expect(featuredRegion.locator(".swiper-slide")).toHaveCount(featured.length);
      // Seen, it still waits for a shopper; Next starts Swiper and moves it by one slide, Previous back
      // once the slide has stopped moving (in loop mode Swiper ignores a click during a move, loopPreventsSliding).
      const settled = () =>
        expect
          .poll(() =>
            featuredRegion
              .locator(".swiper")
              .evaluate((el) => (el as HTMLElement & { swiper?: Swiper }).swiper?.animating),
          )
          .toBe(false);
      await featuredRegion.locator(".swiper").scrollIntoViewIfNeeded();
      await expect(featuredRegion.locator(".swiper-initialized")).toHaveCount(0);
      await featuredRegion.getByRole("button", { name: "Next slide" }).click();
      await expect(featuredRegion.locator(".swiper-slide-active")).toHaveAttribute(
        "aria-label",
        `2 / ${featured.length}`,
      );
      await settled();
      await featuredRegion.getByRole("button", { name: "Previous slide" }).click();
      await expect(featuredRegion.locator(".swiper-slide-active")).toHaveAttribute(
        "aria-label",
        `1 / ${featured.length}`,
      );

      await expect(page.getByRole("heading", { name: "Latest Blog" })).toBeVisible();
      // "Read More" plus the post's title for screen readers, as separate words.
      const readMore = page.getByRole("link", {
        name: new RegExp(`^Read More\\W+${escapeRegExp(blogs[0]!.blog_title)}$`),
      });
      await expect(readMore).toHaveAttribute("href", `/BlogDetail/${blogs[0]!.blog_id}`);

      for (const text of ["Free Shipping Worldwide", "24/7 Customer Service", "Easy Return Policy"])
        await expect(page.getByText(text, { exact: true })).toBeVisible();
    },
  );

  test("a carousel starts Swiper when touched, not when loaded or seen, accessible before and after", async ({
    page,
    request,
  }) => {
    const latest = await catalogueApi(request, SHOP_ONE).latest();
    const featured = latest.filter((item) => item.status === 1 && item.product_type === 1);
    await page.goto(`${SHOP_ONE}/`);
    const hero = page.getByRole("region", { name: "Offers" });
    await live(hero.getByRole("button", { name: "Next slide" }));
    await expect(page.locator(".swiper-initialized")).toHaveCount(0);
    const featuredRegion = page.locator('[aria-roledescription="carousel"][aria-label="Featured Products"]');
    const inView = await featuredRegion.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight);
    expect(inView).toBe(false);
    // As server markup, before Swiper: named slides and buttons, nothing axe objects to.
    expect(await carouselAxeViolations(page)).toEqual([]);
    await featuredRegion.locator(".swiper-slide").first().dispatchEvent("pointerdown");
    await expect(featuredRegion.locator(".swiper-initialized")).toHaveCount(1);
    await expect(featuredRegion.locator(".swiper-slide-active")).toHaveAttribute(
      "aria-label",
      `1 / ${featured.length}`,
    );
    await expect(hero.locator(".swiper-initialized")).toHaveCount(0);
    await hero.getByRole("button", { name: "Go to slide 1" }).focus();
    await expect(hero.locator(".swiper-initialized")).toHaveCount(1);
    expect(await carouselAxeViolations(page)).toEqual([]);
  });

  test("a carousel out of view starts when focus reaches one of its buttons", async ({ page }) => {
    await page.goto(`${SHOP_ONE}/`);
    const featured = page.locator('[aria-roledescription="carousel"][aria-label="Featured Products"]');
    await live(featured.getByRole("button", { name: "Next slide" }));
    await expect(featured.locator(".swiper-initialized")).toHaveCount(0);
    await featured.getByRole("button", { name: "Next slide" }).focus();
    await expect(featured.locator(".swiper-initialized")).toHaveCount(1);
  });

  test("a carousel's first Next moves it one slide, however late the frames after Swiper's start come", async ({
    page,
  }) => {
    // The page's animation frames (and timers) run only when the test advances its clock: the late
    // frames of a busy phone, made deterministic.
    await page.clock.install();
    await page.goto(`${SHOP_ONE}/`);
    const featured = page.getByRole("region", { name: "Featured Products" });
    const next = featured.getByRole("button", { name: "Next slide" });
    await live(next);
    await featured.locator(".swiper").scrollIntoViewIfNeeded();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const box = (await next.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // The press starts Swiper; once the page has laid it out (resize observers have had its size),
    // one frame runs, then the release: the click lands among the frames that follow Swiper's start.
    await page.mouse.down();
    await expect(featured.locator(".swiper-initialized")).toHaveCount(1);
    await featured
      .locator(".swiper")
      .evaluate((el) => new Promise((done) => new ResizeObserver((_, seen) => done(seen.disconnect())).observe(el)));
    await page.clock.runFor(16);
    await page.mouse.up();
    const active = featured.locator(".swiper-slide-active");
    await expect(active).toHaveAttribute("aria-label", /^2 \//);
    // Every frame still to come runs, and the slide moved to stays (Swiper's own resize handling
    // moved the loop back to the slide it started on a frame later).
    await page.clock.runFor(1000);
    await page.clock.resume();
    await expect
      .poll(() =>
        featured.locator(".swiper").evaluate((el) => (el as HTMLElement & { swiper?: Swiper }).swiper?.animating),
      )
      .toBe(false);
    await expect(active).toHaveAttribute("aria-label", /^2 \//);
  });

  test("slides and featured products are in the server HTML", async ({ request }) => {
    const api = catalogueApi(request, SHOP_ONE);
    const [theme, latest] = await Promise.all([api.theme(), api.latest()]);
    const html = await htmlOf(await request.get(`${SHOP_ONE}/`));
    expect(html).toContain(theme.slider_options[0]!.first_para);
    const featured = latest.find((item) => item.status === 1 && item.product_type === 1)!;
    expect(html).toContain(`href="/product/${featured.uuid}"`);
  });

  test("shop 2 has no slider, featured carousel or blog, as its flags say", async ({ page, request }) => {
    const api = catalogueApi(request, SHOP_TWO);
    const [theme, footer] = await Promise.all([api.theme(), api.footer()]);
    expect([theme.is_enable_slider, theme.is_featured_product, footer.data.is_enable_blog]).toEqual([0, 0, 0]);

    await page.goto(`${SHOP_TWO}/`);
    await expect(page.getByRole("heading", { name: "Our Products" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Offers" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Featured Products" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Latest Blog" })).toHaveCount(0);
    await expect(page.getByText("Free Shipping Worldwide")).toBeVisible();
  });
});

test.describe("category listing", () => {
  test(
    "a filter narrows the grid, survives a reload and the back button undoes it",
    { tag: "@funnel" },
    async ({ page, request }) => {
      const api = catalogueApi(request, SHOP_ONE);
      const group = (await api.attributes()).find((a) => a.setting_id === 1)!;
      const all = await api.list({ attribute: 1 });
      // The option with the fewest (but some) products narrows the most.
      const counts = await Promise.all(
        group.options.map(async (o) => ({
          option: o,
          listing: await api.list({ attribute: 1, checked: [o.option_id] }),
        })),
      );
      const { option, listing } = counts
        .filter((c) => c.listing.data.total > 0)
        .sort((a, b) => a.listing.data.total - b.listing.data.total)[0]!;
      expect(listing.data.total).toBeLessThan(all.data.total);

      const path = `/catagory/${group.fk_column_name}/${group.setting_id}`;
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(group.fk_column_name.replace("_", " "));
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Shop Category");
      await expect(page.getByRole("heading", { name: "FILTERS" })).toBeVisible();
      expect(await resultNames(page)).toEqual(all.data.data.map((i) => i.item_name));

      await page.getByRole("checkbox", { name: option.label, exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`${path}\\?checked=${option.option_id}$`));
      await settled(page);
      await expect.poll(() => resultNames(page)).toEqual(listing.data.data.map((i) => i.item_name));
      await expect(page.getByRole("link", { name: `Remove filter ${option.label}` })).toBeVisible();

      await page.reload();
      await expect(page.getByRole("checkbox", { name: option.label, exact: true })).toBeChecked();
      expect(await resultNames(page)).toEqual(listing.data.data.map((i) => i.item_name));

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("checkbox", { name: option.label, exact: true })).not.toBeChecked();
      await expect.poll(() => resultNames(page)).toEqual(all.data.data.map((i) => i.item_name));
    },
  );

  test("on a phone the products come first and the filters fold behind 'Filters'", async ({ page, request }) => {
    const group = (await catalogueApi(request, SHOP_ONE).attributes()).find((a) => a.setting_id === 1)!;
    const option = group.options[0]!;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/catagory/${group.fk_column_name}/${group.setting_id}`);
    const fold = page.locator("summary", { hasText: /^Filters$/ });
    const filters = page.getByRole("heading", { name: "FILTERS" });
    await expect(filters).toBeHidden();
    await expect(page.locator("#listing-results article").first()).toBeInViewport();

    await fold.press("Enter");
    await expect(filters).toBeVisible();
    await page.getByRole("checkbox", { name: option.label, exact: true }).check();
    await expect(page).toHaveURL(new RegExp(`\\?checked=${option.option_id}$`));
    await settled(page);
    await expect(filters).toBeVisible();

    // From lg width the sidebar is always shown, whatever the fold's state.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect(fold).toBeHidden();
    await expect(filters).toBeVisible();
    await expect(page.getByRole("checkbox", { name: option.label, exact: true })).toBeChecked();
  });

  test("the option search narrows the accordion; a tag and 'Clear All' remove filters", async ({ page, request }) => {
    const group = (await catalogueApi(request, SHOP_ONE).attributes()).find((a) => a.setting_id === 2)!;
    const [first, second] = group.options;
    await page.goto(
      `/catagory/${group.fk_column_name}/${group.setting_id}?checked=${first!.option_id}&checked=${second!.option_id}`,
    );
    const accordion = page.locator("form details");
    await expect(accordion.getByRole("checkbox")).toHaveCount(group.options.length);
    await page.getByRole("searchbox", { name: `Search ${group.column_heading}` }).fill(first!.label.slice(0, 3));
    await expect(accordion.getByRole("checkbox", { name: first!.label })).toBeVisible();
    expect(await accordion.getByRole("checkbox").filter({ visible: true }).count()).toBeLessThan(group.options.length);

    await page.getByRole("link", { name: `Remove filter ${first!.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`\\?checked=${second!.option_id}$`));
    await page.getByRole("link", { name: "Clear All" }).click();
    await expect(page).toHaveURL(new RegExp(`/catagory/${group.fk_column_name}/${group.setting_id}$`));
    await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);
  });

  test("the price slider keeps its handles in order and narrows by price", async ({ page, request }) => {
    const all = await catalogueApi(request, SHOP_ONE).list({ attribute: 1 });
    await page.goto("/catagory/Men_Wear/1");
    const max = page.getByRole("slider", { name: "Maximum price" });
    const min = page.getByRole("slider", { name: "Minimum price" });
    await expect(max).toHaveAttribute("max", String(Math.ceil(all.max_price)));
    await expect(page.getByRole("slider", { name: "Maximum discount" })).toHaveAttribute(
      "max",
      String(Math.ceil(all.max_discount)),
    );
    await expect(page.getByText(/^0% – \d+%$/)).toBeVisible();

    await max.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press("PageDown");
    await expect(page).toHaveURL(/\?price_max=\d+$/);
    await settled(page);
    const bound = Number(new URL(page.url()).searchParams.get("price_max"));
    const expected = await catalogueApi(request, SHOP_ONE).list({ attribute: 1, price: { min: 0, max: bound } });
    await expect.poll(() => resultNames(page)).toEqual(expected.data.data.map((i) => i.item_name));

    // The low handle cannot pass the high one.
    await min.focus();
    await page.keyboard.press("End");
    await expect(min).toHaveValue(String(bound));
  });

  test("paging changes the products and the 'Showing' line; pages are clamped", async ({ page, request }) => {
    const api = catalogueApi(request, SHOP_ONE);
    const [one, two] = await Promise.all([api.list({ attribute: 1 }, 1), api.list({ attribute: 1 }, 2)]);
    expect(one.data.last_page).toBeGreaterThan(1);

    await page.goto("/catagory/Men_Wear/1");
    await expect(page.getByText(`Showing ${one.data.from} to ${one.data.to} of ${one.data.total}`)).toBeVisible();
    const pager = page.getByRole("navigation", { name: "Pagination" });
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(`Showing ${two.data.from} to ${two.data.to} of ${two.data.total}`)).toBeVisible();
    await expect.poll(() => resultNames(page)).toEqual(two.data.data.map((i) => i.item_name));
    await expect(pager.locator('[aria-current="page"]')).toHaveText("Page 2");

    await page.goto(`/catagory/Men_Wear/1?page=${one.data.last_page + 50}`);
    await expect(page.getByText(`of ${one.data.total}`)).toBeVisible();
    await expect(pager.locator('[aria-current="page"]')).toHaveText(`Page ${one.data.last_page}`);
  });

  test("without JavaScript, paging links and the filter form still work", async ({ browser, request }) => {
    const api = catalogueApi(request, SHOP_ONE);
    const two = await api.list({ attribute: 1 }, 2);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: SHOP_ONE });
    const page = await context.newPage();
    await page.goto("/catagory/Men_Wear/1");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(`Showing ${two.data.from} to ${two.data.to} of ${two.data.total}`)).toBeVisible();

    const group = (await api.attributes()).find((a) => a.setting_id === 1)!;
    const option = group.options[0]!;
    await page.getByRole("checkbox", { name: option.label, exact: true }).check();
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(new RegExp(`checked=${option.option_id}`));
    await expect(page.getByRole("checkbox", { name: option.label, exact: true })).toBeChecked();
    // The form sends both sliders at their ends, which narrows nothing.
    const expected = await api.list({ attribute: 1, checked: [option.option_id] });
    expect(await resultNames(page)).toEqual(expected.data.data.map((i) => i.item_name));
    await context.close();
  });

  // Also on the spec-minimal profile, whose listing of an unknown category or option is every product
  // (CONTRACT.md "Open points"): the storefront finds them unknown in the shop's own attributes.
  test("an unknown category or option id is not found", { tag: "@funnel" }, async ({ request }) => {
    for (const origin of [SHOP_ONE, SHOP_TWO]) {
      expect((await request.get(`${origin}/catagory/Nothing/999`)).status()).toBe(404);
      expect((await request.get(`${origin}/Nothing/999`)).status()).toBe(404);
    }
  });
});

test.describe("option and product-type listings", () => {
  test("a mega-menu option lists its group's products carrying it, with the option fixed", async ({
    page,
    request,
  }) => {
    const api = catalogueApi(request, SHOP_TWO);
    const group = (await api.attributes()).find((a) => a.is_header_attr === 1)!;
    const option = group.options[1]!;
    const expected = await api.list({ attribute: group.setting_id, checked: [option.option_id] });

    await page.goto(`${SHOP_TWO}/${option.label.replace(" ", "-")}/${option.option_id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      option.label.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase()),
    );
    const box = page.getByRole("checkbox", { name: option.label, exact: true });
    await expect(box).toBeChecked();
    await expect(box).toBeDisabled();
    expect(await resultNames(page)).toEqual(expected.data.data.map((i) => i.item_name));
  });

  test("/Product/{id} lists that product type; an empty result says so", async ({ page, request }) => {
    const api = catalogueApi(request, SHOP_ONE);
    const expected = await api.list({ product_type: 2 });
    expect(expected.data.total).toBeGreaterThan(0);
    await page.goto("/Product/2");
    expect(await resultNames(page)).toEqual(expected.data.data.map((i) => i.item_name));

    // A price inside the listing's bounds (outside them the URL is clamped) that no product has.
    let empty: number | undefined;
    for (let price = Math.floor(expected.min_price) + 1; price < expected.max_price && empty === undefined; price++) {
      if ((await api.list({ product_type: 2, price: { min: price, max: price } })).data.total === 0) empty = price;
    }
    expect(empty).toBeDefined();
    await page.goto(`/Product/2?price_min=${empty}&price_max=${empty}`);
    await expect(page.getByText("No Product Found !")).toBeVisible();
    await expect(page.getByText(/^Showing/)).toHaveCount(0);
  });
});

test("About Us shows the breadcrumb, the shop's text without its markup risks, and the static sections", async ({
  page,
}) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /About Aurora Outfitters/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Team" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Clients" })).toBeVisible();
});
