import "server-only";
import { cookies } from "next/headers";
import { z } from "zod";
import { shopAction, type ActionOutcome } from "@/lib/bff/action.server";
import { fieldErrors } from "@/lib/bff/route.server";
import { signedInCookies } from "@/lib/bff/session.server";
import { login, tokenOf } from "@/lib/shop-api/auth.server";
import type { ShopApiResult } from "@/lib/shop-api/core.server";
import { applyCookies } from "./cookie";
import { returnPath } from "./return-path";
import { VERIFY_FIRST_MESSAGE, type SignInState } from "./sign-in";

// Shape only, as the login route's body: the shop API owns the rules and answers 422 with its own messages.
const signInForm = z.object({
  email: z
    .string({ error: "Please type your e-mail." })
    .max(255, "The email may not be greater than 255 characters.")
    .default(""),
  password: z
    .string({ error: "Please type your password." })
    .max(255, "The password may not be greater than 255 characters.")
    .default(""),
  remember: z.string().optional(),
  next: z.string().optional(),
});

export type SignInInput = { email: string; password: string; persistent: boolean; next: string };

/** The posted form: the fields as typed, `remember` a checkbox (absent when unticked), `next` a path of this shop. */
export function parseSignIn(form: FormData): { ok: true; input: SignInInput } | { ok: false; state: SignInState } {
  const parsed = signInForm.safeParse(Object.fromEntries(form));
  const remember = form.get("remember") !== null;
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    const email = form.get("email");
    return {
      ok: false,
      state: {
        message: errors.email || errors.password ? null : "Please sign in with your e-mail and password.",
        errors: { email: errors.email?.[0], password: errors.password?.[0] },
        email: typeof email === "string" ? email.slice(0, 255) : "",
        remember,
      },
    };
  }
  const { email, password, next } = parsed.data;
  return { ok: true, input: { email, password, persistent: remember, next: returnPath(next) } };
}

/**
 * Signs in with the shop API and sets the session cookies on the action's answer. Only a refused
 * sign-in counts against the login limit (per address and per e-mail), as for the login route.
 */
export function signIn({ email, password, persistent }: SignInInput): Promise<ActionOutcome<null>> {
  return shopAction(
    { limit: { name: "login", account: email, failedOnly: true } },
    async ({ origin }): Promise<ShopApiResult<null>> => {
      const result = await login(origin, { email, password });
      if (!result.ok) return withMessage(result);
      if (result.data.verify) return refused(403, VERIFY_FIRST_MESSAGE);
      if (result.data.status === false)
        return refused(400, result.data.msg || "These credentials do not match our records.");
      const token = tokenOf(result);
      if (!token) return { ok: false, status: 502, reason: "malformed", body: null };
      applyCookies(await cookies(), await signedInCookies(origin, token, persistent));
      return { ...result, data: null };
    },
  );
}

function refused(status: number, msg: string): ShopApiResult<null> {
  return { ok: false, status, reason: "http", body: { status: false, msg } };
}

/** The shop answers a wrong password with 400 `{error}`: the message the form shows is `msg`. */
function withMessage<T>(result: Extract<ShopApiResult<T>, { ok: false }>): ShopApiResult<T> {
  const body = result.body;
  if (typeof body !== "object" || body === null || "msg" in body || !("error" in body)) return result;
  return typeof body.error === "string" ? { ...result, body: { ...body, msg: body.error } } : result;
}

/** The form after a refused or failed sign-in: the shop's field messages, else its sentence. */
export function refusedState(input: SignInInput, failure: Extract<ActionOutcome<null>, { ok: false }>): SignInState {
  const errors = { email: failure.errors?.email?.[0], password: failure.errors?.password?.[0] };
  const message = errors.email || errors.password ? null : failure.message;
  return { message, errors, email: input.email, remember: input.persistent };
}
