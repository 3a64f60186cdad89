// @ts-check
import { AsyncLocalStorage } from "node:async_hooks";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createGzip } from "node:zlib";
import { TOKEN_LENGTH, cachedPage, setCachedPagesScope } from "../page-cache/cached-pages.mjs";
import { inlineStylesheetLinks, stylesheetReader } from "./inline-stylesheet.mjs";

/**
 * The build's global stylesheet, written into every full HTML document instead of linked, so the
 * first paint waits for no stylesheet request (inline-stylesheet.mjs). Only documents: an RSC
 * answer (client navigation, prefetch) names the stylesheet as before, and the browser already has
 * it from the document. Next's own `experimental.inlineCss` copies the stylesheet into the RSC
 * payload of the document and of every navigation too (measured in BENCHMARKS.md), so it is done
 * here, on the way out, or, for a page the page cache keeps, once when it is kept (cached-pages.mjs).
 */

/** @typedef {import("./inline-stylesheet.mjs").StylesheetText} StylesheetText */
/** @typedef {import("node:http").ServerResponse} ServerResponse */
/**
 * A method of the response as it is wrapped here: Node's overloads are passed on as they came.
 * @typedef {(this: ServerResponse, ...args: any[]) => any} ResponseMethod
 */

/** Bytes of a document read before giving up on finding the end of its head. */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = "</head>";

/** @type {AsyncLocalStorage<boolean>} */
const cachedPagesScope = new AsyncLocalStorage();
setCachedPagesScope(cachedPagesScope);

/**
 * Reads `/_next/static/…css` from the build once (file names are per build and content-hashed).
 * @param {string} distDir
 * @returns {StylesheetText}
 */
export function buildStylesheets(distDir) {
  return stylesheetReader((path) => readFileSync(join(distDir, "static", path), "utf8"));
}

/**
 * Runs `handle` (Next's answer) so that a page the cache keeps is handed over as its kept bytes.
 * @template T
 * @param {() => T} handle
 * @returns {T}
 */
export function withCachedPages(handle) {
  return cachedPagesScope.run(true, handle);
}

/**
 * A request for a full document: a page path (no file extension, not /_next, /api or /media), not an RSC request.
 * @param {Pick<import("node:http").IncomingMessage, "method" | "url" | "headers">} request
 * @returns {boolean}
 */
export function isDocumentRequest(request) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const headers = request.headers;
  if (headers.rsc !== undefined || headers["next-router-prefetch"] !== undefined) return false;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  if (query !== -1 && /(?:^|&)_rsc=/.test(url.slice(query + 1))) return false;
  if (/^\/(?:_next|api|media)(?:\/|$)/.test(path)) return false;
  return !/\.[^/]*$/.test(path);
}

/** @param {unknown} value */
const acceptsGzip = (value) =>
  String(value ?? "")
    .split(",")
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return (coding === "gzip" || coding === "*") && (q === undefined || Number(q.slice(2)) > 0);
    });

/**
 * Inlines the stylesheet into the HTML answer of a document request. Next would compress the answer
 * before it reaches `response.write`, so for such a request it is asked for an uncompressed one
 * (its `accept-encoding` is taken away) and compressed here with gzip, as Next would have done. A
 * page the page cache keeps comes as a token (cached-pages.mjs): its kept gzip bytes are written as
 * they are, or its HTML for a client without gzip. Every other request and answer passes untouched.
 * Answers whether the request takes kept pages: then Next is to answer it within `withCachedPages`.
 * @param {import("node:http").IncomingMessage} request
 * @param {ServerResponse} response
 * @param {StylesheetText} stylesheetText
 * @returns {boolean}
 */
export function inlineStylesheetInto(request, response, stylesheetText) {
  if (!isDocumentRequest(request)) {
    if (request.method === "GET") resolveCachedPages(response);
    return false;
  }
  const gzip = acceptsGzip(request.headers["accept-encoding"]) && request.method !== "HEAD";
  delete request.headers["accept-encoding"];
  /** @type {ResponseMethod} */
  const write = response.write;
  /** @type {ResponseMethod} */
  const end = response.end;
  /** @type {ResponseMethod} */
  const writeHead = response.writeHead;
  /** @type {"pass" | "html" | null} */
  let mode = null;
  /** @type {Buffer[] | null} */
  let head = [];
  let headBytes = 0;
  /** @type {import("node:zlib").Gzip | null} */
  let zip = null;
  let flushQueued = false;

  const decide = () => {
    if (mode) return mode;
    const type = String(response.getHeader("content-type") ?? "");
    const status = response.statusCode;
    mode = /^text\/html\b/i.test(type) && status !== 204 && status !== 304 ? "html" : "pass";
    if (mode === "html") {
      response.removeHeader("content-length");
      if (gzip) response.setHeader("content-encoding", "gzip");
    }
    return mode;
  };
  // Started with the first bytes to compress: a kept page's answer needs none.
  const startZip = () => {
    zip = createGzip();
    zip.on("data", (chunk) => write.call(response, chunk));
  };
  /** @param {Uint8Array} chunk */
  const emit = (chunk) => {
    if (!gzip) return write.call(response, chunk);
    if (!zip) startZip();
    /** @type {import("node:zlib").Gzip} */ (zip).write(chunk);
    // Streamed pages keep streaming: what was written this turn goes out compressed at its end.
    if (!flushQueued) {
      flushQueued = true;
      setImmediate(() => {
        flushQueued = false;
        const started = /** @type {import("node:zlib").Gzip} */ (zip);
        if (!started.writableEnded) started.flush();
      });
    }
    return true;
  };
  // Only the head is decoded and rewritten; the body after it (most of the document) goes out as it came.
  /**
   * @param {Buffer} [held]
   * @param {number} [at]
   */
  const flushHead = (held = Buffer.concat(/** @type {Buffer[]} */ (head)), at = held.indexOf(HEAD_END)) => {
    head = null;
    const end = at === -1 ? held.length : at + HEAD_END.length;
    if (end > 0) emit(Buffer.from(inlineStylesheetLinks(held.toString("utf8", 0, end), stylesheetText), "utf8"));
    if (end < held.length) emit(held.subarray(end));
  };
  /**
   * @param {string | Uint8Array} chunk
   * @param {string} encoding
   */
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, /** @type {BufferEncoding} */ (encoding))
        : Buffer.from(chunk);

  response.writeHead = /** @type {ResponseMethod} */ (
    function (statusCode, ...rest) {
      // A second call fails in Node's own writeHead, as it would without this wrapper.
      if (this.headersSent) return writeHead.call(this, statusCode, ...rest);
      const headers = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
      if (headers) {
        for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
        rest = rest.filter((arg) => arg !== headers);
      }
      this.statusCode = statusCode;
      decide();
      return writeHead.call(this, statusCode, ...rest);
    }
  );
  response.write = /** @type {ResponseMethod} */ (
    function (chunk, encoding, callback) {
      if (decide() === "pass") return write.call(this, cachedPage(chunk)?.unpack() ?? chunk, encoding, callback);
      const cb = typeof encoding === "function" ? encoding : callback;
      const page = cachedPage(chunk);
      const data = page
        ? Buffer.from(page.unpack(), "utf8")
        : toBuffer(chunk, typeof encoding === "string" ? encoding : "utf8");
      if (head !== null) {
        head.push(data);
        headBytes += data.length;
        const held = head.length === 1 ? data : Buffer.concat(head);
        const at = held.indexOf(HEAD_END);
        if (at !== -1 || headBytes > MAX_HEAD_BYTES) flushHead(held, at);
      } else emit(data);
      if (cb) process.nextTick(cb);
      return true;
    }
  );
  response.end = /** @type {ResponseMethod} */ (
    function (chunk, encoding, callback) {
      const page = cachedPage(chunk);
      if (decide() === "pass") return end.call(this, page?.unpack() ?? chunk, encoding, callback);
      const cb = [chunk, encoding, callback].find((arg) => typeof arg === "function");
      // A kept page, the whole answer: its bytes as kept (gzip, the stylesheet inlined).
      if (page && gzip && !zip && headBytes === 0) {
        head = null;
        return end.call(this, page.gzip(), cb);
      }
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
        this.write(chunk, /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"));
      if (head !== null) flushHead();
      if (!gzip) return end.call(this, cb);
      if (!zip) startZip();
      const started = /** @type {import("node:zlib").Gzip} */ (zip);
      started.once("end", () => end.call(this, cb));
      started.end();
      return this;
    }
  );
  return gzip;
}

/**
 * For a request that is no document, a kept page that Next was handed for a document request (the
 * same page asked for at once: Next shares one cache read) goes out as its HTML. Next set its length
 * from the token: it is dropped.
 * @param {ServerResponse} response
 */
function resolveCachedPages(response) {
  /** @type {ResponseMethod} */
  const writeHead = response.writeHead;
  /** @type {ResponseMethod} */
  const end = response.end;
  response.writeHead = /** @type {ResponseMethod} */ (
    function (statusCode, ...rest) {
      if (
        !this.headersSent &&
        Number(this.getHeader("content-length")) === TOKEN_LENGTH &&
        /^text\/html\b/i.test(String(this.getHeader("content-type") ?? ""))
      )
        this.removeHeader("content-length");
      return writeHead.call(this, statusCode, ...rest);
    }
  );
  response.end = /** @type {ResponseMethod} */ (
    function (chunk, ...rest) {
      return end.call(this, cachedPage(chunk)?.unpack() ?? chunk, ...rest);
    }
  );
}
