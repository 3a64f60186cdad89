import "server-only";
import { isIPv4, isIPv6 } from "node:net";
import { NextResponse } from "next/server";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from "rate-limiter-flexible";
import { metrics } from "@/lib/ops/telemetry/sink";
import { rateLimiters } from "@/lib/ops/process-shared.mjs";
import { redisClient } from "@/lib/redis/client.server.mjs";

/**
 * Limits for the public forms that invite guessing or flooding (contact, order tracking, search):
 * per client of a shop, and a ceiling per shop. Counted in Redis when REDIS_URL is set, so that
 * every instance counts together; while Redis is down or slow, each instance counts in memory.
 */

export type LimitName = keyof typeof LIMITS;

const TEN_MINUTES = 10 * 60;
type Points = { points: number; duration: number };
type Limit = { perAddress: Points; perAccount?: Points; perAccountNetwork?: Points; perShop: Points };
const within = (points: number, duration = TEN_MINUTES): Points => ({ points, duration });

/**
 * Per client address, per account (the e-mail an account call names) and per shop. An account has
 * two counts: from each client network (perAccountNetwork), and from all of them (perAccount). Past
 * the second, a network gets TRIES_PAST_ACCOUNT_LOCK tries of its own: a stranger's guesses lock
 * out the stranger, while the owner, elsewhere, still signs in (a typo allowed), and a guesser
 * spread over many networks gets those few tries per network. Addresses get more room than
 * accounts: behind a shared network or proxy many shoppers come from one.
 */
const TRIES_PAST_ACCOUNT_LOCK = 3;
const account = (points: number): Pick<Limit, "perAccount" | "perAccountNetwork"> => ({
  perAccount: within(points),
  perAccountNetwork: within(points),
});
const LIMITS = {
  login: { perAddress: within(100), ...account(20), perShop: within(3000) },
  register: { perAddress: within(50), ...account(10), perShop: within(1000) },
  verify: { perAddress: within(100), ...account(20), perShop: within(2000) },
  sendCode: { perAddress: within(50), ...account(10), perShop: within(1000) },
  newsletter: { perAddress: within(10), perShop: within(500) },
  contact: { perAddress: within(5), perShop: within(100) },
  trackOrder: { perAddress: within(20), perShop: within(600) },
  search: { perAddress: within(120, 60), perShop: within(3000, 60) },
  // Each wishlist read asks the shop for up to 100 products.
  wishlist: { perAddress: within(60, 60), perShop: within(3000, 60) },
  // One beacon per page view: a client sending more than one a second on average is not a shopper.
  vitals: { perAddress: within(60, 60), perShop: within(6000, 60) },
} satisfies Record<string, Limit>;

type Scope = "perAddress" | "perAccount" | "perAccountNetwork" | "perShop";
type Limiter = { shared: RateLimiterRedis | null; inMemory: RateLimiterMemory };
// One map per process (process-shared.mjs): Next bundles this module once for pages and once for route
// handlers, and both must count in the same memory (the /search page and /api/search share a limit).
const limiters = rateLimiters<Limiter>();

function limiter(name: LimitName, scope: Scope, points: Points): RateLimiterAbstract {
  const id = `${name}:${scope}`;
  let found = limiters.get(id);
  if (!found) {
    const inMemory = new RateLimiterMemory({ keyPrefix: id, ...points });
    const client = redisClient();
    const shared = client
      ? new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `storefront:limit:${id}`,
          ...points,
          rejectIfRedisNotReady: true,
          insuranceLimiter: inMemory,
        })
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
function isRefusal(error: unknown): error is Pick<RateLimiterRes, "msBeforeNext" | "consumedPoints"> {
  return (
    typeof error === "object" &&
    error !== null &&
    !(error instanceof Error) &&
    typeof (error as RateLimiterRes).msBeforeNext === "number"
  );
}

type Taken = LimitOutcome & { consumed: number };

async function take(name: LimitName, scope: Scope, key: string): Promise<Taken> {
  const points = (LIMITS[name] as Limit)[scope];
  if (!points) return { ok: true, consumed: 0 };
  try {
    const counted = await limiter(name, scope, points).consume(key);
    return { ok: true, consumed: counted.consumedPoints };
  } catch (error) {
    if (isRefusal(error))
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)),
        consumed: error.consumedPoints,
      };
    throw error;
  }
}

const outcome = (taken: Taken): LimitOutcome =>
  taken.ok ? { ok: true } : { ok: false, retryAfterSeconds: taken.retryAfterSeconds };

/**
 * Who a limit counts: an IPv4 address, or an IPv6 address's /64 (one subscriber's network: a
 * client with a /64 would otherwise count as 2^64 clients). IPv4-mapped IPv6 is its IPv4 address.
 */
export function networkOf(address: string): string {
  const plain = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  if (!isIPv6(plain)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const [head = "", tail] = plain.toLowerCase().split("::");
  const groups = (text: string) => (text ? text.split(":").flatMap((g) => (isIPv4(g) ? ["0", "0"] : [g])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const full = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill("0"), ...back];
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Counts one attempt at the shop `origin` from `address` (for `account`, when given) against the
 * named limit (see LIMITS for how an account is counted).
 */
export async function consume(
  name: LimitName,
  origin: string,
  address: string,
  account?: string,
): Promise<LimitOutcome> {
  const refused = (scope: Scope, taken: Taken) => {
    metrics().rateLimitRefused(name, scope);
    return outcome(taken);
  };
  const network = networkOf(address);
  const byAddress = await take(name, "perAddress", `${origin} ${network}`);
  if (!byAddress.ok) return refused("perAddress", byAddress);
  if (account) {
    const fromNetwork = await take(name, "perAccountNetwork", `${origin} ${account} ${network}`);
    if (!fromNetwork.ok) return refused("perAccountNetwork", fromNetwork);
    const fromAll = await take(name, "perAccount", `${origin} ${account}`);
    if (!fromAll.ok && fromNetwork.consumed > TRIES_PAST_ACCOUNT_LOCK) return refused("perAccount", fromAll);
  }
  const byShop = await take(name, "perShop", origin);
  return byShop.ok ? outcome(byShop) : refused("perShop", byShop);
}

/**
 * Tries a client still gets while its shop is over its ceiling (perShop) of a limit that counts
 * failures. The ceiling no longer refuses everyone (a crowd of addresses could lock a whole shop
 * out): a fresh client keeps a few tries, and one that already failed that often waits.
 */
const TRIES_AT_SHOP_CEILING = 3;

type Peeked = { consumed: number; retryAfterSeconds: number };

async function peek(name: LimitName, scope: Scope, key: string): Promise<Peeked> {
  const points = (LIMITS[name] as Limit)[scope];
  if (!points) return { consumed: 0, retryAfterSeconds: 1 };
  const counted = await limiter(name, scope, points).get(key);
  return {
    consumed: counted?.consumedPoints ?? 0,
    retryAfterSeconds: Math.max(1, Math.ceil((counted?.msBeforeNext ?? 1000) / 1000)),
  };
}

const refusedFor = (peeked: Peeked): LimitOutcome => ({ ok: false, retryAfterSeconds: peeked.retryAfterSeconds });

/**
 * For limits that count failed attempts only (order tracking, login: a found order or a right
 * password costs nothing): whether `address` (for `account`) may make one more attempt. Counts
 * nothing; countFailedAttempt counts an attempt that failed. Concurrent attempts may pass together
 * before their failures are counted; the counts then run over by as many.
 */
export async function admitAttempt(
  name: LimitName,
  origin: string,
  address: string,
  account?: string,
): Promise<LimitOutcome> {
  const limit = LIMITS[name] as Limit;
  const network = networkOf(address);
  const shop = await peek(name, "perShop", origin);
  const allowance =
    shop.consumed >= limit.perShop.points
      ? Math.min(TRIES_AT_SHOP_CEILING, limit.perAddress.points)
      : limit.perAddress.points;
  const byAddress = await peek(name, "perAddress", `${origin} ${network}`);
  if (byAddress.consumed >= allowance) return refusedFor(byAddress);
  if (account && limit.perAccountNetwork && limit.perAccount) {
    const fromNetwork = await peek(name, "perAccountNetwork", `${origin} ${account} ${network}`);
    if (fromNetwork.consumed >= limit.perAccountNetwork.points) return refusedFor(fromNetwork);
    const fromAll = await peek(name, "perAccount", `${origin} ${account}`);
    if (fromAll.consumed >= limit.perAccount.points && fromNetwork.consumed >= TRIES_PAST_ACCOUNT_LOCK)
      return refusedFor(fromAll);
  }
  return { ok: true };
}

/** Counts one failed attempt (see admitAttempt) against the client, the account and the shop. */
export async function countFailedAttempt(
  name: LimitName,
  origin: string,
  address: string,
  account?: string,
): Promise<void> {
  const network = networkOf(address);
  await take(name, "perAddress", `${origin} ${network}`);
  if (account) {
    await take(name, "perAccountNetwork", `${origin} ${account} ${network}`);
    await take(name, "perAccount", `${origin} ${account}`);
  }
  await take(name, "perShop", origin);
}

/** What a form shows when its limit is reached. */
export function tooManyMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`;
}

/** 429 with `Retry-After` and a message a form can show as it is. */
export function tooManyRequests(retryAfterSeconds: number): NextResponse {
  const msg = tooManyMessage(retryAfterSeconds);
  return NextResponse.json(
    { status: false, msg },
    { status: 429, headers: { "retry-after": String(retryAfterSeconds) } },
  );
}

/** Forgets every count; for tests. */
export function resetLimits(): void {
  limiters.clear();
}
