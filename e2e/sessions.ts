import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { newSession, sealSession, SESSION_COOKIE, SIGNED_IN_COOKIE } from "../lib/session/cookie";
import { apiLogin, freshCustomer } from "./cart-support";
import { DEMO_LOGIN, E2E_SESSION_SECRET } from "./env";
import { test as base } from "./fixtures";

/**
 * Sessions for the tests that only need one: a worker signs its customers in once per shop origin (a
 * session is per origin, and a worker runs the tests of one project, so of one backend) and every test
 * starts from that storage state. `demo` is the seeded demo customer, for tests that read its orders;
 * `customer` is this worker's own, with an empty cart and no orders, for tests that read what a new
 * customer sees. Neither may be changed: a test that fills a cart, places or cancels an order, or logs
 * out (which ends every token of the customer) signs up a fresh customer (cart-support's freshCustomer).
 */

type Who = "demo" | "customer";
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

async function token(request: APIRequestContext, who: Who, origin: string): Promise<string> {
  if (who === "demo") return apiLogin(request, origin, DEMO_LOGIN.email, DEMO_LOGIN.password);
  return (await freshCustomer(request, origin)).token;
}

/** The storage state of a browser signed in to `origin` with `token`, sealed as the storefront seals it. */
async function signedInState(origin: string, token: string): Promise<StorageState> {
  const { hostname } = new URL(origin);
  // Sealed for each test: a session carries its age, and one older than the refresh window is refreshed.
  const sealed = await sealSession(newSession(token, origin), E2E_SESSION_SECRET);
  const cookie = { domain: hostname, path: "/", expires: -1, secure: false, sameSite: "Lax" as const };
  return {
    cookies: [
      { ...cookie, name: SESSION_COOKIE, value: sealed, httpOnly: true },
      { ...cookie, name: SIGNED_IN_COOKIE, value: "1", httpOnly: false },
    ],
    origins: [],
  };
}

export const test = base.extend<
  { signIn: (origin: string, who?: Who, into?: BrowserContext) => Promise<void> },
  { workerTokens: (who: Who, origin: string) => Promise<string> }
>({
  workerTokens: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      const kept = new Map<string, Promise<string>>();
      await use((who, origin) => {
        const key = `${who} ${origin}`;
        if (!kept.has(key)) kept.set(key, token(request, who, origin));
        return kept.get(key)!;
      });
      await request.dispose();
    },
    { scope: "worker" },
  ],
  /** Signs the test's browser (or `into`) in to `origin` as the worker's `who` (the demo customer unless said). */
  signIn: async ({ context, workerTokens }, provide) => {
    await provide(async (origin, who = "demo", into = context) => {
      await into.addCookies((await signedInState(origin, await workerTokens(who, origin))).cookies);
    });
  },
});

export { expect } from "./fixtures";
