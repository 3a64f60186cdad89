import "server-only";
import type { z } from "zod";
import { getConfig } from "@/lib/config";

/**
 * The one way the storefront talks to the shop API: a timeout on every call, the shop named in the
 * query, the answer parsed with zod. Failures come back as values, never as thrown errors, so a
 * page can render without a fetch that failed and a route handler can map it to an HTTP answer.
 */

export type ShopApiSuccess<T> = { ok: true; status: number; data: T; headers: Headers };
export type ShopApiFailure = {
  ok: false;
  /** Upstream HTTP status, or null when no answer arrived. */
  status: number | null;
  reason: "network" | "timeout" | "http" | "malformed";
  /** The upstream body (JSON when it was JSON), for 4xx answers the browser should see. */
  body: unknown;
};
export type ShopApiResult<T> = ShopApiSuccess<T> | ShopApiFailure;

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

export function buildUrl(base: string, path: string, origin: string | undefined, originParam: OriginParam, query: ShopApiRequest<z.ZodType>["query"]): string {
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

function describeCall(method: string, path: string, origin: string | undefined): string {
  return `${method} ${path}${origin ? ` (${origin})` : ""}`;
}

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

type NextFetchInit = RequestInit & { next?: { revalidate?: number; tags?: string[] } };

/** Calls the shop API once and parses a 2xx answer with the given schema. */
export async function shopApiRequest<S extends z.ZodType>(request: ShopApiRequest<S>): Promise<ShopApiResult<z.output<S>>> {
  const config = getConfig();
  const method = request.method ?? "GET";
  const call = describeCall(method, request.path, request.origin);
  const url = buildUrl(config.shopApiUrl, request.path, request.origin, request.originParam ?? "site_url", request.query);

  const headers: Record<string, string> = { ...request.headers, accept: "application/json" };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  if (request.token) headers.authorization = `Bearer ${request.token}`;

  const init: NextFetchInit = {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    signal: AbortSignal.timeout(request.timeoutMs ?? config.shopApiTimeoutMs),
  };
  // Private calls (anything with a token) are never cached, whatever the caller asked for.
  if (request.cache && !request.token) init.next = { revalidate: request.cache.revalidate, tags: request.cache.tags };
  else init.cache = "no-store";

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, init);
    text = await response.text();
  } catch (error) {
    // Duck-typed: the abort reason is a DOMException, which need not be an Error of this realm.
    const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
    const timedOut = name === "TimeoutError" || name === "AbortError";
    console.error(`[shop-api] ${call}: ${timedOut ? "timed out" : `network error: ${String(error)}`}`);
    return { ok: false, status: null, reason: timedOut ? "timeout" : "network", body: null };
  }

  const json = parseJson(text);
  if (!response.ok) {
    if (response.status >= 500) console.error(`[shop-api] ${call}: HTTP ${response.status}`);
    return { ok: false, status: response.status, reason: "http", body: json.ok ? json.value : text };
  }
  if (!json.ok) {
    console.error(`[shop-api] ${call}: malformed answer (not JSON)`);
    return { ok: false, status: response.status, reason: "malformed", body: null };
  }
  const parsed = request.schema.safeParse(json.value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
      .join("; ");
    console.error(`[shop-api] ${call}: malformed answer: ${issues}`);
    return { ok: false, status: response.status, reason: "malformed", body: null };
  }
  return { ok: true, status: response.status, data: parsed.data, headers: response.headers };
}
