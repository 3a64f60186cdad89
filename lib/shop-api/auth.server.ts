import "server-only";
import { cache } from "react";
import { z } from "zod";
import { getConfig } from "@/lib/config";
import { shopApiRequest, type ShopApiResult } from "./core.server";
import {
  signupAnswer,
  statusMessageSchema,
  tokenAnswer,
  userAnswer,
  type SignupAnswer,
  type StatusMessage,
  type TokenAnswer,
  type User,
} from "@storefront/shop-answers";

/**
 * Account calls. Login, verification and token refresh answer with a token (the `Authorization`
 * header, or `token` in the body); the caller seals it in the session, never hands it to a browser.
 */

export { tokenOf } from "@storefront/shop-answers";

/**
 * Sent on the calls whose wrong attempts the reference API counts per client address: every shopper
 * reaches it from this server's address, so the key tells it to count per account only (this server
 * limits per client address itself).
 */
const fromStorefrontServer = () => ({ "x-shop-server-key": getConfig().shopApiServerKey });

export type LoginBody = { email: string; password: string };

/** POST /api/auth/login: token answer; 422 field errors; 400 `{error}`; `{status:false, verify:true}` when unverified. */
export function login(origin: string, body: LoginBody): Promise<ShopApiResult<TokenAnswer>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/login",
    origin,
    originParam: "auth",
    body,
    schema: tokenAnswer,
    headers: fromStorefrontServer(),
  });
}

export type SignupBody = {
  username: string;
  email: string;
  /** null when none was chosen: the shop API answers 422 `errors.country_id`. */
  country_id: number | null;
  mobile_number: string;
  password: string;
  confirm_password: string;
};

/** POST /api/auth/e-commerce/signup: creates an unverified customer and mails a 6-digit code. */
export function signup(origin: string, body: SignupBody): Promise<ShopApiResult<SignupAnswer>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/signup",
    origin,
    originParam: "auth",
    body,
    schema: signupAnswer,
  });
}

/** POST /api/auth/e-commerce/verification: token answer when the code matches, `{status:false, msg}` otherwise. */
export function verify(origin: string, body: { code: string; email: string }): Promise<ShopApiResult<TokenAnswer>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/verification",
    origin,
    originParam: "auth",
    body,
    schema: tokenAnswer,
    headers: fromStorefrontServer(),
  });
}

/** POST /api/auth/e-commerce/resend-code: mails a new verification code (the spec's payload carries a code field, sent empty). */
export function resendCode(
  origin: string,
  { email, code = "" }: { email: string; code?: string },
): Promise<ShopApiResult<StatusMessage>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/resend-code",
    origin,
    originParam: "auth",
    body: { code, email },
    schema: statusMessageSchema,
  });
}

export const RESET_CODE_SENT =
  "If an account uses this e-mail address, we have e-mailed it a 6-digit code to reset the password.";

/**
 * Any answer the shop gave to a reset-code request becomes the same one: a backend that says "no such
 * account" or "too many codes" would tell anyone which addresses shop here. Field errors (422) and
 * failures pass through.
 */
const sameForEveryAddress = (result: ShopApiResult<StatusMessage>): ShopApiResult<StatusMessage> =>
  result.ok ? { ...result, data: { status: true, msg: RESET_CODE_SENT } } : result;

/** POST /api/auth/e-commerce/forget-password: mails a reset OTP if the address has an account. */
export async function forgetPassword(origin: string, body: { email: string }): Promise<ShopApiResult<StatusMessage>> {
  return sameForEveryAddress(
    await shopApiRequest({
      method: "POST",
      path: "/api/auth/e-commerce/forget-password",
      origin,
      originParam: "auth",
      body,
      schema: statusMessageSchema,
    }),
  );
}

const otpAnswer = statusMessageSchema.extend({ reset_token: z.string().max(200).optional() });

/** POST /api/auth/e-commerce/otp-verification: checks the reset OTP; answers the one-time reset token. */
export function verifyResetOtp(
  origin: string,
  body: { code: string; email: string },
): Promise<ShopApiResult<z.output<typeof otpAnswer>>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/otp-verification",
    origin,
    originParam: "auth",
    body,
    schema: otpAnswer,
    headers: fromStorefrontServer(),
  });
}

/** POST /api/auth/e-commerce/resend-reset-otp: mails a new reset OTP (a code field, sent empty, as for resend-code), answered like forgetPassword. */
export async function resendResetOtp(
  origin: string,
  { email, code = "" }: { email: string; code?: string },
): Promise<ShopApiResult<StatusMessage>> {
  return sameForEveryAddress(
    await shopApiRequest({
      method: "POST",
      path: "/api/auth/e-commerce/resend-reset-otp",
      origin,
      originParam: "auth",
      body: { code, email },
      schema: statusMessageSchema,
    }),
  );
}

/** POST /api/auth/e-commerce/reset-password: needs the reset token of an OTP verified in the last 10 minutes. */
export function resetPassword(
  origin: string,
  body: { password: string; confirm_password: string; email: string; reset_token: string },
): Promise<ShopApiResult<StatusMessage>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/e-commerce/reset-password",
    origin,
    originParam: "auth",
    body,
    schema: statusMessageSchema,
  });
}

/** GET /api/auth/user/public: the signed-in customer. */
export const getUser = cache(async function getUser(origin: string, token: string): Promise<ShopApiResult<User>> {
  const result = await shopApiRequest({
    path: "/api/auth/user/public",
    origin,
    originParam: "auth",
    token,
    schema: userAnswer,
  });
  // No user for this token is a signed-out customer: read as the contract's 401, which ends the session.
  if (!result.ok && result.reason === "refused") return { ...result, status: 401, reason: "http" };
  return result.ok ? { ...result, data: result.data.user } : result;
});

/** POST /api/auth/logout: revokes every token of the customer. */
export function revokeTokens(origin: string, token: string): Promise<ShopApiResult<StatusMessage>> {
  return shopApiRequest({
    method: "POST",
    path: "/api/auth/logout",
    origin,
    originParam: "auth",
    token,
    schema: statusMessageSchema,
    timeoutMs: 3000,
  });
}

/** GET /api/auth/token-refresh/public: a new token with a new 14-day expiry. */
export function refreshToken(origin: string, token: string): Promise<ShopApiResult<TokenAnswer>> {
  return shopApiRequest({
    path: "/api/auth/token-refresh/public",
    origin,
    originParam: "auth",
    token,
    schema: tokenAnswer,
  });
}
