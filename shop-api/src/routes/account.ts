import type { Context, Hono } from "hono";
import { checkCode, confirmResetCode, issueCode, markUsed, mayIssueCode, resetCodeOfToken, type CodeCheck, type CodePurpose } from "../account/codes";
import { sendMail } from "../account/mailer";
import { hashPassword, verifyPassword } from "../account/passwords";
import { codeSchema, emailSchema, loginSchema, resendSchema, resetPasswordSchema, signupSchema } from "../account/schemas";
import { respondWithToken } from "../account/token-answer";
import { CUSTOMER_COLUMNS, findCustomerByEmail, findCustomerByLogin, toUser } from "../account/users";
import { isUniqueViolation } from "../db/errors";
import type { Deps } from "../deps";
import { readJsonObject } from "../http/body";
import type { AppEnv, Customer, Shop } from "../http/env";
import { HttpError, unprocessable, type FieldErrors } from "../http/errors";
import { resolveShop } from "../http/tenant";
import { fieldErrors, validate } from "../http/validate";

/** Login, sign-up, verification, password reset, current user and token refresh (CONTRACT.md "Account"). */

export const BAD_CREDENTIALS = "These credentials do not match our records.";
export const VERIFIED_MSG = "Verification is complete successfully";
const INVALID_CODE = "The code is invalid or has expired.";
export const CODE_LOCKED = "Too many wrong codes. Please wait 15 minutes, then ask for a new code.";
export const TOO_MANY_CODES = "Too many codes were requested for this account. Please wait a few minutes and try again.";
export const RESET_NOT_VERIFIED = "Please verify the code we e-mailed you before choosing a new password.";

const codeRefusal = (check: CodeCheck | null) => ({ status: false, msg: check && !check.ok && check.locked ? CODE_LOCKED : INVALID_CODE });

/** Compared against when no account matches, so that a wrong e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

/** Issues and mails a code unless the account has asked for too many; false then. */
function sendCode(deps: Deps, shop: Shop, customer: { id: number; email: string }, purpose: CodePurpose): boolean {
  if (!mayIssueCode(deps.db, customer.id, purpose, deps.now())) return false;
  const code = issueCode(deps.db, deps.tokenSecret, customer.id, purpose, deps.now());
  const subject = purpose === "verify" ? `${shop.company_name}: your verification code` : `${shop.company_name}: your password reset code`;
  const body =
    purpose === "verify"
      ? `Welcome to ${shop.company_name}! Your verification code is ${code}. It is valid for 10 minutes.`
      : `Someone asked to reset the password of your ${shop.company_name} account. Your code is ${code}. It is valid for 10 minutes. If it was not you, ignore this mail.`;
  sendMail(deps, shop.id, { to: customer.email, subject, body, code });
  return true;
}

const reload = (deps: Deps, id: number) =>
  deps.db.prepare(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`).get(id) as Customer;

export function registerAccountRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const shopOf = (c: Context<AppEnv>) => resolveShop(c);

  app.post("/api/auth/login", async (c) => {
    const shop = shopOf(c);
    const body = validate(loginSchema, await readJsonObject(c));
    const customer = findCustomerByLogin(db, shop.id, body.email);
    const ok = customer
      ? await verifyPassword(body.password, customer.password_hash)
      : await verifyPassword(body.password, await (dummyHash ??= hashPassword("not-a-real-password", deps.passwordCost)));
    if (!customer || !ok) throw new HttpError(400, { error: BAD_CREDENTIALS });
    if (customer.verified_at === null) {
      sendCode(deps, shop, customer, "verify");
      return c.json({ status: false, verify: true, msg: "Please verify your e-mail address first: we have sent you a new code." });
    }
    return respondWithToken(c, reload(deps, customer.id)); // reloaded: never carry the hash further
  });

  app.post("/api/auth/e-commerce/signup", async (c) => {
    const shop = shopOf(c);
    const raw = await readJsonObject(c);
    const parsed = signupSchema.safeParse(raw);
    const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
    // Uniqueness and country existence are checked on whatever parsed, so one answer lists every problem.
    const email = typeof raw.email === "string" ? raw.email.trim().toLowerCase() : "";
    const username = typeof raw.username === "string" ? raw.username.trim() : "";
    if (email && !errors.email && findCustomerByEmail(db, shop.id, email)) errors.email = ["The email has already been taken."];
    if (username && !errors.username && db.prepare("SELECT 1 FROM customers WHERE shop_id = ? AND username = ?").get(shop.id, username)) {
      errors.username = ["The username has already been taken."];
    }
    const country = parsed.success
      ? (db.prepare("SELECT id, phonecode FROM countries WHERE id = ?").get(parsed.data.country_id) as { id: number; phonecode: string } | undefined)
      : undefined;
    if (parsed.success && !country) errors.country_id = ["The selected country id is invalid."];
    if (!parsed.success || !country || Object.keys(errors).length > 0) throw unprocessable(errors);

    const data = parsed.data;
    const passwordHash = await hashPassword(data.password, deps.passwordCost);
    const now = deps.now();
    let customerId: number;
    try {
      customerId = Number(
        db
          .prepare(`INSERT INTO customers (shop_id, name, username, email, password_hash, country_id, phone_code, mobile, created_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
          .run(shop.id, data.username, data.username, data.email, passwordHash, country.id, country.phonecode, data.mobile_number, now.toISOString())
          .lastInsertRowid,
      );
    } catch (err) {
      // Two sign-ups racing for the same e-mail or user name: the UNIQUE constraints decide.
      if (isUniqueViolation(err)) throw unprocessable({ email: ["The email has already been taken."] });
      throw err;
    }
    sendCode(deps, shop, { id: customerId, email: data.email }, "verify");
    return c.json({ status: true, msg: "Registered successfully. We have e-mailed you a 6-digit verification code.", email: data.email });
  });

  app.post("/api/auth/e-commerce/verification", async (c) => {
    const shop = shopOf(c);
    const body = validate(codeSchema, await readJsonObject(c));
    const customer = findCustomerByEmail(db, shop.id, body.email);
    const match = customer ? checkCode(db, deps.tokenSecret, customer.id, "verify", body.code, deps.now()) : null;
    if (!customer || !match?.ok) return c.json(codeRefusal(match));
    db.transaction(() => {
      markUsed(db, match.id, deps.now());
      db.prepare("UPDATE customers SET verified_at = COALESCE(verified_at, ?) WHERE id = ?").run(deps.now().toISOString(), customer.id);
    })();
    return respondWithToken(c, reload(deps, customer.id), { msg: VERIFIED_MSG });
  });

  app.post("/api/auth/e-commerce/resend-code", async (c) => {
    const shop = shopOf(c);
    const body = validate(resendSchema, await readJsonObject(c));
    const customer = findCustomerByEmail(db, shop.id, body.email);
    if (!customer || customer.verified_at !== null) return c.json({ status: false, msg: "There is no account waiting for verification with this e-mail." });
    if (!sendCode(deps, shop, customer, "verify")) return c.json({ status: false, msg: TOO_MANY_CODES });
    const msg = "A new verification code has been sent to your e-mail.";
    return c.json({ status: true, done: msg, msg });
  });

  const startReset = async (c: Context<AppEnv>) => {
    const shop = shopOf(c);
    const body = validate(c.req.path.endsWith("resend-reset-otp") ? resendSchema : emailSchema, await readJsonObject(c));
    const customer = findCustomerByEmail(db, shop.id, body.email);
    if (!customer) return c.json({ status: false, msg: "We can't find an account with that e-mail address." });
    if (!sendCode(deps, shop, customer, "reset")) return c.json({ status: false, msg: TOO_MANY_CODES });
    return c.json({ status: true, msg: "We have e-mailed you a 6-digit code to reset your password." });
  };
  app.post("/api/auth/e-commerce/forget-password", startReset);
  app.post("/api/auth/e-commerce/resend-reset-otp", startReset);

  app.post("/api/auth/e-commerce/otp-verification", async (c) => {
    const shop = shopOf(c);
    const body = validate(codeSchema, await readJsonObject(c));
    const customer = findCustomerByEmail(db, shop.id, body.email);
    const match = customer ? checkCode(db, deps.tokenSecret, customer.id, "reset", body.code, deps.now()) : null;
    if (!customer || !match?.ok) return c.json(codeRefusal(match));
    const resetToken = confirmResetCode(db, match.id, deps.now());
    return c.json({ status: true, msg: "Code verified. You can now choose a new password.", reset_token: resetToken });
  });

  app.post("/api/auth/e-commerce/reset-password", async (c) => {
    const shop = shopOf(c);
    const body = validate(resetPasswordSchema, await readJsonObject(c));
    const customer = findCustomerByEmail(db, shop.id, body.email);
    const code = customer && body.reset_token ? resetCodeOfToken(db, customer.id, body.reset_token, deps.now()) : undefined;
    if (!customer || !code) return c.json({ status: false, msg: RESET_NOT_VERIFIED });
    const hash = await hashPassword(body.password, deps.passwordCost);
    db.transaction(() => {
      markUsed(db, code.id, deps.now());
      // The code came by e-mail, so the address is proven: an unverified account becomes verified.
      // Every token issued before is revoked: whoever held the old password is signed out.
      db.prepare("UPDATE customers SET password_hash = ?, verified_at = COALESCE(verified_at, ?), token_version = token_version + 1 WHERE id = ?").run(
        hash,
        deps.now().toISOString(),
        customer.id,
      );
    })();
    return c.json({ status: true, msg: "Your password has been reset. You can now log in." });
  });

  app.get("/api/auth/user/public", (c) => c.json({ status: true, user: toUser(db, c.get("customer")) }));
  app.get("/api/auth/token-refresh/public", (c) => respondWithToken(c, c.get("customer")));

  // Revokes every token of the customer (this one included), on every device.
  app.post("/api/auth/logout", (c) => {
    db.prepare("UPDATE customers SET token_version = token_version + 1 WHERE id = ?").run(c.get("customer").id);
    return c.json({ status: true, msg: "Logged out" });
  });
}
