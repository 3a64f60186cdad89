import "server-only";
import { redirect } from "next/navigation";
import { pagePath, signInHref } from "./return-path";

/**
 * A private page without a session, or whose session the shop refused (401): to the sign-in page,
 * which brings the customer back to this page, with the query it is drawn from, once signed in.
 * A page cannot clear the refused session's cookies: signing in again replaces them.
 */
export function signInAgain(pathname: string, query?: Record<string, string | string[] | undefined>): never {
  redirect(signInHref(pagePath(pathname, query)));
}
