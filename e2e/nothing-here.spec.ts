import type { Page } from "@playwright/test";
import { shellSettled } from "./cart-support";
import { catalogueApi } from "./catalogue-api";
import { SHOP_ONE } from "./env";
import { expect, test } from "./sessions";

/**
 * A backend's "nothing here" (packages/shop-api/CONTRACT.md, "When the answer is status: false"). In the
 * spec-minimal run the shop API answers like a backend written from the spec alone: HTTP 200 `status: false` for a
 * page without text, a product not on sale and an unknown order, and a footer that lists every page type.
 */

const SPEC_MINIMAL = process.env.E2E_SPEC_MINIMAL === "1";

/** Every answer of 400 or more the page's requests get, and every console error, while `run` goes on. */
async function failuresDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(`console: ${message.text()}`);
  });
  await run();
  return failures;
}

test(
  "a page the footer lists without a text opens with its notice, and a page view sets off no failing request",
  { tag: "@funnel" },
  async ({ page }) => {
    const failures = await failuresDuring(page, async () => {
      await page.goto("/");
      await shellSettled(page);
      const footer = page.locator("footer");
      await footer.scrollIntoViewIfNeeded();
      // The first demo shop has no complaint page: only a spec-shaped footer lists it.
      await expect(footer.getByRole("link", { name: "Complaint", exact: true })).toHaveCount(SPEC_MINIMAL ? 1 : 0);
      // The router prefetches a footer page once the pointer is over its link: each one, to its answer.
      const pages = footer.getByRole("region", { name: "Information" }).getByRole("link");
      for (const link of await pages.all()) {
        const path = await link.getAttribute("href");
        if (path === "/") continue;
        const prefetched = page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === path && response.request().headers()["next-router-prefetch"] === "1",
        );
        await link.hover();
        await prefetched;
      }
    });
    expect(failures).toEqual([]);

    const response = await page.goto("/complaint");
    expect(response?.status()).toBe(200);
    await expect(page.getByText("The complaint has not been published yet.")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  },
);

test(
  "a product that is not on sale is the not-found page, not an error",
  { tag: "@funnel" },
  async ({ page, request }) => {
    const hidden = (await catalogueApi(request, SHOP_ONE).latest()).find((item) => item.status === 0);
    expect(hidden, "the seed's latest products hold a hidden one").toBeDefined();
    const response = await page.goto(`/product/${hidden!.uuid}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  },
);

test(
  "an order the customer does not have is the not-found page, not an error",
  { tag: "@funnel" },
  async ({ page, signIn }) => {
    await signIn(SHOP_ONE);
    const response = await page.goto("/order-summary?order_id=999999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  },
);
