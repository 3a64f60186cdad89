import "server-only";
import type { NextResponse } from "next/server";
import { getConfig } from "@/lib/config";
import {
  applyCookies,
  clearedSessionCookies,
  needsRefresh,
  newSession,
  readSession,
  sessionCookies,
  type CookieSpec,
  type SessionData,
} from "@/lib/session/cookie";
import { refreshToken, tokenOf } from "@/lib/shop-api/auth.server";

/**
 * The signed-in session a cookie holds for this shop, refreshed when it is older than 30 minutes
 * (`renewed`: the cookies that carry the new token), or null when there is none or the shop refused
 * the refresh with 401. Shared by route handlers and Server Actions (lib/bff/action.server.ts).
 */
export async function activeSession(
  origin: string,
  cookieValue: string | undefined,
): Promise<{ session: SessionData; renewed: CookieSpec[] } | null> {
  const secret = getConfig().sessionSecret;
  const session = await readSession(cookieValue, origin, secret);
  if (!session) return null;
  if (!needsRefresh(session)) return { session, renewed: [] };
  const refreshed = await refreshToken(origin, session.token);
  if (!refreshed.ok && refreshed.status === 401) return null;
  const token = refreshed.ok ? tokenOf(refreshed) : null;
  // A refresh that failed for another reason keeps the current token: it is valid for 14 days.
  if (!token) return { session, renewed: [] };
  const renewedSession = { ...newSession(token, origin, Date.now(), session.persistent), issuedAt: session.issuedAt };
  return { session: renewedSession, renewed: await sessionCookies(renewedSession, secret) };
}

/** Signs the customer in on this response: seals the token for the shop and sets both cookies. */
export async function withSession<R extends NextResponse>(
  response: R,
  origin: string,
  token: string,
  persistent = true,
): Promise<R> {
  applyCookies(response.cookies, await signedInCookies(origin, token, persistent));
  return response;
}

/** The cookies of a new session for a token the shop just issued (a route's answer or an action's `cookies()`). */
export function signedInCookies(origin: string, token: string, persistent = true): Promise<CookieSpec[]> {
  return sessionCookies(newSession(token, origin, Date.now(), persistent), getConfig().sessionSecret);
}

/** Signs the customer out on this response (no shop-API call). */
export function withoutSession<R extends NextResponse>(response: R, origin: string): R {
  applyCookies(response.cookies, clearedSessionCookies(origin));
  return response;
}
