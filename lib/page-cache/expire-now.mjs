/**
 * Expires tags in the process's page cache (handler.mjs, shared through globalThis) and waits until
 * it is done, here and in Redis. Next's `revalidateTag` does the same only once the webhook's answer
 * is on its way; the edge purge (lib/edge-cache/) must come after it, or the edge could fetch the old
 * page again from this instance or another before it expired.
 */

const CACHE = Symbol.for("storefront.page-cache");

export async function expireTagsNow(tags) {
  await globalThis[CACHE]?.revalidateTag(tags);
}
