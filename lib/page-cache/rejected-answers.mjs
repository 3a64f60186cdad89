// @ts-check
import { pageCacheSlot } from "../ops/process-shared.mjs";

/**
 * Next's data cache keeps a shop-API answer as soon as it arrives with status 200, before the
 * shop-API client has parsed it. An answer the client finds malformed must not be served from there
 * again (it would keep the page failing after the shop API recovered), so the client tells the
 * process's page cache (handler.mjs), reached through process-shared.mjs, to drop it.
 */

/** Drops the kept answer of `url` and refuses to keep it for a few seconds (the write may still be on its way). */
/** @param {string} url */
export function rejectFetchAnswer(url) {
  const cache = pageCacheSlot.get();
  if (cache) void cache.rejectFetch(url);
}
