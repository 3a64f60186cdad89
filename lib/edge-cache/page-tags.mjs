// @ts-check
/**
 * The page-cache tags of the answer being made, noted by the cache handler (lib/page-cache/handler.mjs)
 * when it hands Next a kept page or keeps a rendered one, and read by the server when the answer's
 * headers go out (answer-headers.server.mjs), which hands its async context over here: both import
 * this same module instance (lib/ops/process-shared.mjs says why). No imports: Next also bundles the
 * handler into the Edge middleware, where nothing is noted.
 */

/** @type {import("node:async_hooks").AsyncLocalStorage<Set<string>> | null} */
let perAnswer = null;

/**
 * Called by the server with the context it opens around each answer.
 * @param {import("node:async_hooks").AsyncLocalStorage<Set<string>>} storage
 */
export function collectPageTagsIn(storage) {
  perAnswer = storage;
}

/**
 * Adds `tags` to the current request's set, when the server opened one for it.
 * @param {Iterable<string>} tags
 */
export function notePageTags(tags) {
  const seen = perAnswer?.getStore();
  if (seen) for (const tag of tags) seen.add(tag);
}
