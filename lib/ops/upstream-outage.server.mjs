// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";
import { upstreamOutageStorage } from "./process-shared.mjs";

/**
 * What the shop-API client needs to know of the request it works for: when the request started
 * (all the calls of a page share one deadline from there, even when Next renders the page again
 * for its error page), and whether a call failed, so that the server can tell an outage of the shop
 * API (503, try again later) from a bug (500). Kept once per process (process-shared.mjs): the custom
 * server and the code Next bundles are separate module instances.
 */

/** Seconds a crawler or client is asked to wait; the page cache and the shop API's recovery are on this scale. */
export const RETRY_AFTER_SECONDS = 30;

/** @typedef {{ failed: boolean; startedAt?: number | null }} UpstreamSeen */

/** @returns {AsyncLocalStorage<UpstreamSeen>} */
function storage() {
  return upstreamOutageStorage(() => new AsyncLocalStorage());
}

/**
 * Runs `handle` with `seen`: `failed` (set when a shop-API call inside fails) and `startedAt`
 * (performance.now() at the request's start; null for requests whose calls keep their own timeouts).
 */
/**
 * @template T
 * @param {UpstreamSeen} seen
 * @param {() => T} handle
 * @returns {T}
 */
export function watchUpstream(seen, handle) {
  return storage().run(seen, handle);
}

/**
 * When the request being handled started, if its shop-API calls share a deadline.
 * @returns {number | null}
 */
export function requestStartedAt() {
  return storage().getStore()?.startedAt ?? null;
}

/** Called by the shop-API client for a failed call (no answer, a 5xx or a malformed answer). */
export function noteUpstreamFailure() {
  const seen = storage().getStore();
  if (seen) seen.failed = true;
}

/**
 * Makes the 500 that Next answers for a page whose shop data could not be read a 503 with
 * Retry-After: the page is temporarily unavailable, which crawlers retry without dropping it from
 * their index. A 500 in a request where every shop-API call succeeded stays a 500 (a bug).
 * @param {import("node:http").ServerResponse} response
 * @param {UpstreamSeen} seen
 */
export function answerOutagesWith503(response, seen) {
  const writeHead = response.writeHead;
  response.writeHead = /** @type {any} */ (
    /**
     * @this {import("node:http").ServerResponse}
     * @param {number} statusCode
     * @param {any[]} rest
     */
    function (statusCode, ...rest) {
      if (statusCode === 500 && seen.failed) {
        statusCode = 503;
        if (typeof rest[0] === "string") rest[0] = "Service Unavailable";
        this.setHeader("retry-after", String(RETRY_AFTER_SECONDS));
        this.setHeader("cache-control", "no-store");
      }
      return /** @type {any} */ (writeHead).call(this, statusCode, ...rest);
    }
  );
}
