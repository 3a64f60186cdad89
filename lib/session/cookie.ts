import { sealData, unsealData } from "iron-session";
import { z } from "zod";

/**
 * The customer's session: the shop token sealed in an httpOnly iron-session cookie, bound to the
 * shop origin it was issued for. Edge-safe (used by the middleware guard and by route handlers).
 *
 * A second, non-secret cookie (SIGNED_IN_COOKIE) tells page scripts that someone is signed in, so
 * pages stay cacheable and the header needs no request to know it. It never holds the token.
 */

export const SESSION_COOKIE = "sf_session";

/**
 * The session cookie's name for a shop: on https with the `__Host-` prefix, which the browser
 * accepts only from that very host, secure, for the whole path (no subdomain can plant one).
 */
export function sessionCookieName(origin: string): string {
  return origin.startsWith("https:") ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
export const SIGNED_IN_COOKIE = "sf_signed_in";
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
/** A session older than this is refreshed (token-refresh call) before its next authenticated call. */
export const SESSION_REFRESH_AFTER_MS = 30 * 60 * 1000;

const sessionSchema = z.object({
  token: z.string().min(1),
  origin: z.string().min(1),
  issuedAt: z.number(),
  refreshedAt: z.number(),
  /** Remember me: a 14-day cookie; otherwise the cookie ends with the browser session. */
  persistent: z.boolean().default(true),
});

export type SessionData = z.infer<typeof sessionSchema>;

export type CookieSpec = {
  name: string;
  value: string;
  options: {
    httpOnly: boolean;
    secure: boolean;
    sameSite: "lax";
    path: "/";
    /** Seconds; undefined makes a browser-session cookie. */
    maxAge: number | undefined;
  };
};

export function newSession(token: string, origin: string, now = Date.now(), persistent = true): SessionData {
  return { token, origin, issuedAt: now, refreshedAt: now, persistent };
}

export function sealSession(data: SessionData, secret: string): Promise<string> {
  return sealData(data, { password: secret, ttl: SESSION_TTL_SECONDS });
}

/**
 * The session a cookie value holds for this origin, or null when the cookie is missing, tampered
 * with, expired, malformed, sealed for another shop, or older than 14 days since sign-in (token
 * refreshes re-seal it, but never extend a session past that).
 */
export async function readSession(
  cookieValue: string | undefined,
  origin: string,
  secret: string,
  now = Date.now(),
): Promise<SessionData | null> {
  if (!cookieValue) return null;
  let raw: unknown;
  try {
    raw = await unsealData<unknown>(cookieValue, { password: secret, ttl: SESSION_TTL_SECONDS });
  } catch {
    return null;
  }
  const parsed = sessionSchema.safeParse(raw);
  if (!parsed.success || parsed.data.origin !== origin) return null;
  if (now - parsed.data.issuedAt > SESSION_TTL_SECONDS * 1000) return null;
  return parsed.data;
}

export function needsRefresh(session: SessionData, now = Date.now()): boolean {
  return now - session.refreshedAt > SESSION_REFRESH_AFTER_MS;
}

function cookieOptions(origin: string, httpOnly: boolean, maxAge: number | undefined): CookieSpec["options"] {
  return {
    httpOnly,
    secure: origin.startsWith("https:"),
    sameSite: "lax",
    path: "/",
    maxAge,
  };
}

/** The two cookies that sign a customer in (sealed session, plus the non-secret flag). */
export async function sessionCookies(data: SessionData, secret: string): Promise<CookieSpec[]> {
  // The cookie expires a minute before the seal so the browser never sends a dead seal.
  const maxAge = data.persistent ? SESSION_TTL_SECONDS - 60 : undefined;
  return [
    {
      name: sessionCookieName(data.origin),
      value: await sealSession(data, secret),
      options: cookieOptions(data.origin, true, maxAge),
    },
    { name: SIGNED_IN_COOKIE, value: "1", options: cookieOptions(data.origin, false, maxAge) },
  ];
}

/** The two cookies that sign a customer out (both expired). */
export function clearedSessionCookies(origin: string): CookieSpec[] {
  return [
    { name: sessionCookieName(origin), value: "", options: cookieOptions(origin, true, 0) },
    { name: SIGNED_IN_COOKIE, value: "", options: cookieOptions(origin, false, 0) },
  ];
}

type CookieJar = { set(name: string, value: string, options: CookieSpec["options"]): unknown };

/** Writes cookie specs onto a response's cookie jar (NextResponse.cookies or similar). */
export function applyCookies(jar: CookieJar, specs: readonly CookieSpec[]): void {
  for (const spec of specs) jar.set(spec.name, spec.value, spec.options);
}
