import type { Page, Response } from "@playwright/test";
import { newSession, sealSession, SESSION_COOKIE } from "../lib/session/cookie";
import { freshCustomer, type Customer } from "./cart-support";
import { E2E_SESSION_SECRET, SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { pageWithoutJavaScript, signInOnPage } from "./no-js-support";
import { expect, test } from "./sessions";

/**
 * The spec: "Routes marked login required send an unauthenticated user to '/'", and any 401 does too. Home
 * carries where the visitor was going as `next`: with JavaScript it opens the sign-in modal and goes there
 * after signing in; without, the header's login link leads to the sign-in page with that `next`, which
 * goes there after signing in. (A session the shop refuses: no-js-cart.spec.ts, orders.spec.ts.)
 */

const LOGIN_REQUIRED = [
  "/profile",
  "/ProductSubmission",
  "/order-summary",
  "/stripe/check-out",
  "/stripe/session-status",
  "/order-receipt",
];

/** The first GET of `path` on `origin` (a document or the router's RSC request), the way back after signing in. */
function arrivalAt(page: Page, origin: string, path: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.origin === origin && url.pathname === path && response.request().method() === "GET";
  });
}

/** The route answered the signed-in customer itself: not the signed-out redirect home. */
async function expectServedSignedIn(arrival: Response, origin: string): Promise<void> {
  const location = (await arrival.headerValue("location")) ?? "";
  expect(new URL(location || "/x", origin).pathname === "/" && location.includes("next=")).toBe(false);
  expect(arrival.status()).toBeLessThan(400);
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`signed out on ${shopName(origin)}`, () => {
    for (const path of LOGIN_REQUIRED) {
      const next = `${path}?from=e2e`;
      test(`${path} redirects home with next, before any HTML`, async ({ request }) => {
        const response = await request.get(`${origin}${next}`, { maxRedirects: 0 });
        expect(response.status()).toBe(307);
        const location = new URL(response.headers().location ?? "", `${origin}${path}`);
        expect(`${location.origin}${location.pathname}`).toBe(`${origin}/`);
        expect(location.searchParams.get("next")).toBe(next);
        expect(await response.text()).not.toContain("<html");
      });

      test(`with JavaScript, ${path} lands on home, whose sign-in modal returns there`, async ({ page, request }) => {
        const customer = await freshCustomer(request, origin);
        await page.goto(`${origin}${next}`);
        await expect(page).toHaveURL(`${origin}/?next=${encodeURIComponent(next)}`);
        const dialog = page.getByRole("dialog", { name: "Login" });
        await expect(dialog).toBeVisible();
        await dialog.getByLabel("Username or E-mail").fill(customer.email);
        await dialog.getByLabel("Password", { exact: true }).fill(customer.password);
        const arrival = arrivalAt(page, origin, path);
        await dialog.getByRole("button", { name: "Login" }).click();
        await expectServedSignedIn(await arrival, origin);
      });

      test(`without JavaScript, ${path} lands on home, whose login link signs in and returns there`, async ({
        browser,
        request,
      }) => {
        const customer = await freshCustomer(request, origin);
        const page = await pageWithoutJavaScript(browser, origin);
        await page.goto(next);
        await expect(page).toHaveURL(`${origin}/?next=${encodeURIComponent(next)}`);
        await signInFromHome(page, origin, next, customer);
        await page.context().close();
      });
    }

    test("a session cookie of the other shop lands on home, and signing in from there returns", async ({
      browser,
      request,
    }) => {
      const other = origin === SHOP_ONE ? SHOP_TWO : SHOP_ONE;
      const customer = await freshCustomer(request, origin);
      const page = await pageWithoutJavaScript(browser, origin);
      const foreign = await sealSession(newSession(customer.token, other), E2E_SESSION_SECRET);
      await page.context().addCookies([{ name: SESSION_COOKIE, value: foreign, url: origin, httpOnly: true }]);
      await page.goto("/profile");
      await expect(page).toHaveURL(`${origin}/?next=%2Fprofile`);
      await signInFromHome(page, origin, "/profile", customer);
      await page.context().close();
    });
  });
}

/** Without JavaScript, on home with `next`: the header's login link, the sign-in page with that `next`, then `next`. */
async function signInFromHome(page: Page, origin: string, next: string, customer: Customer): Promise<void> {
  await page.getByRole("link", { name: "login/register" }).click();
  await expect(page).toHaveURL(`${origin}/sign-in?next=${encodeURIComponent(next)}`);
  const arrival = arrivalAt(page, origin, new URL(next, origin).pathname);
  await signInOnPage(page, customer);
  await expectServedSignedIn(await arrival, origin);
}
