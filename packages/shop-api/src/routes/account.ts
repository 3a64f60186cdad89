import { Hono, type Context } from "hono";
import { shopCodeCheck, type Check } from "../account/attempts";
import { attemptChecks, refuseIfSpent } from "../http/attempt-limits";
import {
  checkCode,
  confirmResetCode,
  markUsed,
  resetCodeOfToken,
  sendCode,
  type CodeCheck,
  type CodePurpose,
} from "../account/codes";
import { findCountry } from "../account/countries";
import {
  findCustomerByEmail,
  findCustomerByLogin,
  insertCustomer,
  isUsernameTaken,
  markCustomerVerified,
  reloadCustomer,
  resetCustomerPassword,
  revokeCustomerTokens,
  toUser,
} from "../account/customers";
import { hashPassword, verifyPassword } from "../account/passwords";
import {
  codeSchema,
  emailSchema,
  loginSchema,
  resendSchema,
  resetPasswordSchema,
  signupSchema,
} from "../account/schemas";
import { isUniqueViolation } from "../db/errors";
import { readJsonObject } from "../http/body";
import type { AppEnv } from "../http/env";
import { HttpError, notFound, unprocessable, type FieldErrors } from "../http/errors";
import { resolveShop } from "../http/tenant";
import { respondWithToken } from "../http/token-answer";
import { fieldErrors, validate } from "../http/validate";

/** Login, sign-up, verification, password reset, current user and token refresh (CONTRACT.md "Account"). */

export const BAD_CREDENTIALS = "These credentials do not match our records.";
export const VERIFIED_MSG = "Verification is complete successfully";
const INVALID_CODE = "The code is invalid or has expired.";
export const CODE_LOCKED = "Too many wrong codes. Please wait 15 minutes, then ask for a new code.";
export const TOO_MANY_CODES =
  "Too many codes were requested for this account. Please wait a few minutes and try again.";
const RESET_CODE_SENT =
  "If an account uses this e-mail address, we have e-mailed it a 6-digit code to reset the password.";
export const RESET_NOT_VERIFIED = "Please verify the code we e-mailed you before choosing a new password.";

const codeRefusal = (check: CodeCheck | null) => ({
  status: false,
  msg: check && !check.ok && check.locked ? CODE_LOCKED : INVALID_CODE,
});

/**
 * checkCode behind the attempt budgets: per account and address, per address, and per shop, where
 * only guesses at a real account count (they are the ones that could take one over).
 */
function guardedCodeCheck(
  c: Context<AppEnv>,
  customer: { id: number } | undefined,
  body: { email: string; code: string },
  purpose: CodePurpose,
): CodeCheck | null {
  const deps = c.var.deps;
  const shopId = resolveShop(c).id;
  const { perAccount, perAddress } = attemptChecks(c, "code", shopId, body.email);
  const checks: Check[] = perAddress ? [perAccount, perAddress] : [perAccount];
  refuseIfSpent(c, [...checks, shopCodeCheck(shopId)]);
  const match = customer ? checkCode(deps.db, deps.tokenSecret, customer.id, purpose, body.code, deps.now()) : null;
  if (match?.ok) {
    deps.attempts.clear([perAccount]);
    return match;
  }
  deps.attempts.fail(customer ? [...checks, shopCodeCheck(shopId)] : checks, deps.now());
  return match;
}

/** Compared against when no account matches, so that a wrong e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;

export const account = new Hono<AppEnv>();

account.post("/api/auth/login", async (c) => {
  const deps = c.var.deps;
  const shop = resolveShop(c);
  const body = validate(loginSchema, await readJsonObject(c));
  const customer = findCustomerByLogin(deps.db, shop.id, body.email);
  // By account rather than by what was typed: its user name and its e-mail share one budget.
  const { perAccount, perAddress } = attemptChecks(c, "login", shop.id, customer ? `#${customer.id}` : body.email);
  const checks = perAddress ? [perAccount, perAddress] : [perAccount];
  refuseIfSpent(c, checks);
  const ok = customer
    ? await verifyPassword(body.password, customer.password_hash)
    : await verifyPassword(body.password, await (dummyHash ??= hashPassword("not-a-real-password", deps.passwordCost)));
  if (!customer || !ok) {
    deps.attempts.fail(checks, deps.now());
    throw new HttpError(400, { error: BAD_CREDENTIALS });
  }
  deps.attempts.clear([perAccount]);
  if (customer.verified_at === null) {
    sendCode(deps, shop, customer, "verify");
    return c.json({
      status: false,
      verify: true,
      msg: "Please verify your e-mail address first: we have sent you a new code.",
    });
  }
  return respondWithToken(c, reloadCustomer(deps.db, customer.id));
});

account.post("/api/auth/e-commerce/signup", async (c) => {
  const deps = c.var.deps;
  const { db } = deps;
  const shop = resolveShop(c);
  const raw = await readJsonObject(c);
  const parsed = signupSchema.safeParse(raw);
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  // Uniqueness and country existence are checked on whatever parsed, so one answer lists every problem.
  const email = typeof raw.email === "string" ? raw.email.trim().toLowerCase() : "";
  const username = typeof raw.username === "string" ? raw.username.trim() : "";
  if (email && !errors.email && findCustomerByEmail(db, shop.id, email))
    errors.email = ["The email has already been taken."];
  if (username && !errors.username && isUsernameTaken(db, shop.id, username))
    errors.username = ["The username has already been taken."];
  const country = parsed.success ? findCountry(db, parsed.data.country_id) : undefined;
  if (parsed.success && !country) errors.country_id = ["The selected country id is invalid."];
  if (!parsed.success || !country || Object.keys(errors).length > 0) throw unprocessable(errors);

  const data = parsed.data;
  const passwordHash = await hashPassword(data.password, deps.passwordCost);
  let customerId: number;
  try {
    customerId = insertCustomer(
      db,
      shop.id,
      {
        username: data.username,
        email: data.email,
        passwordHash,
        countryId: country.id,
        phoneCode: country.phonecode,
        mobile: data.mobile_number,
      },
      deps.now(),
    );
  } catch (err) {
    // Two sign-ups racing for the same e-mail or user name: the UNIQUE constraints decide.
    if (isUniqueViolation(err)) throw unprocessable({ email: ["The email has already been taken."] });
    throw err;
  }
  sendCode(deps, shop, { id: customerId, email: data.email }, "verify");
  return c.json({
    status: true,
    msg: "Registered successfully. We have e-mailed you a 6-digit verification code.",
    email: data.email,
  });
});

account.post("/api/auth/e-commerce/verification", async (c) => {
  const deps = c.var.deps;
  const { db } = deps;
  const shop = resolveShop(c);
  const body = validate(codeSchema, await readJsonObject(c));
  const customer = findCustomerByEmail(db, shop.id, body.email);
  const match = guardedCodeCheck(c, customer, body, "verify");
  if (!customer || !match?.ok) return c.json(codeRefusal(match));
  db.transaction(() => {
    markUsed(db, match.id, deps.now());
    markCustomerVerified(db, customer.id, deps.now());
  })();
  return respondWithToken(c, reloadCustomer(db, customer.id), { msg: VERIFIED_MSG });
});

account.post("/api/auth/e-commerce/resend-code", async (c) => {
  const deps = c.var.deps;
  const shop = resolveShop(c);
  const body = validate(resendSchema, await readJsonObject(c));
  const customer = findCustomerByEmail(deps.db, shop.id, body.email);
  if (!customer || customer.verified_at !== null)
    return c.json({ status: false, msg: "There is no account waiting for verification with this e-mail." });
  if (!sendCode(deps, shop, customer, "verify")) return c.json({ status: false, msg: TOO_MANY_CODES });
  const msg = "A new verification code has been sent to your e-mail.";
  return c.json({ status: true, done: msg, msg });
});

const startReset = async (c: Context<AppEnv>) => {
  const deps = c.var.deps;
  const shop = resolveShop(c);
  const body = validate(c.req.path.endsWith("resend-reset-otp") ? resendSchema : emailSchema, await readJsonObject(c));
  const customer = findCustomerByEmail(deps.db, shop.id, body.email);
  // The same answer whether the address has an account, and whether a code went out: either would
  // tell anyone which addresses shop here.
  if (customer) sendCode(deps, shop, customer, "reset");
  return c.json({ status: true, msg: RESET_CODE_SENT });
};
account.post("/api/auth/e-commerce/forget-password", startReset);
account.post("/api/auth/e-commerce/resend-reset-otp", startReset);

account.post("/api/auth/e-commerce/otp-verification", async (c) => {
  const deps = c.var.deps;
  const shop = resolveShop(c);
  const body = validate(codeSchema, await readJsonObject(c));
  const customer = findCustomerByEmail(deps.db, shop.id, body.email);
  const match = guardedCodeCheck(c, customer, body, "reset");
  if (!customer || !match?.ok) return c.json(codeRefusal(match));
  const resetToken = confirmResetCode(deps.db, match.id, deps.now());
  return c.json({ status: true, msg: "Code verified. You can now choose a new password.", reset_token: resetToken });
});

account.post("/api/auth/e-commerce/reset-password", async (c) => {
  const deps = c.var.deps;
  const { db } = deps;
  const shop = resolveShop(c);
  const body = validate(resetPasswordSchema, await readJsonObject(c));
  const customer = findCustomerByEmail(db, shop.id, body.email);
  const code =
    customer && body.reset_token ? resetCodeOfToken(db, customer.id, body.reset_token, deps.now()) : undefined;
  if (!customer || !code) return c.json({ status: false, msg: RESET_NOT_VERIFIED });
  const hash = await hashPassword(body.password, deps.passwordCost);
  db.transaction(() => {
    markUsed(db, code.id, deps.now());
    resetCustomerPassword(db, customer.id, hash, deps.now());
  })();
  return c.json({ status: true, msg: "Your password has been reset. You can now log in." });
});

account.get("/api/auth/user/public", (c) => c.json({ status: true, user: toUser(c.var.deps.db, c.var.customer) }));
account.get("/api/auth/token-refresh/public", (c) => respondWithToken(c, c.var.customer));

// The spec's client signs out with no server call: the spec-minimal profile has no such call.
account.post("/api/auth/logout", (c) => {
  if (c.var.deps.specMinimal) throw notFound("Not found");
  revokeCustomerTokens(c.var.deps.db, c.var.customer.id);
  return c.json({ status: true, msg: "Logged out" });
});
