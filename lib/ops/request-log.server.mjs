// @ts-check
import { randomUUID } from "node:crypto";

/** What the request log may take from a proxy's X-Request-Id: a short token, nothing that could smuggle text. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_PATH = 2048;
const MAX_HOST = 300;

/**
 * @typedef {Pick<import("node:http").IncomingMessage, "headers" | "method" | "url"> & { socket?: object & { encrypted?: boolean } }} Request
 */

/** @param {string | string[] | undefined} header */
function first(header) {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(",")[0]?.trim() || undefined;
}

/**
 * The entry the nearest (trusted) proxy added, as lib/tenant.ts reads it.
 * @param {string | string[] | undefined} header
 */
function last(header) {
  const value = Array.isArray(header) ? header.at(-1) : header;
  return value?.split(",").at(-1)?.trim() || undefined;
}

/**
 * The proxy's X-Request-Id when TRUST_PROXY and well-formed; otherwise a new one.
 * @param {import("node:http").IncomingHttpHeaders} headers
 * @param {boolean} trustProxy
 * @returns {string}
 */
export function requestIdOf(headers, trustProxy) {
  const given = trustProxy ? first(headers["x-request-id"]) : undefined;
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The shop a request names (`scheme://host`), as sent: the log shows what arrived, allowed or not.
 * @param {Request} request
 * @param {boolean} trustProxy
 * @returns {string | null}
 */
export function shopOf(request, trustProxy) {
  const host = (trustProxy ? last(request.headers["x-forwarded-host"]) : undefined) ?? request.headers.host;
  if (!host) return null;
  const scheme =
    (trustProxy ? last(request.headers["x-forwarded-proto"]) : undefined) ??
    (request.socket?.encrypted ? "https" : "http");
  return `${scheme}://${host}`.slice(0, MAX_HOST);
}

/**
 * The path without its query string, where codes and tokens of links travel.
 * @param {string} [url]
 * @returns {string}
 */
export function pathOf(url = "/") {
  const end = url.search(/[?#]/);
  return (end === -1 ? url : url.slice(0, end)).slice(0, MAX_PATH);
}

/**
 * The one line logged per request, built only from fields chosen here: no header, cookie or body
 * is ever copied into it. `finished` is false when the client went away before the answer ended.
 * @param {{ request: Request; status: number; durationMs: number; requestId: string; trustProxy: boolean; finished?: boolean }} options
 * @returns {{ shop: string | null; method: string | undefined; path: string; status: number; duration_ms: number; request_id: string; aborted?: true }}
 */
export function requestLine({ request, status, durationMs, requestId, trustProxy, finished = true }) {
  return {
    shop: shopOf(request, trustProxy),
    method: request.method,
    path: pathOf(request.url),
    status,
    duration_ms: Math.round(durationMs * 10) / 10,
    request_id: requestId,
    ...(finished ? {} : { aborted: true }),
  };
}
