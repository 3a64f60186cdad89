// @ts-check
/**
 * The page cache's store inside this process: entries with a size bound, least recently used
 * dropped first (`SERVER_CACHE_MAX_MB`, default 256). Every shop, product, listing filter state
 * and host is its own entry, so an unbounded store would grow under crawling or junk URLs.
 * Alone it is the whole cache; with Redis it is the copy this instance serves from.
 *
 * A page is kept packed: its HTML as the gzip answer a browser gets (the build's stylesheet
 * inlined, lib/ops/inline-stylesheet.mjs) and its prefetch segments deflated (about a sixth of
 * their size), its RSC payload as it is (sent as it is on a client navigation). Unpacked, three
 * pages and their data took about 350 KB per shop, so 256 MB held some 700 shops and a pass over
 * more (the bench of `npm run bench:tenants`) found every page evicted: all misses. A hit for a
 * browser that accepts gzip is written from the kept bytes (cached-pages.mjs); Next gets the HTML
 * inflated only when it needs the string (HEAD, no gzip), and a prefetch segment only when asked for.
 */

import { stylesheetPieces } from "../ops/inline-stylesheet.mjs";
import { lend } from "./cached-pages.mjs";

/** @typedef {{ tags?: string[]; softTags?: string[] } | undefined} Ctx */
/** @typedef {{ value: unknown; lastModified: number; cacheControl?: unknown } | null} Hit */
/**
 * `value` as kept: a page's HTML and segments packed (see pack).
 * @typedef {{ value: unknown; lastModified: number; tags: string[]; cacheControl: unknown; size: number }} StoredEntry
 */
/** @typedef {import("../ops/inline-stylesheet.mjs").StylesheetText} StylesheetText */
/** @typedef {typeof import("node:zlib")} Zlib */

/** Per entry, besides the bytes counted: the Map slot, the entry and value objects, headers. */
export const ENTRY_OVERHEAD_BYTES = 512;
/** Smaller HTML is kept as it is: deflating it would save little. */
const PACK_FROM_BYTES = 2048;

// Node's zlib, looked up when a page is first kept: Next also bundles this module into the Edge
// middleware, whose sandbox throws on the very lookup (so never at module load) and has no zlib;
// there everything would be kept as it is.
/** @type {Zlib | null | undefined} */
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
const ASCII = /^[\x00-\x7f]*$/;
// The fixed gzip header: deflate, no name, no time, unknown OS (RFC 1952).
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
// What a deflate stream can refer back to.
const WINDOW_BYTES = 32 * 1024;
/**
 * Each stylesheet deflated once (its text → bytes), shared by every page that inlines it.
 * @type {Map<string, Buffer>}
 */
const deflatedStylesheets = new Map();

/**
 * The bytes in a buffer of their own. zlib's output, and Next's, may be a view into a larger chunk
 * (16 KB for zlib), which a kept view would keep alive whole: counted at its length, a small
 * segment then held three times that.
 * @template {Uint8Array} B
 * @param {B} buffer
 * @returns {B | Buffer}
 */
function exact(buffer) {
  return buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength
    ? buffer
    : Buffer.from(new Uint8Array(buffer).buffer);
}

/**
 * A page's HTML as one gzip member, its stylesheet inlined: what a browser that accepts gzip gets,
 * as `parts` to be written one after the other. A gzip member is one deflate stream; here it is
 * deflated in pieces, each ended on a byte boundary (a sync flush), so that the stylesheet's piece
 * is deflated once per build and shared by every page: a page holds only its own bytes. Each piece
 * of markup after the first is deflated with what precedes it as its dictionary, so it compresses
 * as well as the page deflated whole.
 */
class PackedPage {
  /**
   * @param {string} html
   * @param {StylesheetText | null} stylesheetText
   */
  constructor(html, stylesheetText) {
    const { Z_SYNC_FLUSH, Z_FINISH } = /** @type {Zlib} */ (nodeZlib).constants;
    const pieces = stylesheetText ? stylesheetPieces(html, stylesheetText) : [{ text: html }];
    /** @type {Buffer[]} */
    const parts = [];
    /** @type {Uint8Array[]} */
    let own = [GZIP_HEADER];
    let history = Buffer.alloc(0);
    let crc = 0;
    let size = 0;
    this.ascii = true;
    for (const [i, piece] of pieces.entries()) {
      const text = "text" in piece ? piece.text : piece.css;
      const bytes = Buffer.from(text, "utf8");
      if (this.ascii && !ASCII.test(text)) this.ascii = false;
      if (!("text" in piece)) {
        parts.push(exact(Buffer.concat(own)), deflatedStylesheet(piece.css, bytes));
        own = [];
      } else {
        const last = i === pieces.length - 1;
        own.push(
          /** @type {Zlib} */ (nodeZlib).deflateRawSync(bytes, {
            level: 6,
            finishFlush: last ? Z_FINISH : Z_SYNC_FLUSH,
            ...(history.length > 0 ? { dictionary: history } : {}),
          }),
        );
      }
      crc = /** @type {Zlib} */ (nodeZlib).crc32(bytes, crc);
      size += bytes.length;
      if (i < pieces.length - 1) history = Buffer.concat([history, bytes]).subarray(-WINDOW_BYTES);
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    own.push(trailer);
    parts.push(exact(Buffer.concat(own)));
    /** The page's own bytes and the shared stylesheets' in turn, own first and last. @type {Buffer[]} */
    this.parts = parts;
    /** The page's own bytes (a shared stylesheet is counted once, not per page). */
    this.length = parts.reduce((sum, part, i) => (i % 2 === 0 ? sum + part.length : sum), 0);
  }
  /**
   * The gzip answer in one buffer.
   * @returns {Buffer}
   */
  gzip() {
    return this.parts.length === 1 ? /** @type {Buffer} */ (this.parts[0]) : Buffer.concat(this.parts);
  }
  /**
   * The HTML (stylesheet inlined), in one byte per character when it is ASCII.
   * @returns {string}
   */
  unpack() {
    return /** @type {Zlib} */ (nodeZlib).gunzipSync(this.gzip()).toString(this.ascii ? "latin1" : "utf8");
  }
}

/**
 * @param {string} css
 * @param {Buffer} bytes
 */
function deflatedStylesheet(css, bytes) {
  let kept = deflatedStylesheets.get(css);
  if (kept === undefined) {
    const zlib = /** @type {Zlib} */ (nodeZlib);
    kept = exact(zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }));
    deflatedStylesheets.set(css, kept);
  }
  return kept;
}

/**
 * A page's RSC payload, deflated: the largest part of a kept page as it is (about 44 KB a page, three
 * times its HTML's gzip), which Next reads only to answer a client-side navigation. Inflated on that read.
 */
class PackedRsc {
  /** @param {Uint8Array} buffer */
  constructor(buffer) {
    this.bytes = exact(/** @type {Zlib} */ (nodeZlib).deflateRawSync(buffer));
  }
  /** The deflated bytes kept. */
  get length() {
    return this.bytes.length;
  }
  /** @returns {Buffer} */
  unpack() {
    return /** @type {Zlib} */ (nodeZlib).inflateRawSync(this.bytes);
  }
}

/**
 * A shop-API answer of Next's data cache (a FETCH entry), its body deflated. Next keeps the body as
 * base64 text (a third over its bytes), read only when a page is rendered: one page view's three
 * answers weighed about 18 KB in the heap, kept for every shop.
 */
class PackedFetch {
  /**
   * @param {Record<string, unknown>} data
   * @param {Buffer} bytes the body's bytes
   */
  constructor(data, bytes) {
    const rest = { ...data };
    delete rest.body;
    this.rest = rest;
    this.bytes = exact(/** @type {Zlib} */ (nodeZlib).deflateRawSync(bytes));
  }
  /**
   * The data as Next wrote it, or null when its body is not base64 that decodes and encodes back the same.
   * @param {unknown} data
   * @returns {PackedFetch | null}
   */
  static of(data) {
    const body = /** @type {{ body?: unknown } | null} */ (data)?.body;
    if (typeof body !== "string" || body.length < PACK_FROM_BYTES) return null;
    const bytes = Buffer.from(body, "base64");
    if (bytes.toString("base64") !== body) return null;
    return new PackedFetch(/** @type {Record<string, unknown>} */ (data), bytes);
  }
  /** Bytes kept: the deflated body and the rest as JSON. */
  get length() {
    return this.bytes.length + JSON.stringify(this.rest).length;
  }
  /** @returns {Record<string, unknown>} */
  unpack() {
    return { ...this.rest, body: /** @type {Zlib} */ (nodeZlib).inflateRawSync(this.bytes).toString("base64") };
  }
}

/**
 * A copy of a kept value for one lookup whose `rscData` is inflated only when Next reads it (an HTML
 * answer never does), once per lookup.
 * @param {Record<string, unknown>} copy
 */
function withRscOnRead(copy) {
  const packed = copy.rscData;
  if (!(packed instanceof PackedRsc)) return copy;
  /** @type {Buffer | undefined} */
  let inflated;
  Object.defineProperty(copy, "rscData", {
    enumerable: true,
    configurable: true,
    get: () => (inflated ??= packed.unpack()),
    set: (value) =>
      Object.defineProperty(copy, "rscData", { value, enumerable: true, configurable: true, writable: true }),
  });
  return copy;
}

/**
 * Prefetch segments (path → RSC bytes), deflated: Next reads one with `get(path)` per prefetch
 * request, and only that one is inflated. Iterating gives them inflated too.
 * @extends {Map<string, Buffer>}
 */
export class PackedSegments extends Map {
  /**
   * @param {Map<string, Uint8Array>} segments
   * @returns {PackedSegments}
   */
  static of(segments) {
    const packed = new PackedSegments();
    for (const [path, buffer] of segments)
      Map.prototype.set.call(packed, path, exact(/** @type {Zlib} */ (nodeZlib).deflateRawSync(buffer)));
    return packed;
  }
  /**
   * @param {string} path
   * @returns {Buffer | undefined}
   */
  get(path) {
    const packed = super.get(path);
    return packed === undefined ? undefined : /** @type {Zlib} */ (nodeZlib).inflateRawSync(packed);
  }
  /**
   * The deflated bytes kept.
   * @returns {number}
   */
  packedBytes() {
    let size = 0;
    for (const [path, buffer] of super.entries()) size += path.length + buffer.length;
    return size;
  }
  /** @returns {MapIterator<[string, Buffer]>} */
  *entries() {
    for (const path of super.keys()) yield [path, /** @type {Buffer} */ (this.get(path))];
  }
  /** @returns {MapIterator<Buffer>} */
  *values() {
    for (const path of super.keys()) yield /** @type {Buffer} */ (this.get(path));
  }
  [Symbol.iterator]() {
    return this.entries();
  }
  /**
   * @param {(value: Buffer, key: string, map: Map<string, Buffer>) => void} callback
   * @param {unknown} [thisArg]
   */
  forEach(callback, thisArg) {
    for (const [path, buffer] of this.entries()) callback.call(thisArg, buffer, path, this);
  }
}

/**
 * The value as kept: a page's HTML as its gzip answer (PackedPage) and its segments deflated, its RSC payload (and a route's body) in
 * a buffer of its own; anything else as it is.
 * @template T
 * @overload
 * @param {T} value
 * @param {StylesheetText | null} [stylesheetText]
 * @returns {T}
 */
/**
 * @param {any} value
 * @param {StylesheetText | null} [stylesheetText]
 * @returns {any}
 */
export function pack(value, stylesheetText = null) {
  if (value?.kind === "FETCH" && zlibOrNull()) {
    const data = PackedFetch.of(value.data);
    return data ? { ...value, data } : value;
  }
  if (!zlibOrNull() || (value?.kind !== "APP_PAGE" && value?.kind !== "APP_ROUTE")) return value;
  /** @type {Record<string, unknown>} */
  const changes = {};
  if (typeof value.html === "string" && value.html.length >= PACK_FROM_BYTES)
    changes.html = new PackedPage(value.html, stylesheetText);
  if (value.segmentData instanceof Map && !(value.segmentData instanceof PackedSegments) && value.segmentData.size > 0)
    changes.segmentData = PackedSegments.of(value.segmentData);
  if (value.rscData instanceof Uint8Array && value.rscData.length >= PACK_FROM_BYTES)
    changes.rscData = new PackedRsc(value.rscData);
  for (const field of changes.rscData ? ["body"] : ["rscData", "body"]) {
    const buffer = value[field];
    const own = buffer instanceof Uint8Array ? exact(buffer) : buffer;
    if (own !== buffer) changes[field] = own;
  }
  return Object.keys(changes).length === 0 ? value : { ...value, ...changes };
}

/**
 * The value as Next reads it: the same object when nothing was packed, else a shallow copy with the HTML inflated.
 * @template T
 * @overload
 * @param {T} value
 * @returns {T}
 */
/**
 * @param {any} value
 * @returns {any}
 */
export function unpack(value) {
  if (value?.data instanceof PackedFetch) return { ...value, data: value.data.unpack() };
  const html = value?.html instanceof PackedPage;
  if (!html && !(value?.rscData instanceof PackedRsc)) return value;
  return withRscOnRead(html ? { ...value, html: value.html.unpack() } : { ...value });
}

/**
 * The value for an answer written from kept bytes: the HTML is a token that the server resolves
 * to the kept page (cached-pages.mjs). The value itself when its HTML is not kept packed.
 * @param {any} value
 * @returns {unknown}
 */
function lendPacked(value) {
  if (!(value?.html instanceof PackedPage)) return unpack(value);
  return withRscOnRead({ ...value, html: lend(value.html) });
}

/**
 * Whether `html` is a page kept packed (a value's `html` as this store keeps it).
 * @param {unknown} html
 * @returns {html is import("./cached-pages.mjs").CachedPage}
 */
export function isPackedPage(html) {
  return html instanceof PackedPage;
}

/**
 * Size in bytes of an entry as kept: what dominates (HTML, RSC payload, bodies, fetch data), its tags, and the overhead of an entry.
 * @overload
 * @param {string} key
 * @param {unknown} value
 * @param {string[]} [tags]
 * @returns {number}
 */
/**
 * @param {string} key
 * @param {any} value
 * @param {string[]} [tags]
 * @returns {number}
 */
export function entrySize(key, value, tags = []) {
  let size = key.length + ENTRY_OVERHEAD_BYTES;
  for (const tag of tags) size += tag.length;
  if (!value) return size;
  if (typeof value.html === "string" || value.html instanceof PackedPage) size += value.html.length;
  if (value.rscData) size += value.rscData.length ?? 0;
  if (value.segmentData instanceof PackedSegments) size += value.segmentData.packedBytes();
  else if (value.segmentData instanceof Map) {
    for (const [path, buffer] of value.segmentData) size += path.length + (buffer?.length ?? 0);
  }
  if (value.body) size += value.body.length ?? 0;
  if (value.buffer) size += value.buffer.length ?? 0;
  if (value.data instanceof PackedFetch) size += value.data.length;
  else if (value.data !== undefined || value.pageData !== undefined || value.props !== undefined) {
    size += JSON.stringify(value.data ?? value.pageData ?? value.props ?? "").length;
  }
  return size;
}

export class BoundedStore {
  /** @type {Map<string, StoredEntry>} */
  entries = new Map();
  /** @type {Map<string, number>} tag → when it was last revalidated */
  revalidatedAt = new Map();
  bytes = 0;

  /**
   * @param {number} maxBytes
   * @param {{ heldElsewhere?: () => number, stylesheetText?: ((href: string) => string | null) | null }} [options]
   *   bytes other stores hold of the same budget; the build's stylesheets, inlined into kept pages
   */
  constructor(maxBytes, { heldElsewhere = () => 0, stylesheetText = null } = {}) {
    this.maxBytes = maxBytes;
    this.heldElsewhere = heldElsewhere;
    this.stylesheetText = stylesheetText;
  }

  /**
   * The entry as stored, without any check or change of its place.
   * @param {string} key
   * @returns {StoredEntry | null}
   */
  peek(key) {
    return this.entries.get(key) ?? null;
  }

  /**
   * The entry's value as Next reads it; with `lent`, a kept page as a token (lendPacked) instead of inflated.
   * @param {string} key
   * @param {Ctx} ctx
   * @param {{ lent?: boolean }} [options]
   * @returns {Hit}
   */
  get(key, ctx, { lent = false } = {}) {
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
    const value = lent ? lendPacked(entry.value) : unpack(entry.value);
    return { value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * Keeps `value` as written at `lastModified` (another instance's write keeps its own time).
   * @param {string} key
   * @param {unknown} value
   * @param {string[]} tags
   * @param {{ cacheControl?: unknown; lastModified?: number }} [options]
   */
  set(key, value, tags, { cacheControl, lastModified = Date.now() } = {}) {
    this.delete(key);
    if (value === null || value === undefined) return;
    const kept = pack(value, this.stylesheetText);
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

  /**
   * Whether one of `tags` was revalidated at or after `time`.
   * @param {string[]} tags
   * @param {number} time
   * @returns {boolean}
   */
  revalidatedSince(tags, time) {
    return tags.some((tag) => (this.revalidatedAt.get(tag) ?? -Infinity) >= time);
  }

  /**
   * @param {string | string[]} tags
   * @param {number} [now]
   */
  revalidateTag(tags, now = Date.now()) {
    for (const tag of Array.isArray(tags) ? tags : [tags]) this.revalidatedAt.set(tag, now);
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
