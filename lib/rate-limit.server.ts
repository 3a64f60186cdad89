import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Limits for the public forms that invite guessing or flooding (contact, order tracking, search):
 * per client of a shop, and a ceiling per shop. The ceiling is what bounds a client that forges
 * its address (see clientAddress). In memory per instance; a shared store replaces it when the
 * storefront scales out.
 */

export type LimitName = keyof typeof LIMITS;

const TEN_MINUTES = 10 * 60;
const LIMITS = {
  contact: { perClient: { points: 5, duration: TEN_MINUTES }, perShop: { points: 100, duration: TEN_MINUTES } },
  trackOrder: { perClient: { points: 20, duration: TEN_MINUTES }, perShop: { points: 600, duration: TEN_MINUTES } },
  search: { perClient: { points: 120, duration: 60 }, perShop: { points: 3000, duration: 60 } },
} as const;

type Scope = "perClient" | "perShop";
const limiters = new Map<string, RateLimiterMemory>();

function limiter(name: LimitName, scope: Scope): RateLimiterMemory {
  const id = `${name}:${scope}`;
  let found = limiters.get(id);
  if (!found) {
    found = new RateLimiterMemory({ keyPrefix: id, ...LIMITS[name][scope] });
    limiters.set(id, found);
  }
  return found;
}

/**
 * The client's address as the key of its limits: the last `x-forwarded-for` entry. Behind a
 * trusted proxy (TRUST_PROXY) that is the address the proxy saw. Without one, Next fills the
 * header from the socket only when the request carries none, so a client can choose its key:
 * the per-shop ceiling still holds, and production deployments belong behind a proxy.
 */
export function clientAddress(request: Pick<NextRequest, "headers">): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.at(-1) ?? "unknown";
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

async function take(name: LimitName, scope: Scope, key: string): Promise<LimitOutcome> {
  try {
    await limiter(name, scope).consume(key);
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/** Counts one attempt of `client` at the shop `origin` against the named limit and the shop's ceiling. */
export async function consume(name: LimitName, origin: string, client: string): Promise<LimitOutcome> {
  const own = await take(name, "perClient", `${origin} ${client}`);
  return own.ok ? take(name, "perShop", origin) : own;
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
