import { memoryHeldElsewhere } from "../ops/process-shared.mjs";

/**
 * One memory budget, SERVER_CACHE_MAX_MB, for what the server keeps per shop. The page cache holds
 * most of it; the other stores that grow with the number of shops (the search indexes,
 * lib/search/search.server.ts) say here how many bytes they hold, and the page cache leaves them
 * that room. Kept once per process (process-shared.mjs): Next loads the page cache unbundled, the
 * others come in its bundles.
 */

const DEFAULT_MAX_MB = 256;

const held = memoryHeldElsewhere;

/** The budget in bytes: SERVER_CACHE_MAX_MB (checked at start by lib/config.ts), else 256 MB. */
export function budgetBytes(env = process.env) {
  const mb = Number(env.SERVER_CACHE_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_MB) * 1024 * 1024;
}

/** Records that the store `name` now holds `bytes`. */
export function holdBytes(name, bytes) {
  held().set(name, bytes);
}

/** What the stores other than the page cache hold, in bytes. */
export function heldElsewhere() {
  let total = 0;
  for (const bytes of held().values()) total += bytes;
  return total;
}
