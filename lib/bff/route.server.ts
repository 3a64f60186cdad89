import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { shopOrigin } from "@/lib/unknown-shops.server";
import { sessionCookieName, applyCookies, clearedSessionCookies, type SessionData } from "@/lib/session/cookie";
import type { Customer } from "@/lib/session/customer";
import type { ShopApiResult } from "@/lib/shop-api/core.server";
import { clientAddress, tooManyRequests, type LimitName } from "@/lib/rate-limit.server";
import { readBoundedBody } from "@/lib/request-body";
import { admitRequest } from "./admission.server";
import { failureResponse, RETRY_AFTER_SECONDS } from "./failure-response.server";
import { activeSession } from "./session.server";

/**
 * The backend for the browser: one factory for every route handler under `app/[site]/api/`.
 * It does, in order: resolve the shop from the `[site]` segment, check `Origin` on mutating
 * methods (CSRF), validate the query and JSON body with zod (415 a body that is not declared JSON,
 * 400 malformed JSON, 422 field errors
 * in the shop API's own `{errors:{field:[msg]}}` shape), load the session when `auth` is set
 * (401 without one), refresh a session older than 30 minutes, run the handler, and turn a
 * shop-API result into an answer: upstream 401 ends the session and answers 401, other 4xx pass
 * through, failures to reach the shop answer 503 with Retry-After. Bad input never reaches a 500.
 *
 * @example app/[site]/api/cart/route.ts
 * ```ts
 * export const POST = bffRoute({
 *   auth: true,
 *   body: z.object({ product_id: z.string().min(1), quantity: z.number().int().min(1).optional() }),
 *   handle: ({ customer, body }) => addToCart(customer, body), // a ShopApiResult: answered as JSON
 * });
 * export const GET = bffRoute({ auth: true, handle: ({ customer }) => getCart(customer) });
 * ```
 * A handler may also return its own Response (for example to reshape an answer, or to sign in
 * with `withSession`, lib/bff/session.server.ts).
 */

type Params = Record<string, string | string[] | undefined>;
type RouteContext = { params: Promise<Params> };
type RouteHandler = (request: NextRequest, context: RouteContext) => Promise<Response>;

type BaseContext<B, Q, P = Params> = {
  request: NextRequest;
  /** The shop, e.g. `http://localhost:3000`. */
  origin: string;
  /** Route parameters other than `site` (as the `params` schema gave them, when there is one). */
  params: P;
  body: B;
  query: Q;
};
export type PublicContext<B, Q, P = Params> = BaseContext<B, Q, P>;
export type AuthedContext<B, Q, P = Params> = BaseContext<B, Q, P> & {
  /** Origin and current token, ready for the lib/shop-api calls. */
  customer: Customer;
  session: SessionData;
};

type HandlerResult = Response | ShopApiResult<unknown>;

type Options<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined = undefined,
> = {
  body?: B;
  query?: Q;
  /** The route's own parameters (ids in the path), each in its character set: anything else is a 404, never a shop-API call. */
  params?: P;
  /**
   * A rate limit counted per client address, and per account when `account` names one from the
   * valid body (the e-mail of a login); over it: 429 with Retry-After, before the shop is called.
   * With `failed`, only the attempts whose answer it calls failed are counted (a right password
   * costs nothing, and a crowd's failures cannot lock the others out: lib/rate-limit.server.ts).
   */
  limit?: {
    name: LimitName;
    account?: (body: Out<B>) => string | undefined;
    failed?: (response: NextResponse) => boolean;
  };
};
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type ParamsOut<S> = S extends z.ZodType ? z.output<S> : Params;

export function bffRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  options: Options<B, Q, P> & {
    auth: true;
    handle: (ctx: AuthedContext<Out<B>, Out<Q>, ParamsOut<P>>) => Promise<HandlerResult>;
  },
): RouteHandler;
export function bffRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  options: Options<B, Q, P> & {
    auth: false;
    handle: (ctx: PublicContext<Out<B>, Out<Q>, ParamsOut<P>>) => Promise<HandlerResult>;
  },
): RouteHandler;
export function bffRoute(
  options: Options<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined> & {
    auth: boolean;
    handle: (ctx: AuthedContext<unknown, unknown, unknown>) => Promise<HandlerResult>;
  },
): RouteHandler {
  return async (request, context) => {
    const { site, ...params } = await context.params;
    const shop = typeof site === "string" ? shopOrigin(site) : null;
    if (!shop) return fail(404, "Not found");
    if (!shop.ok) return fail(shop.status, shop.reason);
    const { origin } = shop;
    const routeParams = options.params ? options.params.safeParse(params) : { success: true as const, data: params };
    if (!routeParams.success) return fail(404, "Not found");

    if (isMutating(request.method) && request.headers.get("origin") !== origin) {
      return fail(403, "Cross-site request refused");
    }

    const query = validate(options.query, Object.fromEntries(request.nextUrl.searchParams));
    if (!query.ok) return query.response;

    let rawBody: unknown = undefined;
    if (options.body) {
      const read = await readJson(request);
      if (!read.ok) return read.response;
      rawBody = read.value;
    }
    const body = validate(options.body, rawBody);
    if (!body.ok) return body.response;

    let counted = async (response: NextResponse) => response;
    if (options.limit) {
      const { name, account, failed } = options.limit;
      const admitted = await admitRequest(
        { name, failedOnly: failed !== undefined },
        origin,
        clientAddress(request),
        account?.(body.value as never),
      );
      if (!admitted.ok) return tooManyRequests(admitted.retryAfterSeconds);
      if (failed)
        counted = async (response) => {
          if (failed(response)) await admitted.countFailed();
          return response;
        };
    }

    const base = { request, origin, params: routeParams.data, body: body.value, query: query.value };
    if (!options.auth)
      return counted(toResponse(await options.handle(base as AuthedContext<unknown, unknown, unknown>)));

    const active = await activeSession(origin, request.cookies.get(sessionCookieName(origin))?.value);
    if (!active) return signedOut(origin);
    const { session, renewed } = active;

    const result = await options.handle({ ...base, session, customer: { origin, token: session.token } });
    if (isUpstreamUnauthenticated(result)) return signedOut(origin);
    const response = toResponse(result);
    applyCookies(response.cookies, renewed);
    // A customer's own data: never kept by a browser or a shared cache.
    response.headers.set("cache-control", "private, no-store");
    return counted(response);
  };
}

function isMutating(method: string): boolean {
  return !["GET", "HEAD", "OPTIONS"].includes(method.toUpperCase());
}

function isUpstreamUnauthenticated(result: HandlerResult): boolean {
  return result instanceof Response ? result.status === 401 : !result.ok && result.status === 401;
}

type Validated<T> = { ok: true; value: T } | { ok: false; response: NextResponse };

function validate(schema: z.ZodType | undefined, value: unknown): Validated<unknown> {
  if (!schema) return { ok: true, value: undefined };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    response: NextResponse.json({ status: false, errors: fieldErrors(parsed.error) }, { status: 422 }),
  };
}

/** zod issues as the shop API's `{field: [messages]}` map, dotted paths for nested fields. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** `application/json`, with or without parameters such as `charset`. */
function isJson(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** The body as text, refused with 413 beyond MAX_BODY_BYTES (lib/request-body.ts), whatever its framing. */
export async function readBoundedText(
  request: Pick<Request, "headers" | "body">,
  unreadable: string,
): Promise<Validated<string>> {
  const body = await readBoundedBody(request);
  if (!body.ok)
    return {
      ok: false,
      response: body.reason === "too large" ? fail(413, "The request body is too large.") : fail(400, unreadable),
    };
  return { ok: true, value: new TextDecoder().decode(body.bytes) };
}

async function readJson(request: NextRequest): Promise<Validated<unknown>> {
  // A cross-site form can post any other type without a preflight; the browser client always sends JSON.
  if (!isJson(request.headers.get("content-type")))
    return { ok: false, response: fail(415, "The request body must be JSON (Content-Type: application/json).") };
  const text = await readBoundedText(request, "Malformed JSON body");
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return { ok: false, response: fail(400, "Malformed JSON body") };
  }
}

export function fail(status: number, msg: string): NextResponse {
  return NextResponse.json({ status: false, msg }, { status });
}

/** 503 with Retry-After: the shop cannot be reached for now (failure-response.server.ts). */
export function unavailable(msg: string): NextResponse {
  return NextResponse.json(
    { status: false, msg },
    { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } },
  );
}

/** 401 and both session cookies cleared: the browser then clears its cart and goes to `/`. */
export function signedOut(origin: string): NextResponse {
  const response = NextResponse.json({ status: false, msg: "Unauthenticated." }, { status: 401 });
  applyCookies(response.cookies, clearedSessionCookies(origin));
  return response;
}

/** A shop-API result as the browser's answer; Responses pass through unchanged. */
export function toResponse(result: HandlerResult): NextResponse {
  if (result instanceof NextResponse) return result;
  if (result instanceof Response) return new NextResponse(result.body, result);
  if (result.ok) return NextResponse.json(result.data, { status: 200 });
  const { status, body, retryAfter } = failureResponse(result);
  return NextResponse.json(body, {
    status,
    headers: retryAfter === undefined ? undefined : { "retry-after": String(retryAfter) },
  });
}
