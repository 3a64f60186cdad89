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
