/**
 * Next.js server cache (ISR pages, route handler responses, fetch data) held in memory with a size
 * bound. Every shop, product, listing filter state and host is its own cache entry, so the default
 * file-system cache would grow without limit under crawling or junk URLs; here the least recently
 * used entries are dropped once the bound is reached (`SERVER_CACHE_MAX_MB`, default 256).
 *
 * Staleness is still decided by Next from `lastModified` and the route's revalidate time; this
 * handler only stores entries and forgets those whose tags were revalidated after they were written.
 * One process, one cache: several instances would each hold their own (see README).
 */

import { toAsciiHtml } from "./ascii-html.mjs";

const DEFAULT_MAX_MB = 256;

/** Rough size of an entry in bytes: what dominates (HTML, RSC payload, bodies, fetch data). */
export function entrySize(key, value) {
  let size = key.length;
  if (!value) return size + 32;
  if (typeof value.html === "string") size += value.html.length;
  if (value.rscData) size += value.rscData.length ?? 0;
  if (value.segmentData instanceof Map) {
    for (const [path, buffer] of value.segmentData) size += path.length + (buffer?.length ?? 0);
  }
  if (value.body) size += value.body.length ?? 0;
  if (value.buffer) size += value.buffer.length ?? 0;
  if (value.data !== undefined || value.pageData !== undefined || value.props !== undefined) {
    size += JSON.stringify(value.data ?? value.pageData ?? value.props ?? "").length;
  }
  return size;
}

/** Tags of an entry: fetch entries get them in ctx, pages and routes in their cache-tags header. */
function tagsOf(value, ctx) {
  const tags = [...(ctx?.tags ?? [])];
  const header = value?.headers?.["x-next-cache-tags"];
  if (typeof header === "string") tags.push(...header.split(","));
  return tags;
}

/**
 * Pages and route answers are kept only when they are a 200: a not-found page (an unknown shop,
 * product, path) or a redirect (a listing state put into its canonical form) is rendered again on
 * each request rather than kept, so that junk URLs cannot fill the cache.
 */
export function worthKeeping(value) {
  const pageLike = value.kind === "APP_PAGE" || value.kind === "APP_ROUTE" || value.kind === "PAGES";
  return !pageLike || value.status === undefined || value.status === 200;
}

/** The store behind every handler instance: Next may create an instance per request. */
export class BoundedStore {
  /** @type {Map<string, {value: unknown, lastModified: number, tags: string[], size: number}>} */
  entries = new Map();
  /** @type {Map<string, number>} tag → when it was last revalidated */
  revalidatedAt = new Map();
  bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  get(key, ctx) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (tags.some((tag) => (this.revalidatedAt.get(tag) ?? -Infinity) >= entry.lastModified)) {
      this.delete(key);
      return null;
    }
    // Re-insert: a Map iterates in insertion order, so the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, lastModified: entry.lastModified };
  }

  set(key, value, ctx) {
    this.delete(key);
    if (value === null || value === undefined || !worthKeeping(value)) return;
    // Pages are kept in ASCII so that every hit is sent as a plain byte copy (lib/ascii-html.mjs).
    if (typeof value.html === "string") value = { ...value, html: toAsciiHtml(value.html) };
    const size = entrySize(key, value);
    if (size > this.maxBytes) return; // one oversized entry must not flush everything else
    this.entries.set(key, { value, lastModified: Date.now(), tags: tagsOf(value, ctx), size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  revalidateTag(tags) {
    const now = Date.now();
    for (const tag of Array.isArray(tags) ? tags : [tags]) this.revalidatedAt.set(tag, now);
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}

function maxBytesFromEnv() {
  const mb = Number(process.env.SERVER_CACHE_MAX_MB);
  return (Number.isFinite(mb) && mb > 0 ? mb : DEFAULT_MAX_MB) * 1024 * 1024;
}

let shared;

export default class BoundedCacheHandler {
  constructor() {
    shared ??= new BoundedStore(maxBytesFromEnv());
    this.store = shared;
  }

  async get(key, ctx) {
    return this.store.get(key, ctx);
  }

  async set(key, value, ctx) {
    this.store.set(key, value, ctx);
  }

  async revalidateTag(tags) {
    this.store.revalidateTag(tags);
  }

  resetRequestCache() {}
}
