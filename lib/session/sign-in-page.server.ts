import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { isLoginRequired } from "@/lib/routing";
import { pathnameOf } from "@/lib/safe-url";
import { getUser } from "@/lib/shop-api/auth.server";
import { pageCustomer } from "./page-customer.server";
import { HOME, NEXT_PARAM, homeHref, pagePath, returnPath } from "./return-path";

const ACCOUNT = "/profile";

/**
 * A private page without a session, or whose session the shop refused (401): home (homeHref), which
 * brings the customer back to this page, with the query it is drawn from, once signed in. A page cannot
 * clear the refused session's cookies: the sign-in page asks the shop before trusting them, and signing
 * in again replaces them.
 */
export function signInAgain(pathname: string, query?: Record<string, string | string[] | undefined>): never {
  redirect(homeHref(pagePath(pathname, query)));
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
  return isLoginRequired(pathnameOf(next)) ? next : ACCOUNT;
}

/**
 * The `next` of home (`/?next=/profile`) when the visitor came from there. Without JavaScript the
 * header's login link cannot carry it: home is one kept page for every visitor, its link `/sign-in`.
 * The browser's Referer names the page (in full for the same origin, under the shop's
 * Referrer-Policy); null when it is absent or another page.
 */
export async function nextFromHome(origin: string): Promise<string | null> {
  const referer = (await headers()).get("referer");
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  if (from.origin !== origin || from.pathname !== HOME) return null;
  const next = returnPath(from.searchParams.get(NEXT_PARAM));
  return next === HOME ? null : next;
}
