import { announceSignedOut } from "@/lib/session/events.client";
import { SIGN_IN_PATH } from "@/lib/session/return-path";

/**
 * The browser's way to call the storefront's own route handlers (`/api/...`). Same-origin JSON;
 * an answer of 401 means the session ended: the signed-out signal goes out (the cart clears
 * itself) and the browser is sent to `/`, as the spec asks for any 401, unless it is on the sign-in
 * page, where a private page sends a refused session to sign in again.
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

export async function callBff<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<BffAnswer<T>> {
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
    announceSignedOut();
    // A full load on purpose: nothing of the ended session survives in client state.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    if (window.location.pathname !== SIGN_IN_PATH) window.location.assign("/");
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
