import "server-only";
import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { z } from "zod";
import { getConfig } from "@/lib/config";
import { logger } from "@/lib/ops/logger.server.mjs";
import { callOf, metrics } from "@/lib/ops/telemetry/sink";
import { noteUpstreamFailure } from "@/lib/ops/upstream-outage.server.mjs";
import { rejectFetchAnswer } from "@/lib/page-cache/rejected-answers.mjs";
import { saysStatusFalse } from "@storefront/shop-answers";
import { renderBudgetLeftMs } from "./deadline.server";

/**
 * The one way the storefront talks to the shop API: a timeout on every call (and one deadline for
 * all the calls of a page), the shop named in the query, the answer parsed with zod. Failures come
 * back as values, never as thrown errors, so a route handler can map them to an HTTP answer and a
 * page can decide what is missing and what is an outage (ShopApiUnavailableError).
 */

export type ShopApiSuccess<T> = { ok: true; status: number; data: T; headers: Headers };
export type ShopApiFailure = {
  ok: false;
  /** Upstream HTTP status, or null when no answer arrived. */
  status: number | null;
  /**
   * `refused`: a 2xx answer `{status: false, msg}` without the data the call reads, the shop's "nothing
   * here" or "no" (packages/shop-api/CONTRACT.md, "When the answer is status: false"); never an outage.
   */
  reason: "network" | "timeout" | "http" | "malformed" | "refused";
  /** The upstream JSON body, for 4xx answers the browser should see; null when it was not JSON (logged instead). */
  body: unknown;
};
export type ShopApiResult<T> = ShopApiSuccess<T> | ShopApiFailure;

/**
 * Whether a failure is the shop API's (no answer, a 5xx, a malformed answer) rather than its
 * refusal of this request (a 4xx, which is an answer about the request: unknown, invalid, denied).
 */
export function isUpstreamFailure(failure: ShopApiFailure): boolean {
  if (failure.reason === "refused") return false;
  return failure.reason !== "http" || (failure.status ?? 0) >= 500;
}

/** Whether the shop says the thing read is not there: a 404, or a `status: false` answer without its data. */
export function isMissing(failure: ShopApiFailure): boolean {
  return failure.reason === "refused" || (failure.reason === "http" && failure.status === 404);
}

/** The shop's own words of a refusal (`msg` of a `status: false` or 4xx answer), or null when it gave none. */
export function refusalMessage(failure: ShopApiFailure): string | null {
  if (isUpstreamFailure(failure)) return null;
  const body = failure.body;
  const msg = typeof body === "object" && body !== null && "msg" in body ? body.msg : null;
  return typeof msg === "string" && msg.trim() !== "" ? msg.trim() : null;
}

/**
 * A list read whose `status: false` answer means "there are none": that answer as the empty list (or
 * listing) it stands for, so every reader shows an empty section (packages/shop-api/CONTRACT.md).
 */
export function noneWhenRefused<T>(result: ShopApiResult<T>, none: T): ShopApiResult<T> {
  if (result.ok || result.reason !== "refused") return result;
  return { ok: true, status: result.status ?? 200, data: none, headers: new Headers() };
}

/**
 * Thrown by a page whose data the shop API did not deliver: the route's error boundary shows (503,
 * server.mjs), a kept copy of the page is served instead where there is one, and nothing is kept.
 * Never notFound(): the thing may well exist, and a 404 tells crawlers to drop it.
 */
export class ShopApiUnavailableError extends Error {
  constructor(
    readonly failure: Pick<ShopApiFailure, "reason" | "status">,
    what = "Shop data",
  ) {
    super(
      `${what} could not be loaded: the shop API ${failure.reason === "http" ? `answered HTTP ${failure.status}` : `call failed (${failure.reason})`}.`,
    );
    this.name = "ShopApiUnavailableError";
  }
}

/**
 * How the call names the shop: `site_url=` (most calls) or `type=public&url=` (the account calls
 * of spec part 1). The contract accepts either on every call.
 */
export type OriginParam = "site_url" | "auth";

/** Shared (cross-user) cache for public data; omitted means never cached. */
export type SharedCache = { revalidate: number; tags: string[] };

export type ShopApiRequest<S extends z.ZodType> = {
  method?: "GET" | "POST" | "DELETE";
  /** Path on the shop API, e.g. `/api/gym-theme`. */
  path: string;
  /** The shop origin; omitted only for calls that are truly global. */
  origin?: string;
  originParam?: OriginParam;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  token?: string;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  schema: S;
  cache?: SharedCache;
  timeoutMs?: number;
};

/** Cache tag of everything cached for one shop; `shopTag(origin, "theme")` narrows to one resource. */
export function shopTag(origin: string, resource?: string): string {
  return resource ? `shop:${origin}:${resource}` : `shop:${origin}`;
}

export function buildUrl(
  base: string,
  path: string,
  origin: string | undefined,
  originParam: OriginParam,
  query: ShopApiRequest<z.ZodType>["query"],
): string {
  const url = new URL(base + path);
  if (origin !== undefined) {
    if (originParam === "auth") {
      url.searchParams.set("type", "public");
      url.searchParams.set("url", origin);
    } else {
      url.searchParams.set("site_url", origin);
    }
  }
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * One log line per call with its duration and outcome. Cacheable reads log at debug: Next may answer
 * them from its data cache without calling out. Only chosen fields: never the body, query or token.
 */
function logged<T>(
  call: { method: string; path: string; origin?: string; cacheable: boolean; started: number },
  result: ShopApiResult<T>,
  detail?: string,
): ShopApiResult<T> {
  const line = {
    upstream: "shop-api",
    shop: call.origin ?? null,
    method: call.method,
    path: call.path,
    status: result.status,
    outcome: result.ok ? ("ok" as const) : result.reason,
    duration_ms: Math.round((performance.now() - call.started) * 10) / 10,
    ...(detail ? { detail } : {}),
  };
  metrics().shopApiCall(callOf(call.method, call.path), line.outcome, line.duration_ms / 1000);
  const failed = !result.ok && isUpstreamFailure(result);
  if (failed) {
    noteUpstreamFailure();
    logger().error(line, "shop-api call failed");
  } else logger()[call.cacheable && result.ok ? "debug" : "info"](line, "shop-api call");
  return result;
}

// Enough to tell an ingress's page or a framework's error apart.
const LOGGED_BODY_CHARS = 500;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === "") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** A successful answer `{data: …}` as its `data`; a failure passes through unchanged. */
export function dataOf<T>(result: ShopApiResult<{ data: T }>): ShopApiResult<T> {
  return result.ok ? { ...result, data: result.data.data } : result;
}

/** A call's own timeout, cut to what is left of the page render's deadline. */
function timeoutMs(callMs: number, pageDeadlineMs: number): number {
  const left = renderBudgetLeftMs(pageDeadlineMs);
  return left === null ? callMs : Math.max(0, Math.min(callMs, Math.ceil(left)));
}

type NextFetchInit = RequestInit & { next?: { revalidate?: number; tags?: string[] } };

/** Methods that change nothing: one whose connection failed before any answer may be sent again. */
const READS = new Set(["GET", "HEAD"]);

/** Whether a fetch ended on its signal (timeout or abort); duck-typed: the reason is a DOMException of any realm. */
function aborted(error: unknown): boolean {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  return name === "TimeoutError" || name === "AbortError";
}

/** A failed fetch in words, with its cause ("fetch failed" alone does not say a reset from a refusal). */
function failureOf(error: unknown): string {
  const cause = typeof error === "object" && error !== null && "cause" in error ? error.cause : undefined;
  const said = typeof cause === "object" && cause !== null && "message" in cause ? String(cause.message) : "";
  return said ? `${String(error)}: ${said}` : String(error);
}

/**
 * Sends a read once more when its connection failed before any answer: a kept-alive connection the shop API closed
 * just as it was reused (its idle timeout), a reset. A write is never sent again (it may have been acted on), nor
 * anything that ran out of time.
 */
async function fetchRead(url: string, init: NextFetchInit, read: boolean): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!read || aborted(error)) throw error;
    return fetch(url, init);
  }
}

/**
 * Calls the shop API once and parses a 2xx answer with the given schema, in a span of the request's
 * trace when traces are on (lib/ops/telemetry/): method, path without its query, status, shop.
 */
export async function shopApiRequest<S extends z.ZodType>(
  request: ShopApiRequest<S>,
): Promise<ShopApiResult<z.output<S>>> {
  // Only inside a trace being recorded (the request's, when sampled): otherwise no span at all.
  if (!trace.getActiveSpan()?.isRecording()) return send(request);
  const method = request.method ?? "GET";
  const attributes = {
    "http.request.method": method,
    "url.path": request.path,
    ...(request.origin ? { "storefront.shop": request.origin } : {}),
  };
  return trace
    .getTracer("storefront")
    .startActiveSpan(
      `shop-api ${callOf(method, request.path)}`,
      { kind: SpanKind.CLIENT, attributes },
      async (span) => {
        const result = await send(request);
        if (result.status !== null) span.setAttribute("http.response.status_code", result.status);
        span.setAttribute("storefront.shop_api.outcome", result.ok ? "ok" : result.reason);
        if (!result.ok && isUpstreamFailure(result)) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
        return result;
      },
    );
}

async function send<S extends z.ZodType>(request: ShopApiRequest<S>): Promise<ShopApiResult<z.output<S>>> {
  const config = getConfig();
  const method = request.method ?? "GET";
  const url = buildUrl(
    config.shopApiUrl,
    request.path,
    request.origin,
    request.originParam ?? "site_url",
    request.query,
  );

  const headers: Record<string, string> = { ...request.headers, accept: "application/json" };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  if (request.token) headers.authorization = `Bearer ${request.token}`;

  const init: NextFetchInit = {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(timeoutMs(request.timeoutMs ?? config.shopApiTimeoutMs, config.shopApiPageDeadlineMs)),
  };
  // Private calls (anything with a token) are never cached, whatever the caller asked for.
  const cache = request.token ? undefined : request.cache;
  if (cache) init.next = { revalidate: cache.revalidate, tags: cache.tags };
  else init.cache = "no-store";
  const call = { method, path: request.path, origin: request.origin, cacheable: !!cache, started: performance.now() };

  let response: Response;
  let text: string;
  try {
    response = await fetchRead(url, init, READS.has(method));
    text = await response.text();
  } catch (error) {
    const timedOut = aborted(error);
    return logged(
      call,
      { ok: false, status: null, reason: timedOut ? "timeout" : "network", body: null },
      timedOut ? undefined : failureOf(error),
    );
  }

  const json = parseJson(text);
  if (!response.ok) {
    // Not JSON (an ingress's HTML page, a framework's text): nothing to show a shopper, so it is logged.
    const detail = json.ok ? undefined : `not JSON: ${text.slice(0, LOGGED_BODY_CHARS)}`;
    return logged(
      call,
      { ok: false, status: response.status, reason: "http", body: json.ok ? json.value : null },
      detail,
    );
  }
  if (!json.ok) {
    if (cache) rejectFetchAnswer(url);
    return logged(call, { ok: false, status: response.status, reason: "malformed", body: null }, "not JSON");
  }
  const parsed = request.schema.safeParse(json.value);
  if (!parsed.success && saysStatusFalse(json.value)) {
    return logged(call, { ok: false, status: response.status, reason: "refused", body: json.value });
  }
  if (!parsed.success) {
    if (cache) rejectFetchAnswer(url);
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
      .join("; ");
    return logged(call, { ok: false, status: response.status, reason: "malformed", body: null }, issues);
  }
  return logged(call, { ok: true, status: response.status, data: parsed.data, headers: response.headers });
}
