// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";
import { edgeHeadersFor } from "./keys.server.mjs";
import { collectPageTagsIn } from "./page-tags.mjs";

/**
 * Tags every answer a shared cache may store with the shop data it was built from (keys.server.mjs),
 * for server.mjs: the page-cache tags the cache handler notes while Next answers (page-tags.mjs)
 * become `Surrogate-Key` and `Cache-Tag` when the headers go out. Private answers get none, and
 * only a 200 may stay shared-cacheable.
 */

/** @type {AsyncLocalStorage<Set<string>>} */
const pageTags = new AsyncLocalStorage();
collectPageTagsIn(pageTags);

/**
 * @param {unknown} headers
 * @param {string} name
 * @returns {unknown}
 */
function headerIn(headers, name) {
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  if (headers && typeof headers === "object")
    for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}

/**
 * Runs `handle` (Next's answer to `response`) with the edge headers added to what it sends.
 * @template T
 * @param {import("node:http").ServerResponse} response
 * @param {() => T} handle
 * @returns {T}
 */
export function withEdgeHeaders(response, handle) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {(this: import("node:http").ServerResponse, statusCode: number, ...rest: any[]) => import("node:http").ServerResponse} */
  const writeHead = response.writeHead;
  /** @type {typeof writeHead} */
  response.writeHead = function (statusCode, ...rest) {
    // A second call fails in Node's own writeHead, as it would without this wrapper.
    if (this.headersSent) return writeHead.call(this, statusCode, ...rest);
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    const cacheControl = headerIn(headers, "cache-control") ?? this.getHeader("cache-control");
    const stale = (headerIn(headers, "x-nextjs-cache") ?? this.getHeader("x-nextjs-cache")) === "STALE";
    const edge = edgeHeadersFor(cacheControl, seen, { stale, status: statusCode });
    if (edge.cacheControl) {
      this.setHeader("cache-control", edge.cacheControl);
      if (headers && !Array.isArray(headers))
        for (const key of Object.keys(headers)) if (key.toLowerCase() === "cache-control") delete headers[key];
    }
    for (const [name, value] of Object.entries(edge.headers ?? {})) this.setHeader(name, value);
    return writeHead.call(this, statusCode, ...rest);
  };
  return pageTags.run(seen, handle);
}
