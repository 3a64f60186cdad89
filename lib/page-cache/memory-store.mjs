/**
 * The page cache's store inside this process: entries with a size bound, least recently used
 * dropped first (`SERVER_CACHE_MAX_MB`, default 256). Every shop, product, listing filter state
 * and host is its own entry, so an unbounded store would grow under crawling or junk URLs.
 * Alone it is the whole cache; with Redis it is the copy this instance serves from.
 *
 * A page is kept packed: its HTML and its prefetch segments deflated (about a sixth of their size),
 * its RSC payload as it is (sent as it is on a client navigation). Unpacked, three pages and their
 * data took about 350 KB per shop, so 256 MB held some 700 shops and a pass over more (the bench
 * of `npm run bench:tenants`) found every page evicted: all misses. A hit inflates the HTML (about
 * 0.1 ms for a 64 KB page) and a prefetch segment only when it is asked for.
 */

/** Per entry, besides the bytes counted: the Map slot, the entry and value objects, headers. */
export const ENTRY_OVERHEAD_BYTES = 512;
/** Smaller HTML is kept as it is: deflating it would save little. */
const PACK_FROM_BYTES = 2048;

// Node's zlib, looked up when a page is first kept: Next also bundles this module into the Edge
// middleware, whose sandbox throws on the very lookup (so never at module load) and has no zlib;
// there everything would be kept as it is.
let nodeZlib;
function zlibOrNull() {
  if (nodeZlib === undefined) {
    try {
      nodeZlib = globalThis.process?.getBuiltinModule?.("node:zlib") ?? null;
    } catch {
      nodeZlib = null;
    }
  }
  return nodeZlib;
}
const ONE_BYTE = /^[\x00-\xff]*$/;

/**
 * The bytes in a buffer of their own. zlib's output, and Next's, may be a view into a larger chunk
 * (16 KB for zlib), which a kept view would keep alive whole: counted at its length, a small
 * segment then held three times that.
 */
function exact(buffer) {
  return buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength
    ? buffer
    : Buffer.from(new Uint8Array(buffer).buffer);
}

/** A deflated string; `latin1` when every character fits one byte (the pages handler.mjs keeps, in ASCII). */
class PackedText {
  constructor(text) {
    this.latin1 = ONE_BYTE.test(text);
    this.bytes = exact(nodeZlib.deflateRawSync(Buffer.from(text, this.latin1 ? "latin1" : "utf8"), { level: 6 }));
  }
  get length() {
    return this.bytes.length;
  }
  unpack() {
    return nodeZlib.inflateRawSync(this.bytes).toString(this.latin1 ? "latin1" : "utf8");
  }
}

/**
 * Prefetch segments (path → RSC bytes), deflated: Next reads one with `get(path)` per prefetch
 * request, and only that one is inflated. Iterating gives them inflated too.
 */
export class PackedSegments extends Map {
  /** @param {Map<string, Uint8Array>} segments */
  static of(segments) {
    const packed = new PackedSegments();
    for (const [path, buffer] of segments) Map.prototype.set.call(packed, path, exact(nodeZlib.deflateRawSync(buffer)));
    return packed;
  }
  get(path) {
    const packed = super.get(path);
    return packed === undefined ? undefined : nodeZlib.inflateRawSync(packed);
  }
  /** The deflated bytes kept. */
  packedBytes() {
    let size = 0;
    for (const [path, buffer] of super.entries()) size += path.length + buffer.length;
    return size;
  }
  *entries() {
    for (const path of super.keys()) yield [path, this.get(path)];
  }
  *values() {
    for (const path of super.keys()) yield this.get(path);
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  forEach(callback, thisArg) {
    for (const [path, buffer] of this.entries()) callback.call(thisArg, buffer, path, this);
  }
}

/**
 * The value as kept: a page's HTML and segments deflated, its RSC payload (and a route's body) in
 * a buffer of its own; anything else as it is.
 */
export function pack(value) {
  if (!zlibOrNull() || (value?.kind !== "APP_PAGE" && value?.kind !== "APP_ROUTE")) return value;
  const changes = {};
  if (typeof value.html === "string" && value.html.length >= PACK_FROM_BYTES) changes.html = new PackedText(value.html);
  if (value.segmentData instanceof Map && !(value.segmentData instanceof PackedSegments) && value.segmentData.size > 0)
    changes.segmentData = PackedSegments.of(value.segmentData);
  for (const field of ["rscData", "body"]) {
    const buffer = value[field];
    const own = buffer instanceof Uint8Array ? exact(buffer) : buffer;
    if (own !== buffer) changes[field] = own;
  }
  return Object.keys(changes).length === 0 ? value : { ...value, ...changes };
}

/** The value as Next reads it: the same object when nothing was packed, else a shallow copy with the HTML inflated. */
export function unpack(value) {
  if (!(value?.html instanceof PackedText)) return value;
  return { ...value, html: value.html.unpack() };
}

/** Size in bytes of an entry as kept: what dominates (HTML, RSC payload, bodies, fetch data), its tags, and the overhead of an entry. */
export function entrySize(key, value, tags = []) {
  let size = key.length + ENTRY_OVERHEAD_BYTES;
  for (const tag of tags) size += tag.length;
  if (!value) return size;
  if (typeof value.html === "string" || value.html instanceof PackedText) size += value.html.length;
  if (value.rscData) size += value.rscData.length ?? 0;
  if (value.segmentData instanceof PackedSegments) size += value.segmentData.packedBytes();
  else if (value.segmentData instanceof Map) {
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

  /** @param {number} maxBytes @param {{ heldElsewhere?: () => number }} [options] bytes other stores hold of the same budget */
  constructor(maxBytes, { heldElsewhere = () => 0 } = {}) {
    this.maxBytes = maxBytes;
    this.heldElsewhere = heldElsewhere;
  }

  /** The entry as stored, without any check or change of its place. */
  peek(key) {
    return this.entries.get(key) ?? null;
  }

  get(key, ctx) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (this.revalidatedSince(tags, entry.lastModified)) {
      this.delete(key);
      return null;
    }
    // Re-insert: a Map iterates in insertion order, so the front is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: unpack(entry.value), lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /** Keeps `value` as written at `lastModified` (another instance's write keeps its own time). */
  set(key, value, tags, { cacheControl, lastModified = Date.now() } = {}) {
    this.delete(key);
    if (value === null || value === undefined) return;
    const kept = pack(value);
    const size = entrySize(key, kept, tags);
    if (size > this.maxBytes) return; // one oversized entry must not flush everything else
    this.entries.set(key, { value: kept, lastModified, tags, cacheControl, size });
    this.bytes += size;
    const room = Math.max(size, this.maxBytes - this.heldElsewhere());
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= room) break;
      this.entries.delete(oldest);
      this.bytes -= entry.size;
    }
  }

  /** Whether one of `tags` was revalidated at or after `time`. */
  revalidatedSince(tags, time) {
    return tags.some((tag) => (this.revalidatedAt.get(tag) ?? -Infinity) >= time);
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
