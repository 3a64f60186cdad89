import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { Check } from "../account/attempts";
import type { AppEnv } from "./env";
import { HttpError } from "./errors";
import { hasServerKey } from "./server-key";

/**
 * The attempt budgets (account/attempts.ts) as a request meets them: which checks an attempt
 * counts against, and the 429 for a spent one.
 */

/** The connection's address; in-process requests (tests) have none and share one. */
function clientAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * The checks of one attempt: per account and address, and per address unless the caller is the
 * storefront's server (it sends the server key). Every shopper of a storefront reaches this API from
 * its server's address, and the storefront limits per client address itself.
 */
export function attemptChecks(
  c: Context<AppEnv>,
  kind: "login" | "code",
  shopId: number,
  account: string,
): { perAccount: Check; perAddress: Check | null } {
  const address = clientAddress(c);
  const fromStorefront = hasServerKey(c.req.header("x-shop-server-key"), c.var.deps.serverKey);
  return {
    perAccount: [
      kind === "login" ? "loginPerAccount" : "codePerAccount",
      `${shopId}\n${account.trim().toLowerCase()}\n${address}`,
    ],
    perAddress: fromStorefront ? null : [kind === "login" ? "loginPerAddress" : "codePerAddress", address],
  };
}

/** Throws the 429 for a spent budget, with Retry-After and a message the storefront shows. */
export function refuseIfSpent(c: Context<AppEnv>, checks: readonly Check[]): void {
  const spent = c.var.deps.attempts.spent(checks, c.var.deps.now());
  if (!spent) return;
  const seconds = Math.ceil(spent.waitMs / 1000);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const wait = `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  const msg =
    spent.name === "codePerShop"
      ? `Too many wrong codes have been entered at this shop. ${wait}`
      : spent.name.startsWith("code")
        ? `Too many wrong codes. ${wait}`
        : `Too many failed login attempts. ${wait}`;
  throw new HttpError(429, { status: false, msg }, { "Retry-After": String(seconds) });
}
