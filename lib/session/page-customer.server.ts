import "server-only";
import { cookies } from "next/headers";
import { getConfig } from "@/lib/config";
import { readSession, sessionCookieName } from "@/lib/session/cookie";
import type { Customer } from "@/lib/session/customer";

/**
 * The signed-in customer of a private page (order summary, receipt, profile), or null. Reading the
 * cookie makes the page dynamic, which these pages are anyway. Route handlers use bffRoute instead,
 * which also refreshes the token.
 */
export async function pageCustomer(origin: string): Promise<Customer | null> {
  const session = await readSession(
    (await cookies()).get(sessionCookieName(origin))?.value,
    origin,
    getConfig().sessionSecret,
  );
  return session ? { origin, token: session.token } : null;
}
