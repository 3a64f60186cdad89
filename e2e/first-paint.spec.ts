import { gzipSync } from "node:zlib";
import { HTML_GZIP_BUDGET_KB } from "../bench/budget/build-budget";
import { SHOP_ONE } from "./env";
import { expect, htmlOf, test } from "./fixtures";

/** The global stylesheet's address, from the disabled link the document keeps for React. */
function stylesheetHref(html: string): string {
  const href = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]* disabled\/>/.exec(html)?.[1];
  expect(href, "the document keeps its stylesheet link, disabled").toBeDefined();
  return href!;
}

test.describe("first paint", () => {
  test("a document carries the build's stylesheet inline and no stylesheet that blocks its paint", async ({
    request,
  }) => {
    // As sent (no entity decoding): the style element's text is the stylesheet's, byte for byte.
    const html = await (await request.get(`${SHOP_ONE}/`)).text();
    const href = stylesheetHref(html);
    const css = await (await request.get(`${SHOP_ONE}${href}`)).text();
    expect(css.length).toBeGreaterThan(1000);
    expect(html).toContain(`<style>${css}</style>`);
    const blocking = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].filter(
      (m) => !/\sdisabled\b/.test(m[0]),
    );
    expect(blocking.map((m) => m[0])).toEqual([]);
    // Compressed as before: the document travels gzip-encoded.
    const encoded = await request.get(`${SHOP_ONE}/`, { headers: { "accept-encoding": "gzip" } });
    expect(encoded.headers()["content-encoding"]).toBe("gzip");
  });

  test("home, a category and a product travel within their HTML budgets (gzip, the stylesheet inlined)", async ({
    request,
  }) => {
    const home = await (await request.get(`${SHOP_ONE}/`)).text();
    // Next's built-in root 404 (inline styles, 0.37 KB gzip) rode in every page's RSC payload: app/not-found.tsx.
    expect(home).not.toContain("This page could not be found.");
    const category = /href="(\/catagory\/[^"]+)"/.exec(home)![1]!;
    const product = /href="(\/product\/[^"]+)"/.exec(home)![1]!;
    for (const [page, path] of [
      ["home", "/"],
      ["category", category],
      ["product", product],
    ] as const) {
      const document = await (await request.get(`${SHOP_ONE}${path}`)).body();
      expect(gzipSync(document).length, `${page} (${path}): gzip bytes`).toBeLessThanOrEqual(
        HTML_GZIP_BUDGET_KB[page] * 1024,
      );
    }
  });

  test("RSC answers name the stylesheet but never carry its text", async ({ request }) => {
    const html = await htmlOf(await request.get(`${SHOP_ONE}/`));
    const href = stylesheetHref(html);
    const css = await (await request.get(`${SHOP_ONE}${href}`)).text();
    const category = /href="(\/catagory\/[^"]+)"/.exec(html)![1]!;
    for (const answer of [
      await request.get(`${SHOP_ONE}${category}`, { headers: { rsc: "1" } }),
      await request.get(`${SHOP_ONE}${category}?_rsc=abc12`, { headers: { rsc: "1", "next-router-prefetch": "1" } }),
    ]) {
      expect(answer.status()).toBe(200);
      const body = await answer.text();
      expect(body).not.toContain(css.slice(0, 200));
      expect(body).not.toContain("<style>");
    }
  });

  test("the page is styled without fetching the stylesheet, on load and after a client-side navigation", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "stylesheet") stylesheets.push(r.url());
    });
    await page.goto(`${SHOP_ONE}/`);
    const href = (await page.locator('link[rel="stylesheet"][disabled]').getAttribute("href"))!;
    expect(href).toMatch(/^\/_next\/static\/.+\.css$/);
    const styled = () =>
      page.evaluate(() => getComputedStyle(document.querySelector("h1.visually-hidden, .visually-hidden")!).position);
    expect(await styled()).toBe("absolute");
    const heading = page.getByRole("heading", { name: "Our Products" });
    await expect(heading).toBeVisible();

    const link = page.locator('a[href^="/catagory/"]').first();
    const navigation = page.waitForResponse(
      (r) => r.url().includes("/catagory/") && r.request().headers()["rsc"] === "1",
    );
    await link.evaluate((a: HTMLAnchorElement) => a.click());
    await navigation;
    await page.waitForURL(/\/catagory\//);
    await expect(page.locator("#listing-results")).toBeVisible();
    expect(await styled()).toBe("absolute");
    expect(stylesheets.filter((url) => url.endsWith(href))).toEqual([]);
  });
});
