// @ts-check
/**
 * Next.js server cache (ISR pages, route handler answers, fetch data): `cacheHandler` in
 * next.config.ts. Always a bounded store in this process's memory (memory-store.mjs); with
 * REDIS_URL also Redis (redis-store.mjs), shared by every instance: an entry written by one is
 * served by all, and a tag revalidated on one is revalidated on all. This instance's copy is served
 * after one small round trip that confirms it is still the latest; when Redis is down or slow the
 * copy is served as it is (or the page rendered), and revalidations wait to be written until it is back.
 *
 * Staleness is still decided by Next from `lastModified` and the entry's cacheControl; this handler
 * stores entries and forgets those whose tags were revalidated after they were written. Tags are
 * per shop (lib/shop-api/core.server.ts shopTag), and so are page keys (the shop is their first segment).
 */

import { notePageTags } from "../edge-cache/page-tags.mjs";
import { metricsSlot, pageCacheSlot } from "../ops/process-shared.mjs";
import { getSettings } from "../config.ts";
import { readyWithin } from "../redis/ready.mjs";
import { stylesheetReader } from "../ops/inline-stylesheet.mjs";
import { toAsciiHtml } from "./ascii-html.mjs";
import { isToken, cachedPage, cachedPagesServed, takesCachedPages } from "./cached-pages.mjs";
import { budgetBytes, heldElsewhere } from "./memory-budget.mjs";
import { BoundedStore, isPackedPage, unpack } from "./memory-store.mjs";
import { RedisStore } from "./redis-store.mjs";
import { UNCACHED_TAG } from "./uncached.mjs";

/**
 * What Next passes with a lookup or a write. `kind`: what Next looks up (`APP_PAGE`, `APP_ROUTE`, `FETCH`, …).
 * @typedef {{
 *   kind?: string;
 *   fetchUrl?: string;
 *   tags?: string[];
 *   softTags?: string[];
 *   cacheControl?: { revalidate?: number | false; expire?: number };
 *   revalidate?: number | false;
 * } | undefined} Ctx
 */
/** @typedef {import("./memory-store.mjs").Hit} Hit */
/** @typedef {{ revalidate?: number | false; expire?: number } | undefined} CacheControl */
/** @typedef {import("../redis/client.server.mjs").SharedRedis} SharedRedis */
/**
 * @typedef {<T>(name: string, run: (span: import("@opentelemetry/api").Span) => Promise<T>) => Promise<T>} Traced
 */

// After a failed command, Redis is left alone this long: a hung server would otherwise cost every
// cache read of every request its full timeout.
const RETRY_AFTER_MS = 5000;
// Next writes a fetch answer while the client parses it: a rejected URL stays refused this long.
const REJECT_MS = 10_000;
const HOUR = 3600;
// Background renders of stale pages under way at once; beyond them a stale page is served as it is
// and rendered again on a later request. Without a bound, a pass over hundreds of stale pages started
// a render per request, and every request then waited behind them (npm run bench:tenants).
const MAX_BACKGROUND_RENDERS = 2;
// A render that never wrote its page (it failed before Next could write) gives its slot back after this.
const RENDER_SLOT_MS = 30_000;
// How long a stale page is served as fresh when every render slot is taken.
const DEFER_MS = 1000;
// Keys whose last lookup is remembered until their render writes (the oldest are forgotten first).
const MAX_LOOKUPS = 10_000;
/** @type {Set<unknown>} */
const PAGE_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);
const WEEK = 7 * 24 * HOUR;

/**
 * Traces each page lookup inside the request's span; null until server.mjs hands one over (traces on).
 * @type {Traced | null}
 */
let lookupTracer = null;

/**
 * Called by server.mjs with its request spans' `traced` (lib/ops/telemetry/request-spans.ts). It
 * imports this very module instance, the one Next loads as the cache handler (lib/ops/process-shared.mjs).
 * @param {Traced} traced
 * @returns {void}
 */
export function traceLookupsWith(traced) {
  lookupTracer = traced;
}

/**
 * A lookup of a page or route answer as the operations metrics count it (lib/ops/telemetry/, by the
 * layer that answered, a miss by the last one asked): fresh, stale (Next serves it and renders it
 * again) or missing.
 * @param {Hit} hit
 */
function lookupOutcome(hit, now = Date.now()) {
  if (!hit) return "miss";
  const revalidate = /** @type {CacheControl} */ (hit.cacheControl)?.revalidate;
  return typeof revalidate === "number" && now - hit.lastModified >= revalidate * 1000 ? "stale" : "hit";
}

/**
 * Tags of an entry: fetch entries get them in ctx, pages and routes in their cache-tags header.
 * @overload
 * @param {unknown} value
 * @param {Ctx} [ctx]
 * @returns {string[]}
 */
/**
 * @param {any} value
 * @param {Ctx} [ctx]
 * @returns {string[]}
 */
export function tagsOf(value, ctx) {
  const tags = [...(ctx?.tags ?? [])];
  const header = value?.headers?.["x-next-cache-tags"];
  if (typeof header === "string") tags.push(...header.split(",").filter(Boolean));
  return [...new Set(tags)];
}

/**
 * Pages and route answers are kept only when they are a 200: a not-found page (an unknown shop,
 * product, path) or a redirect (a listing state put into its canonical form) is rendered again on
 * each request rather than kept, so that junk URLs cannot fill the cache.
 * @param {{ kind?: string; status?: number }} value
 * @returns {boolean}
 */
export function worthKeeping(value) {
  return !isPageLike(value) || value.status === undefined || value.status === 200;
}

/** @param {any} value */
function isPageLike(value) {
  return value?.kind === "APP_PAGE" || value?.kind === "APP_ROUTE" || value?.kind === "PAGES";
}

/**
 * The URL a fetch entry was answered for (`ctx.fetchUrl` on writes, the answer's own URL when stored).
 * @param {any} value
 * @param {Ctx} [ctx]
 * @returns {string | null}
 */
function fetchUrlOf(value, ctx) {
  if (value?.kind !== "FETCH") return null;
  return ctx?.fetchUrl ?? value.data?.url ?? null;
}

/**
 * How long Redis keeps an entry: twice its revalidation time (a page still asked for is written
 * again before then), between an hour and a week.
 * @overload
 * @param {unknown} value
 * @param {Ctx} ctx
 * @returns {number}
 */
/**
 * @param {any} value
 * @param {Ctx} ctx
 * @returns {number}
 */
export function ttlSeconds(value, ctx) {
  const revalidate = ctx?.cacheControl?.revalidate ?? ctx?.revalidate ?? value?.revalidate;
  if (typeof revalidate !== "number" || !(revalidate > 0)) return WEEK;
  return Math.min(WEEK, Math.max(HOUR, Math.ceil(revalidate * 2)));
}

/**
 * The cache of one process: its memory store and, with a Redis client, the shared store. Exported
 * for tests; Next uses the default export.
 */
export class PageCache {
  /**
   * Tags revalidated while Redis could not be told; written once it is back.
   * @type {Set<string>}
   */
  pendingTags = new Set();
  retryAt = 0;
  /** @type {Map<string, number>} fetch URL → until when its answers are not kept */
  rejected = new Map();

  /** @type {Map<string, number>} page key → when its background render started */
  rendering = new Map();

  /**
   * Key → when it was looked up (this process's clock, and Redis's when it answered), until the
   * entry is written. A render's data is as old as that lookup: what a render that began before a
   * revalidation of one of its tags writes after it may be what the revalidation expired, and is
   * not kept (the next request renders again). Kept for at most RENDER_SLOT_MS, the longest render.
   * @type {Map<string, { at: number, sharedAt: number }>}
   */
  lookups = new Map();

  /** @param {{ maxBytes: number, heldElsewhere?: () => number, stylesheetText?: ((href: string) => string | null) | null, client?: import("../redis/client.server.mjs").SharedRedis | null, buildId?: string, prefix?: string, maxBackgroundRenders?: number }} options */
  constructor({
    maxBytes,
    heldElsewhere,
    stylesheetText = null,
    client = null,
    buildId,
    prefix,
    maxBackgroundRenders = MAX_BACKGROUND_RENDERS,
  }) {
    this.memory = new BoundedStore(maxBytes, { heldElsewhere, stylesheetText });
    this.maxBackgroundRenders = maxBackgroundRenders;
    /** @type {SharedRedis | null} */
    this.client = null;
    /** @type {RedisStore | null} */
    this.redis = null;
    /** @type {Promise<void> | null} until the Redis client is loaded */
    this.connecting = null;
    if (client) this.attach(client, { buildId, prefix });
  }

  /**
   * @param {SharedRedis} client
   * @param {{ buildId?: string; prefix?: string }} [options]
   */
  attach(client, { buildId, prefix } = {}) {
    this.client = client;
    this.redis = new RedisStore(client, { buildId, prefix });
    client.on("ready", () => {
      this.retryAt = 0;
      void this.flushPendingTags();
    });
  }

  /**
   * The shared store when a command can be sent (this process's first connection is waited for).
   * @returns {Promise<RedisStore | null>}
   */
  async shared() {
    if (this.connecting) await this.connecting;
    if (!this.redis || Date.now() < this.retryAt) return null;
    return (await readyWithin(this.client, getSettings().redisTimeoutMs)) ? this.redis : null;
  }

  /** @param {unknown} error */
  failed(error) {
    this.retryAt = Date.now() + RETRY_AFTER_MS;
    this.client?.health?.failed(error);
  }

  succeeded() {
    this.client?.health?.recovered();
    if (this.pendingTags.size > 0) void this.flushPendingTags();
  }

  /**
   * A page kept packed is handed over as a token when the request takes kept pages (the server
   * writes its kept bytes, cached-pages.mjs), else inflated.
   * @param {string} key
   * @param {Ctx} ctx
   * @returns {Promise<Hit>}
   */
  async get(key, ctx) {
    if (!PAGE_KINDS.has(ctx?.kind)) return this.find(key, ctx, false);
    const traced = lookupTracer;
    return traced ? traced("page-cache lookup", (span) => this.find(key, ctx, true, span)) : this.find(key, ctx, true);
  }

  /**
   * @param {string} key
   * @param {Ctx} ctx
   * @param {boolean} page
   * @param {import("@opentelemetry/api").Span} [span]
   * @returns {Promise<Hit>}
   */
  async find(key, ctx, page, span) {
    /** @type {{ lent: boolean; layer: import("../ops/telemetry/sink").PageCacheLayer }} */
    const served = { lent: takesCachedPages(), layer: "memory" };
    const hit = this.throttleRenders(key, await this.lookup(key, ctx, served));
    if (page) {
      const outcome = lookupOutcome(hit);
      metricsSlot.get()?.pageCache(key, served.layer, outcome);
      span?.setAttributes({
        "storefront.cache.key": key,
        "storefront.cache.layer": served.layer,
        "storefront.cache.outcome": outcome,
      });
    }
    return hit;
  }

  /**
   * Remembers a lookup of `key`; a render under way keeps the time of the lookup that began it.
   * @param {string} key
   * @param {number} [sharedAt]
   * @param {number} [now]
   */
  noteLookup(key, sharedAt = 0, now = Date.now()) {
    const earlier = this.lookups.get(key);
    if (earlier && now - earlier.at < RENDER_SLOT_MS) return;
    this.lookups.delete(key);
    this.lookups.set(key, { at: now, sharedAt });
    if (this.lookups.size > MAX_LOOKUPS) this.lookups.delete(/** @type {string} */ (this.lookups.keys().next().value));
  }

  /**
   * Next renders a stale page again in the background after serving it. At most
   * maxBackgroundRenders such renders run at once: past them, a stale page is answered as fresh for
   * a second (its write time moved, for Next only: the entry keeps its own), and a later request
   * starts its render when a slot is free. A page past its `expire` is left to Next (it renders it
   * before answering).
   * @param {string} key
   * @param {Hit} hit
   * @param {number} [now]
   * @returns {Hit}
   */
  throttleRenders(key, hit, now = Date.now()) {
    if (!hit || !PAGE_KINDS.has(/** @type {any} */ (hit.value)?.kind)) return hit;
    const cacheControl = /** @type {CacheControl} */ (hit.cacheControl);
    const revalidate = cacheControl?.revalidate;
    if (typeof revalidate !== "number" || now - hit.lastModified < revalidate * 1000) return hit;
    const expire = cacheControl?.expire;
    if (typeof expire === "number" && now - hit.lastModified >= expire * 1000) return hit;
    for (const [rendered, since] of this.rendering) if (now - since >= RENDER_SLOT_MS) this.rendering.delete(rendered);
    if (this.rendering.has(key)) return hit; // Next joins the render under way
    if (this.rendering.size < this.maxBackgroundRenders) {
      this.rendering.set(key, now);
      return hit;
    }
    return { ...hit, lastModified: now - revalidate * 1000 + DEFER_MS };
  }

  /**
   * @param {string} key
   * @param {Ctx} ctx
   * @param {{ lent?: boolean; layer?: import("../ops/telemetry/sink").PageCacheLayer }} [served]
   * @returns {Promise<Hit>}
   */
  async lookup(key, ctx, served = {}) {
    const redis = await this.shared();
    if (!redis) {
      this.noteLookup(key);
      return this.memory.get(key, ctx, served);
    }
    served.layer = "redis";
    const local = this.memory.peek(key);
    const tags = [...(ctx?.tags ?? []), ...(ctx?.softTags ?? []), ...(local?.tags ?? [])];
    let found;
    try {
      found = await redis.get(key, [...new Set(tags)], local?.lastModified ?? 0);
      this.succeeded();
    } catch (error) {
      this.failed(error);
      this.noteLookup(key);
      return this.memory.get(key, ctx, served);
    }
    this.noteLookup(key, found.now);
    switch (found.status) {
      case "absent":
        // Dropped from Redis (its TTL, or evicted) but still valid here: serve this copy.
        if (!local || found.newest >= local.lastModified) return null;
        served.layer = "memory";
        return this.memory.get(key, ctx, served);
      case "revalidated":
        this.memory.delete(key);
        return null;
      case "current":
        served.layer = "memory";
        return this.memory.get(key, ctx, served);
      case "newer":
        this.memory.set(key, found.value, found.tags, {
          cacheControl: found.cacheControl,
          lastModified: found.lastModified,
        });
        if (served.lent && this.memory.peek(key)) return this.memory.get(key, ctx, served);
        return { value: found.value, lastModified: found.lastModified, cacheControl: found.cacheControl };
    }
    return null;
  }

  /**
   * @overload
   * @param {string} key
   * @param {unknown} value
   * @param {Ctx} ctx
   * @returns {Promise<void>}
   */
  /**
   * @param {string} key
   * @param {any} value
   * @param {Ctx} ctx
   * @returns {Promise<void>}
   */
  async set(key, value, ctx) {
    this.rendering.delete(key); // written, or found not worth keeping: its render is over
    const rendered = this.lookups.get(key);
    this.lookups.delete(key);
    // Next writes a page it was given back (it keeps the previous page when a render fails): a
    // token stands for the page this store keeps, or, lent too long ago, for none: nothing is kept.
    if (isToken(value?.html)) {
      const page = cachedPage(value.html) ?? /** @type {any} */ (this.memory.peek(key)?.value)?.html;
      if (!isPackedPage(page) || page.token !== value.html) return;
      value = { ...value, html: page };
    }
    const fetchUrl = fetchUrlOf(value, ctx);
    const uncached = tagsOf(value, ctx).includes(UNCACHED_TAG);
    if (value === null || value === undefined || !worthKeeping(value) || uncached || this.isRejected(fetchUrl)) {
      this.memory.delete(key);
      // A page that became a 404 must not be served by another instance from its older entry.
      await (await this.shared())?.delete(key).catch((error) => this.failed(error));
      return;
    }
    // Pages are kept in ASCII so that every hit is sent as a plain byte copy (ascii-html.mjs).
    if (typeof value.html === "string") value = { ...value, html: toAsciiHtml(value.html) };
    const tags = tagsOf(value, ctx);
    if (rendered && this.memory.revalidatedSince(tags, rendered.at)) return;
    const cacheControl = ctx?.cacheControl;
    let lastModified = Date.now();
    const redis = await this.shared();
    if (redis) {
      try {
        const shared = unpack(value);
        const written = await redis.set(key, shared, tags, {
          cacheControl,
          ttlSeconds: ttlSeconds(value, ctx),
          renderedSince: rendered?.sharedAt ?? 0,
        });
        if (written === null) return; // another instance revalidated one of its tags during the render
        lastModified = written;
      } catch (error) {
        this.failed(error);
      }
    }
    // The shop-API client may have rejected this answer while Redis was written.
    if (this.isRejected(fetchUrl)) {
      await redis?.delete(key).catch((error) => this.failed(error));
      return;
    }
    this.memory.set(key, value, tags, { cacheControl, lastModified });
  }

  /**
   * @param {string | null} url
   * @param {number} [now]
   * @returns {boolean}
   */
  isRejected(url, now = Date.now()) {
    return url !== null && (this.rejected.get(url) ?? 0) > now;
  }

  /**
   * Forgets the kept answers of a fetch URL whose answer the shop-API client found malformed, here
   * and in Redis, and keeps none for REJECT_MS: Next may write that answer after this call.
   * @param {string} url
   * @param {number} [now]
   * @returns {Promise<void>}
   */
  async rejectFetch(url, now = Date.now()) {
    for (const [known, until] of this.rejected) if (until <= now) this.rejected.delete(known);
    this.rejected.set(url, now + REJECT_MS);
    /** @type {string[]} */
    const keys = [];
    for (const [key, entry] of this.memory.entries) if (fetchUrlOf(entry.value) === url) keys.push(key);
    for (const key of keys) this.memory.delete(key);
    if (keys.length === 0) return;
    const redis = await this.shared();
    for (const key of keys) await redis?.delete(key).catch((error) => this.failed(error));
  }

  /**
   * @param {string | string[]} tags
   * @returns {Promise<void>}
   */
  async revalidateTag(tags) {
    const list = (Array.isArray(tags) ? tags : [tags]).filter((tag) => typeof tag === "string" && tag !== "");
    if (list.length === 0) return;
    this.memory.revalidateTag(list);
    if (this.connecting) await this.connecting;
    if (!this.redis) return;
    for (const tag of list) this.pendingTags.add(tag);
    await this.flushPendingTags();
  }

  /** @returns {Promise<void>} */
  async flushPendingTags() {
    const redis = await this.shared();
    if (!redis || this.pendingTags.size === 0) return;
    const tags = [...this.pendingTags];
    try {
      await redis.revalidateTags(tags);
      for (const tag of tags) this.pendingTags.delete(tag);
    } catch (error) {
      this.failed(error);
    }
  }
}

/**
 * The build's stylesheets (`<distDir>/static/…`), inlined into kept pages when server.mjs serves
 * them (it inlines every other document on the way out); null in the Edge runtime and under `next start`.
 * @param {string | undefined} serverDistDir
 * @returns {import("../ops/inline-stylesheet.mjs").StylesheetText | null}
 */
function buildStylesheets(serverDistDir) {
  if (!serverDistDir || process.env.NEXT_RUNTIME === "edge" || !cachedPagesServed()) return null;
  let fs;
  try {
    fs = globalThis.process?.getBuiltinModule?.("node:fs");
  } catch {
    return null;
  }
  if (!fs) return null;
  const staticDir = `${serverDistDir.replace(/[\\/]server[\\/]?$/, "")}/static/`;
  return stylesheetReader((path) => fs.readFileSync(staticDir + path, "utf8"));
}

/** @param {string | undefined} serverDistDir */
function startCache(serverDistDir) {
  // One budget: the search indexes' bytes (memory-budget.mjs) are left out of the pages' room.
  const cache = new PageCache({
    maxBytes: budgetBytes(),
    heldElsewhere,
    stylesheetText: buildStylesheets(serverDistDir),
  });
  // The bundled code reaches it there: the webhook expires tags, the shop-API client drops bad answers.
  pageCacheSlot.set(cache);
  // Next also bundles this handler into the Edge middleware, where neither Node's modules nor Redis load.
  if (process.env.NEXT_RUNTIME !== "edge" && getSettings().redisUrl) {
    cache.connecting = import("./redis-connection.server.mjs")
      .then(({ redisConnection }) => {
        const { client, buildId } = redisConnection(serverDistDir);
        if (client) cache.attach(client, { buildId });
      })
      .catch((error) => console.warn(`[redis] not used: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        cache.connecting = null;
      });
  }
  return cache;
}

/** @type {PageCache | undefined} */
let shared;

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} [options] */
  constructor(options) {
    shared ??= startCache(options?.serverDistDir);
    this.cache = shared;
  }

  // The tags of the page or route answer being served or kept go on its headers for the edge cache
  // (lib/edge-cache/): Next sends them only on Vercel ("minimal mode").
  /**
   * @param {string} key
   * @param {Ctx} ctx
   * @returns {Promise<Hit>}
   */
  async get(key, ctx) {
    const entry = await this.cache.get(key, ctx);
    if (isPageLike(entry?.value)) notePageTags(tagsOf(/** @type {NonNullable<Hit>} */ (entry).value));
    return entry;
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {Ctx} ctx
   * @returns {Promise<void>}
   */
  set(key, value, ctx) {
    const tags = tagsOf(value, ctx);
    // A page's data written during its render may mark the page not kept before its headers go out.
    if (isPageLike(value) || tags.includes(UNCACHED_TAG)) notePageTags(isPageLike(value) ? tags : [UNCACHED_TAG]);
    return this.cache.set(key, value, ctx);
  }

  // Every revalidation expires at once: the only caller, the revalidation webhook, asks for that.
  /**
   * @param {string | string[]} tags
   * @returns {Promise<void>}
   */
  revalidateTag(tags) {
    return this.cache.revalidateTag(tags);
  }

  /** @returns {void} */
  resetRequestCache() {}
}
