import type { BrowserContext, Page } from "@playwright/test";
import { seriousAxeViolations } from "./axe";
import { addFromProductPage, productsWithStock, shellSettled, type Product } from "./cart-support";
import { SHOP_ONE, SHOP_TWO } from "./env";
import { expect, pixelSent, pixelStarted, rgb, shopData, test } from "./fixtures";

/** Every request the browser makes to the pixel's origins (its script and its event endpoint). */
function pixelTraffic(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on("request", (request) => {
    const { hostname } = new URL(request.url());
    if (hostname === "connect.facebook.net" || hostname.endsWith("facebook.com")) seen.push(request.url());
  });
  return seen;
}

const consentBanner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

/** Names of the events the page recorded in window.__pixelEvents (recorded with or without consent). */
const recorded = (page: Page) => page.evaluate(() => (window.__pixelEvents ?? []).map((e) => e.event));

async function firstProduct(request: Parameters<typeof productsWithStock>[0]): Promise<Product> {
  return (await productsWithStock(request, SHOP_ONE, 5, 1))[0]!;
}

test.describe("consent before the marketing pixel (shop one has a pixel id)", () => {
  test.beforeAll(async ({ request }) => {
    expect((await shopData(request, SHOP_ONE)).theme.pixel_id).toBeTruthy();
  });

  test("nothing goes to the pixel's origins before Accept; Accept loads it and sends the events", async ({
    page,
    context,
    request,
    pixelScriptRequests,
    pixelBeacons,
  }) => {
    const traffic = pixelTraffic(context);
    const product = await firstProduct(request);
    await addFromProductPage(page, SHOP_ONE, product);
    // The banner shows once the consent island has run its effects, the one that would start the pixel first.
    await expect(consentBanner(page)).toBeVisible();
    await expect.poll(() => recorded(page)).toEqual(["ViewContent", "AddToCart"]);
    expect(await pixelStarted(page)).toBe(false);
    expect(traffic).toEqual([]);

    await consentBanner(page).getByRole("button", { name: "Accept" }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect.poll(() => pixelScriptRequests.length).toBe(1);
    await expect.poll(() => [...pixelBeacons]).toEqual(["PageView"]);

    const cookie = (await context.cookies(SHOP_ONE)).find((c) => c.name === "pixel_consent");
    expect(cookie?.value).toBe("granted");
    expect(cookie?.sameSite).toBe("Lax");
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    expect((await context.cookies(SHOP_TWO)).find((c) => c.name === "pixel_consent")).toBeUndefined();

    // The choice is kept: the next page asks nothing, loads the pixel and sends its events.
    await addFromProductPage(page, SHOP_ONE, product);
    await expect(consentBanner(page)).toHaveCount(0);
    await expect.poll(() => [...pixelBeacons]).toEqual(["PageView", "PageView", "ViewContent", "AddToCart"]);
  });

  test("after Reject nothing is ever requested from the pixel's origins, while events are still recorded", async ({
    page,
    context,
    request,
  }) => {
    const traffic = pixelTraffic(context);
    const product = await firstProduct(request);
    await page.goto(`${SHOP_ONE}/`);
    await consentBanner(page).getByRole("button", { name: "Reject" }).click();
    await expect(consentBanner(page)).toBeHidden();
    const cookie = (await context.cookies(SHOP_ONE)).find((c) => c.name === "pixel_consent");
    expect(cookie?.value).toBe("denied");

    await addFromProductPage(page, SHOP_ONE, product);
    await shellSettled(page);
    await expect(consentBanner(page)).toHaveCount(0);
    await expect.poll(() => recorded(page)).toEqual(["ViewContent", "AddToCart"]);
    expect(await pixelStarted(page)).toBe(false);
    expect(traffic).toEqual([]);
  });

  test("withdrawing from the footer's Cookie settings stops further events at once", async ({
    page,
    request,
    pixelBeacons,
  }) => {
    const product = await firstProduct(request);
    await page.goto(`${SHOP_ONE}/product/${product.uuid}`);
    await consentBanner(page).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => [...pixelBeacons]).toEqual(["PageView"]);
    await addFromProductPage(page, SHOP_ONE, product);
    await expect.poll(() => [...pixelBeacons]).toEqual(["PageView", "PageView", "ViewContent", "AddToCart"]);

    const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
    await settings.click();
    await expect(consentBanner(page)).toContainText("You have accepted it.");
    await expect(consentBanner(page).getByRole("button", { name: "Accept" })).toBeFocused();
    await consentBanner(page).getByRole("button", { name: "Reject" }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect(settings).toBeFocused();

    // Same page, no reload: the next event is recorded and not sent.
    const add = page.getByRole("button", { name: "add to cart", exact: true });
    await add.click();
    await expect.poll(() => recorded(page)).toEqual(["ViewContent", "AddToCart", "AddToCart"]);
    // An event is sent in the same call that records it: what this page's pixel sent is final.
    expect(await pixelSent(page)).toEqual(["PageView", "ViewContent", "AddToCart"]);
    expect(pixelBeacons).toEqual(["PageView", "PageView", "ViewContent", "AddToCart"]);

    await settings.click();
    await expect(consentBanner(page)).toContainText("You have rejected it.");
    await page.keyboard.press("Escape");
    await expect(consentBanner(page)).toBeHidden();
  });

  test("the banner is keyboard usable, in the shop's colours, its two choices equal, and axe finds nothing serious", async ({
    page,
    request,
  }) => {
    const { theme } = await shopData(request, SHOP_ONE);
    await page.goto(`${SHOP_ONE}/`);
    const banner = consentBanner(page);
    const accept = banner.getByRole("button", { name: "Accept" });
    const reject = banner.getByRole("button", { name: "Reject" });
    await expect(accept).toBeVisible();
    await expect(banner).toHaveCSS("background-color", rgb(theme.header_bg_color));

    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const { width, height } = el.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderColor, width, height];
      });
    expect(await look(accept)).toEqual(await look(reject));

    expect(await seriousAxeViolations(page, '[aria-label="Cookie consent"]')).toEqual([]);

    // After the skip link, the question comes first in the tab order.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(accept).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(reject).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    await page.reload();
    await shellSettled(page);
    await expect(banner).toHaveCount(0);
  });
});

test("the Content-Security-Policy lets scripts come from the pixel's configured origin only", async ({ request }) => {
  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    const csp = (await request.get(`${origin}/`)).headers()["content-security-policy"] ?? "";
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/);
    expect(scriptSrc).toEqual(["'self'", "'unsafe-inline'", "https://connect.facebook.net"]);
  }
});

test("a shop without a pixel asks nothing, offers no cookie settings and requests nothing from the pixel", async ({
  page,
  context,
  request,
}) => {
  expect((await shopData(request, SHOP_TWO)).theme.pixel_id).toBeFalsy();
  const traffic = pixelTraffic(context);
  const product = (await productsWithStock(request, SHOP_TWO, 5, 1))[0]!;
  await addFromProductPage(page, SHOP_TWO, product);
  await expect.poll(() => recorded(page)).toEqual(["ViewContent", "AddToCart"]);
  await shellSettled(page);
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
  expect(await pixelStarted(page)).toBe(false);
  expect(traffic).toEqual([]);
});
