// @ts-check
import { getSettings } from "../config.ts";
import { memoryHeldElsewhere } from "../ops/process-shared.mjs";

/**
 * One memory budget, SERVER_CACHE_MAX_MB, for what the server keeps per shop. The page cache holds
 * most of it; the other stores that grow with the number of shops (the search indexes,
 * lib/search/search.server.ts) say here how many bytes they hold, and the page cache leaves them
 * that room. Kept once per process (process-shared.mjs): Next loads the page cache unbundled, the
 * others come in its bundles.
 */

const held = memoryHeldElsewhere;

/** The budget in bytes: SERVER_CACHE_MAX_MB as lib/config.ts reads it (256 MB by default). */
export function budgetBytes() {
  return getSettings().serverCacheMaxBytes;
}

/**
 * Records that the store `name` now holds `bytes`.
 * @param {string} name
 * @param {number} bytes
 */
export function holdBytes(name, bytes) {
  held().set(name, bytes);
}

/** What the stores other than the page cache hold, in bytes. */
export function heldElsewhere() {
  let total = 0;
  for (const bytes of held().values()) total += bytes;
  return total;
}
