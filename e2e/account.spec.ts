import type { BrowserContext, Page } from "@playwright/test";
import { newSession, sealSession, SESSION_COOKIE, SIGNED_IN_COOKIE } from "../lib/session/cookie";
import { freshCustomer } from "./cart-support";
import { chunkFetched, holdChunk, tabTo } from "./chunks";
import { API_URL, DEMO_LOGIN, E2E_SESSION_SECRET, SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";

async function openLogin(page: Page) {
  await page.goto("/");
  await page.getByRole("link", { name: "login/register" }).click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(SHOP_ONE)).find((c) => c.name === SESSION_COOKIE);
}

/** Signs a session for the test shop the way the storefront does, with any token. */
async function plantSession(context: BrowserContext, token: string, refreshedAgoMs = 0) {
  const data = { ...newSession(token, SHOP_ONE), refreshedAt: Date.now() - refreshedAgoMs };
  const value = await sealSession(data, E2E_SESSION_SECRET);
  await context.addCookies([
    { name: SESSION_COOKIE, value, url: SHOP_ONE, httpOnly: true, sameSite: "Lax" },
    { name: SIGNED_IN_COOKIE, value: "1", url: SHOP_ONE, sameSite: "Lax" },
  ]);
}

test.describe("auth modal", () => {
  test("opens as a labelled dialog, traps focus, closes on Escape and gives focus back", async ({ page }) => {
    const dialog = await openLogin(page);
    await expect(dialog.getByText("Register / Sign in")).toBeVisible();
    await expect(dialog.getByText("Your Information is Protected")).toBeVisible();
    await expect(dialog.getByLabel("Username or E-mail")).toBeFocused();

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "login/register" })).toBeFocused();
  });

  test("login errors: 422 under the fields, 400 above the form; show/hide password", async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(dialog.getByText("The email field is required.")).toBeVisible();
    await expect(dialog.getByText("The password field is required.")).toBeVisible();
    await expect(dialog.getByLabel("Username or E-mail")).toHaveAttribute("aria-invalid", "true");

    await dialog.getByLabel("Username or E-mail").fill(DEMO_LOGIN.email);
    const password = dialog.getByLabel("Password", { exact: true });
    await password.fill("not-the-password");
    await expect(password).toHaveAttribute("type", "password");
    await dialog.getByRole("button", { name: /Show/ }).click();
    await expect(password).toHaveAttribute("type", "text");
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("These credentials do not match our records.");
    await expect(dialog.getByText("The email field is required.")).toBeHidden();
  });

  test("register shows the shop's errors under each field and offers country codes", async ({ page }) => {
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    const register = page.getByRole("dialog", { name: "Register" });
    await expect(register).toBeVisible();
    const codes = register.getByLabel("Country code");
    await expect(codes.locator("option").nth(1)).toHaveText(/^\+\d+/);
    await expect(register.getByLabel("Mobile Number")).toHaveAttribute("type", "number");
    await expect(register.getByLabel("E-mail")).toHaveAttribute("type", "email");

    await register.getByRole("button", { name: "Sign Up" }).click();
    for (const message of [
      "The username field is required.",
      "The email field is required.",
      "The country id field is required.",
      "The mobile number field is required.",
      "The password field is required.",
      "The confirm password field is required.",
    ]) {
      await expect(register.getByText(message)).toBeVisible();
    }

    await register.getByLabel("E-mail").fill(DEMO_LOGIN.email);
    await register.getByRole("button", { name: "Sign Up" }).click();
    await expect(register.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(
      register.locator("#" + (await register.getByLabel("E-mail").getAttribute("aria-describedby"))),
    ).toContainText(/taken/i);

    await register.getByRole("button", { name: "Back to login" }).click();
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
  });

  test("a successful sign-up fires CompleteRegistration and moves to verification with the e-mail", async ({
    page,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    const dialog = await openLogin(page);
    await dialog.getByRole("button", { name: "Sign up" }).click();
    const register = page.getByRole("dialog", { name: "Register" });
    await register.getByLabel("User Name").fill(`e2e${Date.now()}`);
    await register.getByLabel("E-mail").fill(email);
    await register.getByLabel("Country code").selectOption({ index: 1 });
    await register.getByLabel("Mobile Number").fill("501234567");
    await register.getByLabel("Password", { exact: true }).fill("e2e-password-1");
    await register.getByLabel("Confirm Password").fill("e2e-password-1");
    await register.getByRole("button", { name: "Sign Up" }).click();

    const verify = page.getByRole("dialog", { name: "Email Verification" });
    await expect(verify).toBeVisible();
    await expect(verify.getByText(email)).toBeVisible();
    const events = await page.evaluate(() =>
      (window as unknown as { __pixelEvents?: { event: string }[] }).__pixelEvents?.map((e) => e.event),
    );
    expect(events).toContain("CompleteRegistration");
  });
});

/** The sign-in dialog is a chunk of its own: its code holds the dialog's heading, which no other chunk does. */
const isAuthModalChunk = (code: string) => code.includes("Your Information is Protected");

const tabToLogin = (page: Page) => tabTo(page, page.getByRole("banner").getByRole("link", { name: "login/register" }));

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`the sign-in dialog's first press on ${shopName(origin)}`, () => {
    test("its code is fetched once the page is idle: with the network then cut, Enter on login/register opens it", async ({
      page,
    }) => {
      await page.goto(`${origin}/contact-us`, { waitUntil: "commit" });
      // No pointer and no focus on the link: only the idle fetch can ask for the dialog's chunk.
      await chunkFetched(page, isAuthModalChunk);
      await page.context().setOffline(true);
      await tabToLogin(page);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Login" });
      await expect(dialog.getByLabel("Username or E-mail")).toBeFocused();
      await expect(page).toHaveURL(`${origin}/contact-us`);
      await page.context().setOffline(false);
    });

    test("a press made while its code is still loading is kept: the dialog opens when it arrives", async ({ page }) => {
      const chunk = await holdChunk(page, isAuthModalChunk);
      await page.goto(`${origin}/contact-us`);
      const login = await tabToLogin(page);
      await expect.poll(chunk.held).toBe(true);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Login" });
      await expect(dialog).toHaveCount(0);
      chunk.release();
      await expect(dialog.getByLabel("Username or E-mail")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(login).toBeFocused();
    });
  });
}

test.describe("session", () => {
  test(
    "login and logout; the token is never readable by page scripts",
    { tag: "@funnel" },
    async ({ page, context, request }) => {
      // A customer of its own: logout revokes every token the customer holds, and other tests hold the demo customer's.
      const customer = await freshCustomer(request, SHOP_ONE);
      const dialog = await openLogin(page);
      await dialog.getByLabel("Username or E-mail").fill(customer.email);
      await dialog.getByLabel("Password", { exact: true }).fill(customer.password);
      await dialog.getByRole("button", { name: "Login" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(page.getByRole("link", { name: "My profile" })).toBeVisible();

      const cookie = await sessionCookie(context);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
      expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 13 * 24 * 3600);
      const visible = await page.evaluate(() => document.cookie);
      expect(visible).not.toContain(SESSION_COOKIE);
      expect(visible).not.toMatch(/eyJ/); // no JWT-looking value
      const html = await page.content();
      expect(html).not.toMatch(/eyJ[\w-]+\.eyJ/);
      expect(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage))).not.toMatch(
        /eyJ/,
      );

      const profile = await page.goto("/profile");
      expect(profile?.status()).toBe(200);
      await expect(page).toHaveURL(/\/profile$/);

      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(`${SHOP_ONE}/`);
      await expect(page.getByRole("link", { name: "login/register" })).toBeVisible();
      expect(await sessionCookie(context)).toBeUndefined();
      await page.goto("/profile");
      await expect(page).toHaveURL(`${SHOP_ONE}/?next=%2Fprofile`);
    },
  );

  test("remember-me off gives a cookie that ends with the browser session", async ({ page, context }) => {
    const dialog = await openLogin(page);
    await dialog.getByLabel("Username or E-mail").fill(DEMO_LOGIN.email);
    await dialog.getByLabel("Password", { exact: true }).fill(DEMO_LOGIN.password);
    await dialog.getByLabel("Remember me").uncheck();
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
    expect((await sessionCookie(context))?.expires).toBe(-1);
  });

  test("a session sealed for the other shop is ignored", async ({ context, request }) => {
    const data = newSession("any-token", SHOP_TWO);
    const value = await sealSession(data, E2E_SESSION_SECRET);
    const response = await request.get("/profile", {
      maxRedirects: 0,
      headers: { cookie: `${SESSION_COOKIE}=${value}` },
    });
    expect(response.status()).toBe(307);
    void context;
  });

  test("an upstream 401 ends the session", async ({ page, context }) => {
    // An honest dead session: sealed exactly as the storefront would, but holding a token the
    // shop API rejects (its signature does not verify), so the shop answers 401.
    await plantSession(context, "not-a-valid-token");
    expect(await sessionCookie(context)).toBeDefined();

    const answer = await context.request.get(`${SHOP_ONE}/api/account/me`);
    expect(answer.status()).toBe(401);
    expect(await sessionCookie(context)).toBeUndefined();
    expect((await context.cookies(SHOP_ONE)).find((c) => c.name === SIGNED_IN_COOKIE)).toBeUndefined();

    await page.goto("/");
    await expect(page.getByRole("link", { name: "login/register" })).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(`${SHOP_ONE}/?next=%2Fprofile`);
  });

  test("in the browser, a 401 from an authenticated call signs out and returns home", async ({ page, context }) => {
    await plantSession(context, "not-a-valid-token");
    // A signed-in page load makes authenticated calls (the server cart); the first 401 ends it all.
    await page.goto("/shopping-cart");
    await expect(page).toHaveURL(`${SHOP_ONE}/?next=%2Fshopping-cart`);
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
    expect(await sessionCookie(context)).toBeUndefined();
    // Signing in there goes back to the page the 401 came from.
    const dialog = page.getByRole("dialog", { name: "Login" });
    await dialog.getByLabel("Username or E-mail").fill(DEMO_LOGIN.email);
    await dialog.getByLabel("Password", { exact: true }).fill(DEMO_LOGIN.password);
    await dialog.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(`${SHOP_ONE}/shopping-cart`);
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("a session older than 30 minutes is refreshed on its next authenticated call", async ({
    page,
    context,
    request,
  }) => {
    const login = await request.post(`${API_URL}/api/auth/login?type=public&url=${encodeURIComponent(SHOP_ONE)}`, {
      data: DEMO_LOGIN,
    });
    const token = (await login.json()).token as string;
    await plantSession(context, token, 31 * 60 * 1000);
    const before = (await sessionCookie(context))!.value;

    await page.goto("/");
    const answer = await page.evaluate(async () => {
      const response = await fetch("/api/account/me");
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(DEMO_LOGIN.email);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    expect((await sessionCookie(context))!.value).not.toBe(before);
  });

  test("route handlers refuse a cross-site POST", async ({ request }) => {
    const response = await request.post("/api/account/login", {
      data: DEMO_LOGIN,
      headers: { origin: "http://evil.example" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

test.describe("newsletter", () => {
  test("states: Processing, server error under the field in red, success text", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter" });
    const button = form.getByRole("button", { name: "Subscribe" });

    await button.click();
    const error = form.getByText("The email field is required.");
    await expect(error).toBeVisible();
    await expect(error).toHaveCSS("color", "rgb(185, 28, 28)");

    const email = `news-${Date.now()}@example.com`;
    await form.getByLabel("Subscribe to our newsletter").fill(email);
    // The request is held until the sending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The form posts to its Server Action, at the page's own address.
    await page.route(`${new URL(page.url()).origin}/`, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await button.click();
    await expect(form.getByRole("button", { name: "Processing ..." })).toBeDisabled();
    release();
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
    await expect(error).toBeHidden();
    await expect(form.locator("p").last()).not.toBeEmpty();
    await expect(form.getByLabel("Subscribe to our newsletter")).toHaveValue("");

    await form.getByLabel("Subscribe to our newsletter").fill(email);
    await button.click();
    await expect(form.locator('[aria-invalid="true"]')).toBeVisible();
    await expect(form.getByLabel("Subscribe to our newsletter")).toHaveValue(email);
  });
});
