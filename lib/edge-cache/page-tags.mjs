/**
 * The page-cache tags of the answer being made, noted by the cache handler (lib/page-cache/handler.mjs)
 * when it hands Next a kept page or keeps a rendered one, and read by the server when the answer's
 * headers go out (answer-headers.server.mjs). Shared through globalThis: the cache handler, the code
 * Next bundles and server.mjs are separate module instances. No imports: Next also bundles the
 * handler into the Edge middleware, where nothing is noted.
 */

const PAGE_TAGS = Symbol.for("storefront.edge-cache.page-tags");

/** Adds `tags` to the current request's set, when the server opened one for it. */
export function notePageTags(tags) {
  const seen = globalThis[PAGE_TAGS]?.getStore();
  if (seen) for (const tag of tags) seen.add(tag);
}
