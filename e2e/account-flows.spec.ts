import type { Page } from "@playwright/test";
import {
  addFromProductPage,
  apiLogin,
  openAuthModal,
  apiSignUp,
  freshCustomer,
  latestCode,
  productsWithStock,
  quantities,
  serverCart,
  unique,
} from "./cart-support";
import { SHOP_ONE } from "./env";
import { expect, test } from "./fixtures";

/** Verification, forgot password and reset through the auth modal, against the reference API's outbox. */

const openModal = openAuthModal;

/** Types a code into the 6 boxes (typing moves from box to box). */
async function typeCode(page: Page, dialogName: string, code: string) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await dialog.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}

test.describe("sign-up and verification", () => {
  test("sign-up, then verification with the mailed code: toast, signed in, guest cart pushed, modal closed", async ({
    page,
    request,
  }) => {
    const [product] = await productsWithStock(request, SHOP_ONE, 3, 1);
    await addFromProductPage(page, SHOP_ONE, product!, 2);

    const username = unique("e2e");
    const email = `${username}@example.com`;
    const password = "e2e-password-1";
    const login = await openModal(page);
    await login.getByRole("button", { name: "Sign up" }).click();
    const register = page.getByRole("dialog", { name: "Register" });
    await register.getByLabel("User Name").fill(username);
    await register.getByLabel("E-mail").fill(email);
    await register.getByLabel("Country code").selectOption({ index: 1 });
    await register.getByLabel("Mobile Number").fill("501234567");
    await register.getByLabel("Password", { exact: true }).fill(password);
    await register.getByLabel("Confirm Password").fill(password);
    await register.getByRole("button", { name: "Sign Up" }).click();

    const verify = page.getByRole("dialog", { name: "Email Verification" });
    await expect(verify).toBeVisible();
    const events = await page.evaluate(() =>
      (window as unknown as { __pixelEvents?: { event: string }[] }).__pixelEvents?.map((e) => e.event),
    );
    expect(events).toContain("CompleteRegistration");
    await expect(verify.getByRole("textbox", { name: /^Digit \d of 6$/ })).toHaveCount(6);
    const countdown = verify.getByTestId("verify-countdown");
    await expect(countdown).toContainText(/(10:00|09:5\d)/);
    await expect(countdown).toContainText(/09:5\d/); // it ticks

    // A wrong code: the shop's message as a toast.
    const first = await latestCode(request, SHOP_ONE, email);
    const wrong = first === "000000" ? "111111" : "000000";
    await typeCode(page, "Email Verification", wrong);
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("The code is invalid or has expired.")).toBeVisible();
    await expect(verify).toBeVisible();

    // Resend: a new code, the countdown starts again, the boxes are emptied.
    await verify.getByRole("button", { name: "Resend" }).click();
    await expect(page.getByText("A new verification code has been sent to your e-mail.").first()).toBeVisible();
    await expect(countdown).toContainText(/(10:00|09:5\d)/);
    await expect(verify.getByRole("textbox", { name: "Digit 1 of 6" })).toHaveValue("");
    await expect.poll(() => latestCode(request, SHOP_ONE, email)).not.toBe(first);
    const code = await latestCode(request, SHOP_ONE, email);

    await typeCode(page, "Email Verification", code);
    await verify.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Verification is complete successfully")).toBeVisible();
    await expect(verify).toBeHidden();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

    const token = await apiLogin(request, SHOP_ONE, email, password);
    await expect
      .poll(async () => quantities((await serverCart(request, SHOP_ONE, token)).cart))
      .toEqual({ [product!.uuid]: 2 });
  });

  test("a login that needs verification leads there; the countdown turns red at zero", async ({ page, request }) => {
    // Ten minutes of one-second ticks, each a render, take a busy 2-core machine over 20 s.
    test.slow();
    const account = await apiSignUp(request, SHOP_ONE);
    await page.clock.install();
    await page.goto("/");
    const login = await openModal(page);
    await login.getByLabel("Username or E-mail").fill(account.email);
    await login.getByLabel("Password", { exact: true }).fill(account.password);
    await login.getByRole("button", { name: "Login" }).click();

    const verify = page.getByRole("dialog", { name: "Email Verification" });
    await expect(verify.getByText(account.email)).toBeVisible();
    const countdown = verify.getByTestId("verify-countdown");
    await expect(countdown).toContainText("10:00");
    const running = await countdown.evaluate((el) => getComputedStyle(el).color);
    await page.clock.runFor(600_000);
    await expect(countdown).toContainText("00:00");
    await expect(countdown).toHaveCSS("color", "rgb(185, 28, 28)");
    expect(running).not.toBe("rgb(185, 28, 28)");

    // 422: a code that is not 6 digits gets the shop's message under the boxes.
    await typeCode(page, "Email Verification", "12");
    await verify.getByRole("button", { name: "Verify" }).click();
    const boxes = verify.getByRole("group", { name: "Verification code" });
    await expect(boxes).toHaveAttribute("aria-describedby", /.+/);
    await expect(verify.locator(`[id="${await boxes.getAttribute("aria-describedby")}"]`)).not.toBeEmpty();
  });
});

test.describe("forgot password", () => {
  test("e-mail, then the mailed code, then a new password, then back to login, which accepts it", async ({
    page,
    request,
  }) => {
    const customer = await freshCustomer(request, SHOP_ONE);
    await page.goto("/");
    const login = await openModal(page);
    await login.getByRole("button", { name: "Forgot password?" }).click();

    const forgot = page.getByRole("dialog", { name: "Forgot Password" });
    await expect(forgot).toBeVisible();
    // 422 under the field. An address without an account goes on to the code step like any other,
    // with the same neutral message: the modal never says who has an account.
    await forgot.getByRole("button", { name: "Send Code" }).click();
    await expect(forgot.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await forgot.getByLabel("E-mail").fill(`nobody-${customer.username}@example.com`);
    await forgot.getByRole("button", { name: "Send Code" }).click();
    const neutral = "If an account uses this e-mail address, we have e-mailed it a 6-digit code to reset the password.";
    await expect(page.getByText(neutral).first()).toBeVisible();
    await expect(page.getByRole("dialog", { name: "OTP Verification" })).toBeVisible();
    await page.getByRole("dialog", { name: "OTP Verification" }).getByRole("button", { name: /back/i }).click();
    await page.getByRole("dialog", { name: "Login" }).getByRole("button", { name: "Forgot password?" }).click();

    await forgot.getByLabel("E-mail").fill(customer.email);
    await forgot.getByRole("button", { name: "Send Code" }).click();
    const otp = page.getByRole("dialog", { name: "OTP Verification" });
    await expect(otp).toBeVisible();
    await expect(otp.getByText(customer.email)).toBeVisible();

    // Resend mails a new code. The first send's toast may still be up, so wait for the new mail itself.
    const sent = await latestCode(request, SHOP_ONE, customer.email);
    await otp.getByRole("button", { name: "Resend" }).click();
    await expect(page.getByText(neutral).first()).toBeVisible();
    await expect.poll(() => latestCode(request, SHOP_ONE, customer.email)).not.toBe(sent);
    const code = await latestCode(request, SHOP_ONE, customer.email);
    await typeCode(page, "OTP Verification", code);
    await otp.getByRole("button", { name: "Verify" }).click();

    const reset = page.getByRole("dialog", { name: "Reset Password" });
    await expect(reset).toBeVisible();
    const newPassword = "a-new-password-2";
    await reset.getByLabel("New Password", { exact: true }).fill(newPassword);
    await reset.getByLabel("Confirm Password").fill("something-else-3");
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expect(reset.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");

    await reset.getByLabel("Confirm Password").fill(newPassword);
    await reset.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Your password has been reset. You can now log in.")).toBeVisible();
    const back = page.getByRole("dialog", { name: "Login" });
    await expect(back).toBeVisible();

    await back.getByLabel("Username or E-mail").fill(customer.email);
    await back.getByLabel("Password", { exact: true }).fill(newPassword);
    await back.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
