import "server-only";
import { NextResponse } from "next/server";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible";
import { redisClient } from "@/lib/redis/client.server.mjs";

/**
 * Limits for the public forms that invite guessing or flooding (contact, order tracking, search):
 * per client of a shop, and a ceiling per shop. Counted in Redis when REDIS_URL is set, so that
 * every instance counts together; while Redis is down or slow, each instance counts in memory.
 */

export type LimitName = keyof typeof LIMITS;

const TEN_MINUTES = 10 * 60;
type Points = { points: number; duration: number };
type Limit = { perAddress: Points; perAccount?: Points; perShop: Points };
const within = (points: number, duration = TEN_MINUTES): Points => ({ points, duration });

/**
 * Per address, per account (the e-mail an account call names: guessing one account's password or
 * codes from many addresses) and per shop. Addresses get more room than accounts: behind a shared
 * network or proxy many shoppers come from one.
 */
const LIMITS = {
  login: { perAddress: within(100), perAccount: within(20), perShop: within(3000) },
  register: { perAddress: within(50), perAccount: within(10), perShop: within(1000) },
  verify: { perAddress: within(100), perAccount: within(20), perShop: within(2000) },
  sendCode: { perAddress: within(50), perAccount: within(10), perShop: within(1000) },
  newsletter: { perAddress: within(10), perShop: within(500) },
  contact: { perAddress: within(5), perShop: within(100) },
  trackOrder: { perAddress: within(20), perShop: within(600) },
  search: { perAddress: within(120, 60), perShop: within(3000, 60) },
} satisfies Record<string, Limit>;

type Scope = "perAddress" | "perAccount" | "perShop";
type Limiter = { shared: RateLimiterRedis | null; inMemory: RateLimiterMemory };
// One map per process: Next bundles this module once for pages and once for route handlers, and
// both must count in the same memory (the /search page and /api/search share a limit).
const LIMITERS = Symbol.for("storefront.rate-limiters");
const limiters: Map<string, Limiter> = ((globalThis as { [LIMITERS]?: Map<string, Limiter> })[LIMITERS] ??= new Map());

function limiter(name: LimitName, scope: Scope, points: Points): RateLimiterAbstract {
  const id = `${name}:${scope}`;
  let found = limiters.get(id);
  if (!found) {
    const inMemory = new RateLimiterMemory({ keyPrefix: id, ...points });
    const client = redisClient();
    const shared = client
      ? new RateLimiterRedis({ storeClient: client, keyPrefix: `storefront:limit:${id}`, ...points, rejectIfRedisNotReady: true, insuranceLimiter: inMemory })
      : null;
    found = { shared, inMemory };
    limiters.set(id, found);
  }
  // During an outage (a hung Redis included) count in memory at once rather than wait for each timeout.
  return found.shared && !redisClient()?.health.down ? found.shared : found.inMemory;
}

/**
 * The client's address as the key of its limits: the last `x-forwarded-for` entry. Without
 * TRUST_PROXY the middleware removes a client's own `x-forwarded-for` (lib/tenant.ts
 * forwardedRequestHeaders), so Next writes the connection's address there; with it, the last
 * entry is the address the trusted proxy saw.
 */
export function clientAddress(request: { headers: Pick<Headers, "get"> }): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.at(-1) ?? "unknown";
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A limiter's refusal; not by `instanceof`: the limiter may come from the other bundle's copy of the library. */
function isRefusal(error: unknown): error is Pick<RateLimiterRes, "msBeforeNext"> {
  return typeof error === "object" && error !== null && !(error instanceof Error) && typeof (error as RateLimiterRes).msBeforeNext === "number";
}

async function take(name: LimitName, scope: Scope, key: string): Promise<LimitOutcome> {
  const points = (LIMITS[name] as Limit)[scope];
  if (!points) return { ok: true };
  try {
    await limiter(name, scope, points).consume(key);
    return { ok: true };
  } catch (error) {
    if (isRefusal(error)) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/** Counts one attempt at the shop `origin` from `address` (for `account`, when given) against the named limit. */
export async function consume(name: LimitName, origin: string, address: string, account?: string): Promise<LimitOutcome> {
  const byAddress = await take(name, "perAddress", `${origin} ${address}`);
  if (!byAddress.ok) return byAddress;
  if (account) {
    const byAccount = await take(name, "perAccount", `${origin} ${account}`);
    if (!byAccount.ok) return byAccount;
  }
  return take(name, "perShop", origin);
}

/** What a form shows when its limit is reached. */
export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`;
}

/** 429 with `Retry-After` and a message a form can show as it is. */
export function tooManyRequests(retryAfterSeconds: number): NextResponse {
  const msg = tooManyMessage(retryAfterSeconds);
  return NextResponse.json({ status: false, msg }, { status: 429, headers: { "retry-after": String(retryAfterSeconds) } });
}

/** Forgets every count; for tests. */
export function resetLimits(): void {
  limiters.clear();
}
