import "server-only";
import { redirect } from "next/navigation";
import { isLoginRequired } from "@/lib/routing";
import { getUser } from "@/lib/shop-api/auth.server";
import { pageCustomer } from "./page-customer.server";
import { pagePath, signInHref } from "./return-path";

const ACCOUNT = "/profile";

/**
 * A private page without a session, or whose session the shop refused (401): to the sign-in page,
 * which brings the customer back to this page, with the query it is drawn from, once signed in.
 * A page cannot clear the refused session's cookies: the sign-in page asks the shop before trusting
 * them, and signing in again replaces them.
 */
export function signInAgain(pathname: string, query?: Record<string, string | string[] | undefined>): never {
  redirect(signInHref(pagePath(pathname, query)));
}

/**
 * Whether the visitor holds a session of this shop that the shop still accepts. Only a visitor with a
 * session cookie costs a call to the shop; a refused one is signed out as far as the sign-in page goes.
 */
export async function hasLiveSession(origin: string): Promise<boolean> {
  const customer = await pageCustomer(origin);
  return customer !== null && (await getUser(origin, customer.token)).ok;
}

/**
 * Where the sign-in page sends a customer who is signed in already: to `next` when it needs a session
 * (where they were going), else to the account. The header's login link, the same for every visitor of
 * a kept page, is how a signed-in shopper without JavaScript reaches it.
 */
export function signedInDestination(next: string): string {
  return isLoginRequired(new URL(next, "http://shop.invalid").pathname) ? next : ACCOUNT;
}
