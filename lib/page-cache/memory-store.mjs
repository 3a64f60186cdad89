/**
 * The page cache's store inside this process: entries with a size bound, least recently used
 * dropped first (`SERVER_CACHE_MAX_MB`, default 256). Every shop, product, listing filter state
 * and host is its own entry, so an unbounded store would grow under crawling or junk URLs.
 * Alone it is the whole cache; with Redis it is the copy this instance serves from.
 */

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

export class BoundedStore {
  /** @type {Map<string, {value: unknown, lastModified: number, tags: string[], cacheControl: unknown, size: number}>} */
  entries = new Map();
  /** @type {Map<string, number>} tag → when it was last revalidated */
  revalidatedAt = new Map();
  bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  /** The entry as stored, without any check or change of its place. */
  peek(key) {
    return this.entries.get(key) ?? null;
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
    return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /** Keeps `value` as written at `lastModified` (another instance's write keeps its own time). */
  set(key, value, tags, { cacheControl, lastModified = Date.now() } = {}) {
    this.delete(key);
    if (value === null || value === undefined) return;
    const size = entrySize(key, value);
    if (size > this.maxBytes) return; // one oversized entry must not flush everything else
    this.entries.set(key, { value, lastModified, tags, cacheControl, size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  revalidateTag(tags, now = Date.now()) {
    for (const tag of Array.isArray(tags) ? tags : [tags]) this.revalidatedAt.set(tag, now);
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
