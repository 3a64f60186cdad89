import "server-only";
import { cookies, headers } from "next/headers";
import { applyCookies, clearedSessionCookies, sessionCookieName, type SessionData } from "@/lib/session/cookie";
import type { Customer } from "@/lib/session/customer";
import type { ShopApiResult } from "@/lib/shop-api/core.server";
import { clientAddress, tooManyMessage, type LimitName } from "@/lib/rate-limit.server";
import { requestShopOrigin } from "@/lib/unknown-shops.server";
import { admitRequest } from "./admission.server";
import { failureResponse } from "./failure-response.server";
import { activeSession } from "./session.server";

/**
 * The Server Actions' counterpart of `bffRoute` (ADR 14): the same shop, session and limits for a
 * form that posts with or without JavaScript. The shop is the request's own (never an argument: what
 * is bound to an action travels through the client). Cross-site posts never get here: Next compares
 * an action's Origin with its Host, and the middleware answers 403 first (lib/server-action-origin.ts).
 *
 * @example
 * ```ts
 * "use server";
 * export async function addLine(_previous: AddState, form: FormData): Promise<AddState> {
 *   const input = addSchema.safeParse(Object.fromEntries(form));
 *   if (!input.success) return { ...failed, errors: fieldErrors(input.error) };
 *   const outcome = await customerAction({}, ({ customer }) => addToCart(customer, input.data));
 *   return outcome.ok ? { ...added } : { ...failed, message: outcome.message, errors: outcome.errors };
 * }
 * ```
 */

export type ActionFailure = {
  ok: false;
  /** The HTTP status a route handler would answer (401 signed out, 422 invalid, 429, 503 ...). */
  status: number;
  /** A sentence the form shows as it is. */
  message: string;
  /** Field errors in the shop API's `{field: [messages]}` shape, when the shop gave them. */
  errors?: Record<string, string[]>;
};
export type ActionOutcome<T> = { ok: true; data: T } | ActionFailure;

export type ShopContext = {
  /** The shop, e.g. `http://localhost:3000`. */
  origin: string;
  /** The client's address, as the rate limits count it. */
  address: string;
};
export type CustomerContext = ShopContext & { customer: Customer; session: SessionData };

type Options = {
  /**
   * Counted per client address, and per account when `account` names one (the e-mail of a login).
   * With `failedOnly`, only refused attempts count (a right password costs nothing: lib/rate-limit.server.ts).
   */
  limit?: { name: LimitName; account?: string; failedOnly?: boolean };
};

export const SIGNED_OUT_MESSAGE = "Your session has ended. Please sign in again.";

/** An action any visitor may run: the shop resolved, the limit counted, the shop-API failure put into words. */
export async function shopAction<T>(
  options: Options,
  handle: (context: ShopContext) => Promise<ShopApiResult<T>>,
): Promise<ActionOutcome<T>> {
  const shop = await admit(options);
  if (!shop.ok) return shop;
  return counted(options, shop, outcome(await handle(shop.context)));
}

/**
 * An action of the signed-in customer: as `shopAction`, with the session read (and refreshed) as
 * `bffRoute` does. Without a session, or when the shop answers 401, both session cookies are cleared
 * and the outcome is a 401 the form shows with a way to sign in.
 */
export async function customerAction<T>(
  options: Options,
  handle: (context: CustomerContext) => Promise<ShopApiResult<T>>,
): Promise<ActionOutcome<T>> {
  const shop = await admit(options);
  if (!shop.ok) return shop;
  const { origin } = shop.context;
  const jar = await cookies();
  const active = await activeSession(origin, jar.get(sessionCookieName(origin))?.value);
  if (active) applyCookies(jar, active.renewed);
  const result = active
    ? await handle({ ...shop.context, session: active.session, customer: { origin, token: active.session.token } })
    : null;
  if (!result || (!result.ok && result.status === 401)) {
    applyCookies(jar, clearedSessionCookies(origin));
    return failure(401, SIGNED_OUT_MESSAGE);
  }
  return counted(options, shop, outcome(result));
}

type Admitted = { ok: true; context: ShopContext; countFailed(): Promise<void> };

async function admit(options: Options): Promise<Admitted | ActionFailure> {
  const requestHeaders = await headers();
  const tenant = requestShopOrigin(requestHeaders);
  if (!tenant.ok) return failure(404, "This shop is not available.");
  const context = { origin: tenant.origin, address: clientAddress({ headers: requestHeaders }) };
  if (!options.limit) return { ok: true, context, countFailed: async () => {} };
  const { name, account, failedOnly } = options.limit;
  const admitted = await admitRequest({ name, failedOnly }, context.origin, context.address, account);
  if (!admitted.ok) return failure(429, tooManyMessage(admitted.retryAfterSeconds));
  return { ok: true, context, countFailed: admitted.countFailed };
}

/** Counts a refused attempt against a `failedOnly` limit (a shop outage is not the visitor's attempt). */
async function counted<T>(options: Options, shop: Admitted, result: ActionOutcome<T>): Promise<ActionOutcome<T>> {
  if (options.limit?.failedOnly && !result.ok && result.status < 500) await shop.countFailed();
  return result;
}

function failure(status: number, message: string): ActionFailure {
  return { ok: false, status, message };
}

function outcome<T>(result: ShopApiResult<T>): ActionOutcome<T> {
  if (result.ok) return { ok: true, data: result.data };
  const { status, body } = failureResponse(result);
  const msg = "msg" in body && typeof body.msg === "string" && body.msg.trim() !== "" ? body.msg.trim() : null;
  const errors = "errors" in body && isFieldErrors(body.errors) ? body.errors : undefined;
  const message =
    msg ?? (errors ? "Please correct the fields marked in red." : "Something went wrong. Please try again.");
  return { ok: false, status, message, ...(errors && { errors }) };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"))
  );
}
