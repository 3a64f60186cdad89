import { apiLogin, freshCustomer, hydrated, plantSession } from "./cart-support";
import { API_URL, DEMO_LOGIN, SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./fixtures";

/** Account takeover paths: a reset needs the code's own reset token, and logout revokes the token at the shop API. */

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test(`a password reset without a verified code's token fails, at the storefront and at the shop API (${origin})`, async ({ page, request }) => {
    await page.goto(`${origin}/`);
    const viaStorefront = await page.evaluate(async () => {
      const response = await fetch("/api/account/reset-password", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "demo@example.com", password: "taken-over-1", confirm_password: "taken-over-1" }),
      });
      return response.json();
    });
    expect(viaStorefront).toEqual({ status: false, msg: "Please verify the code we e-mailed you before choosing a new password." });
    const direct = await request.post(`${API_URL}/api/auth/e-commerce/reset-password?site_url=${encodeURIComponent(origin)}`, {
      data: { email: DEMO_LOGIN.email, password: "taken-over-1", confirm_password: "taken-over-1" },
    });
    expect((await direct.json()).status).toBe(false);
    // The demo password still works.
    expect(await apiLogin(request, origin, DEMO_LOGIN.email, DEMO_LOGIN.password)).toBeTruthy();
  });

  test(`after Logout the shop API refuses the session's token (${origin})`, async ({ page, context, request }) => {
    const customer = await freshCustomer(request, origin);
    await plantSession(context, origin, customer.token);
    await page.goto(`${origin}/`);
    const logout = page.getByRole("button", { name: "Logout" });
    await hydrated(logout);
    await logout.click();
    await expect(page.getByRole("button", { name: "login/register" })).toBeVisible();
    const me = await request.get(`${API_URL}/api/auth/user/public?site_url=${encodeURIComponent(origin)}`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(me.status()).toBe(401);
  });
}

test("a malformed percent-escape in any path answers 400, never 500", async ({ request }) => {
  for (const origin of [SHOP_ONE, SHOP_TWO]) {
    for (const path of ["/catagory/%E0%A4%A/1", "/api/orders/%E0%A4%A", "/product/%E0%A4%A", "/%E0%A4%A", "/BlogDetail/%zz", "/media/%E0%A4%A.jpg"]) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${origin}${path}`).toBe(400);
    }
  }
});

test("every kind of answer carries the security headers", async ({ request }) => {
  for (const path of ["/", "/no/such/page", "/api/countries", "/sitemap.xml", "/assets/favicon.svg"]) {
    const response = await request.get(`${SHOP_TWO}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], path).toContain("camera=()");
    expect(headers["strict-transport-security"], path).toMatch(/^max-age=\d+/);
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "script-src 'self'"]) {
      expect(csp, `${path}: ${directive}`).toContain(directive);
    }
  }
});

test("the order summary's form may post only to the shop and the bank card gateway", async ({ page, context, request }) => {
  const customer = await freshCustomer(request, SHOP_ONE);
  await plantSession(context, SHOP_ONE, customer.token);
  const response = await page.goto(`${SHOP_ONE}/order-summary`);
  expect(response?.headers()["content-security-policy"]).toContain(`form-action 'self' ${new URL(API_URL).origin}`);
});

test("login attempts on one account are limited: the modal then says how long to wait", async ({ page, request }) => {
  test.slow();
  const customer = await freshCustomer(request, SHOP_ONE);
  await page.goto(`${SHOP_ONE}/`);
  const statuses = await page.evaluate(async (email) => {
    const out: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch("/api/account/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password: `wrong-${i}` }) });
      out.push(response.status);
    }
    return out;
  }, customer.email);
  expect(new Set(statuses)).toEqual(new Set([400]));

  const button = page.getByRole("button", { name: "login/register" });
  await hydrated(button);
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Login" });
  await dialog.getByLabel("Username or E-mail").fill(customer.email);
  await dialog.getByLabel("Password", { exact: true }).fill(customer.password);
  await dialog.getByRole("button", { name: "Login" }).click();
  await expect(dialog.getByText(/Too many attempts\. Please try again in \d+ minutes\./)).toBeVisible();
});
