import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getConfig } from "@/lib/config";

/**
 * Per-client limits for the public forms that invite guessing or flooding (contact, order
 * tracking, …). In memory per instance; a shared store replaces it when the storefront scales out.
 */

export type LimitName = keyof typeof LIMITS;

const LIMITS = {
  contact: { points: 5, duration: 10 * 60 },
  trackOrder: { points: 20, duration: 10 * 60 },
  search: { points: 120, duration: 60 },
} as const;

const limiters = new Map<LimitName, RateLimiterMemory>();

function limiter(name: LimitName): RateLimiterMemory {
  let found = limiters.get(name);
  if (!found) {
    found = new RateLimiterMemory({ keyPrefix: name, ...LIMITS[name] });
    limiters.set(name, found);
  }
  return found;
}

/**
 * The client's address as the key of its limits. Next fills `x-forwarded-for` from the socket
 * unless the request already carries one, so without TRUST_PROXY the last entry is the nearest
 * hop we can see; behind a trusted proxy the first entry is the client.
 */
export function clientAddress(request: Pick<NextRequest, "headers">): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  const address = getConfig().trustProxy ? entries[0] : entries.at(-1);
  return address ?? "unknown";
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one attempt of `key` (an address, an account, or both) against the named limit. */
export async function consume(name: LimitName, key: string): Promise<LimitOutcome> {
  try {
    await limiter(name).consume(key);
    return { ok: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
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
