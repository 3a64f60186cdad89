"use server";

import { redirect } from "next/navigation";
import { parseSignIn, refusedState, signIn } from "@/lib/session/sign-in.server";
import type { SignInState } from "@/lib/session/sign-in";

/** The sign-in page's form (with or without JavaScript): the session cookies, then back to `next`. */
export async function signInWithPassword(_previous: SignInState, form: FormData): Promise<SignInState> {
  const parsed = parseSignIn(form);
  if (!parsed.ok) return parsed.state;
  const outcome = await signIn(parsed.input);
  if (!outcome.ok) return refusedState(parsed.input, outcome);
  redirect(parsed.input.next);
}
