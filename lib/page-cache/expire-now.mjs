// @ts-check
import { pageCacheSlot } from "../ops/process-shared.mjs";

/**
 * Expires tags in the process's page cache (handler.mjs, reached through process-shared.mjs) and waits until
 * it is done, here and in Redis. Next's `revalidateTag` does the same only once the webhook's answer
 * is on its way; the edge purge (lib/edge-cache/) must come after it, or the edge could fetch the old
 * page again from this instance or another before it expired.
 */

/** @param {string[]} tags */
export async function expireTagsNow(tags) {
  await pageCacheSlot.get()?.revalidateTag(tags);
}
