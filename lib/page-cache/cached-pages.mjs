// @ts-check
/**
 * How a kept page reaches the client without being inflated and compressed again per request.
 *
 * The page cache keeps a page as the gzip of its HTML with the stylesheet inlined (memory-store.mjs).
 * Next sends a hit as the one string the cache handler gives it; for a request the server said it
 * writes kept pages for (a document, gzip accepted), the handler gives Next a short token instead,
 * and the server (lib/ops/inline-stylesheet.server.mjs) writes the kept bytes where Next writes the
 * token. Every other request (HEAD, no gzip, RSC, no server.mjs) gets the HTML itself, as before.
 *
 * The cache handler and server.mjs import this same module instance (Next loads the handler with
 * Node's own `import()`; lib/ops/process-shared.mjs says why that holds). No imports: Next also
 * bundles the cache handler into the Edge middleware.
 */

/**
 * A page kept as its gzip answer (memory-store.mjs PackedPage).
 * @typedef {{ token?: string; readonly parts: Buffer[]; readonly length: number; gzip(): Buffer; unpack(): string }} CachedPage
 */

const TOKEN_PREFIX = "\u0000storefront-kept-page:";
const TOKEN_DIGITS = 12;
export const TOKEN_LENGTH = TOKEN_PREFIX.length + TOKEN_DIGITS;
// A token lent to Next resolves this long: Next writes it within the request; the page cache also
// resolves it later through the entry that holds the page (PageCache.set).
const LENT_MS = 30_000;

/**
 * @type {{
 *   count: number;
 *   lent: Map<string, { page: CachedPage; at: number }>;
 *   scope: import("node:async_hooks").AsyncLocalStorage<boolean> | null;
 * }}
 */
const state = { count: 0, lent: new Map(), scope: null };

function shared() {
  return state;
}

/**
 * The page's token: fixed length, beginning with a NUL, which no HTML document does.
 * @param {CachedPage} page
 * @returns {string}
 */
function tokenOf(page) {
  page.token ??= TOKEN_PREFIX + String(++shared().count).padStart(TOKEN_DIGITS, "0");
  return page.token;
}

/**
 * Lends `page` for one answer: its token resolves (cachedPage) for a while.
 * @param {CachedPage} page
 * @returns {string}
 */
export function lend(page, now = Date.now()) {
  const { lent } = shared();
  const token = tokenOf(page);
  lent.delete(token);
  lent.set(token, { page, at: now });
  // A Map iterates in insertion order: the front was lent first.
  for (const [old, { at }] of lent) {
    if (now - at < LENT_MS) break;
    lent.delete(old);
  }
  return token;
}

/**
 * Whether `value` has a token's form (it may no longer resolve).
 * @param {unknown} value
 * @returns {value is string}
 */
export function isToken(value) {
  return typeof value === "string" && value.length === TOKEN_LENGTH && value.startsWith(TOKEN_PREFIX);
}

/**
 * The page a token lent stands for, or null (not a token, or lent too long ago).
 * @param {unknown} value
 * @returns {CachedPage | null}
 */
export function cachedPage(value) {
  return isToken(value) ? (shared().lent.get(value)?.page ?? null) : null;
}

/**
 * The server's AsyncLocalStorage: its store is `true` while a request that takes kept pages is answered.
 * @param {import("node:async_hooks").AsyncLocalStorage<boolean>} scope
 */
export function setCachedPagesScope(scope) {
  shared().scope = scope;
}

/**
 * Whether server.mjs writes kept pages: without it (`next start`) pages are kept and served as rendered.
 * @returns {boolean}
 */
export function cachedPagesServed() {
  return shared().scope !== null;
}

/**
 * Whether the request being answered takes kept pages (the server opened a scope for it).
 * @returns {boolean}
 */
export function takesCachedPages() {
  return shared().scope?.getStore() === true;
}
