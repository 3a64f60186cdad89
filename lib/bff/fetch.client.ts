import { announceSignedOut, readSignedInFlag, signedOutSince } from "@/lib/session/events.client";
import { HOME, NEXT_PARAM, SIGN_IN_PATH, homeHref } from "@/lib/session/return-path";

/**
 * The browser's way to call the storefront's own route handlers (`/api/...`). Same-origin JSON;
 * an answer of 401 means the session ended: the signed-out signal goes out (the cart clears
 * itself) and the browser is sent to `/`, as the spec asks for any 401, with the page it was on as
 * `next` when the shop ended the session the call was made with (signing in there comes back). It
 * stays where a refused session signs in already: the sign-in page, and home with a `next`.
 */

export type BffAnswer<T> = {
  /** HTTP status; 0 when the request itself failed (offline). */
  status: number;
  /** The parsed JSON body, or null. */
  data: T | null;
};

type CallOptions = {
  method?: "GET" | "POST" | "DELETE";
  body?: unknown;
  /** Set where a 401 does not mean "session ended": an open page that tells a signed-out visitor so (the payment return). */
  ignoreUnauthenticated?: boolean;
  /** Aborts the call (a superseded search); it then answers status 0. */
  signal?: AbortSignal;
};

/** Set by the first 401 that leaves the page: a second call's 401 of the same ended session must not redirect again. */
let leaving = false;

export async function callBff<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<BffAnswer<T>> {
  const started = performance.now();
  const hadSession = readSignedInFlag();
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers:
        options.body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
  } catch {
    return { status: 0, data: null };
  }
  let data: T | null = null;
  try {
    data = (await response.json()) as T;
  } catch {
    data = null;
  }
  if (response.status === 401 && !options.ignoreUnauthenticated) {
    // The shop ended the session this call was made with, rather than a logout while it was on its way.
    const endedByShop = hadSession && !signedOutSince(started);
    announceSignedOut();
    const { pathname, search } = window.location;
    const signingIn = pathname === SIGN_IN_PATH || (pathname === HOME && new URLSearchParams(search).has(NEXT_PARAM));
    // A full load on purpose: nothing of the ended session survives in client state.
    if (!signingIn && !leaving) {
      leaving = true;
      window.location.assign(endedByShop ? homeHref(`${pathname}${search}`) : HOME);
    }
  }
  return { status: response.status, data };
}

/** The first message per field of a 422 answer body (`{errors:{field:[msg]}}`). */
export function firstErrors(data: unknown): Record<string, string> {
  if (typeof data !== "object" || data === null || !("errors" in data)) return {};
  const errors = (data as { errors: unknown }).errors;
  if (typeof errors !== "object" || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === "string") out[field] = first;
  }
  return out;
}

/** `msg`, `error` or `message` of an answer body, if any. */
export function messageOf(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  for (const key of ["msg", "error", "message"] as const) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === "string" && value !== "") return value;
  }
  return null;
}
