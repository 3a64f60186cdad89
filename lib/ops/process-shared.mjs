// @ts-check
/**
 * The objects one server process keeps once, however many copies of the code that uses them it runs.
 *
 * A module-level variable exists once per module instance, and one process holds two kinds of
 * instance of the same file. server.mjs and the cache handler (lib/page-cache/handler.mjs, which Next
 * loads with its own `import()`) share the modules Node loads from lib/ (checked: cached-pages.mjs is
 * evaluated once when both use it), so what passes only between those two is handed over by a plain
 * import (kept pages, the page-cache tags of an answer, the lookup tracer). But Next also bundles the
 * app's server code into its route chunks (in the `.next/server/chunks` of a build: the logger, the
 * rate limits, the shop-API client), once per layer (pages' server rendering and route handlers each
 * get a copy of the rate limits). What must be one per process across that line lives on
 * globalThis, under one `Symbol.for` key each, declared here and nowhere else; every user goes
 * through the accessor below.
 *
 * No imports: the cache handler imports this, and Next also bundles the handler into the Edge
 * middleware, where Node's modules do not load. A caller that needs a Node object passes its maker.
 */

/**
 * @typedef {import("node:async_hooks").AsyncLocalStorage<T>} Storage
 * @template T
 */
/** @typedef {{ revalidateTag(tags: string | string[]): Promise<void>; rejectFetch(url: string): Promise<void> }} SharedPageCache */

const KEYS = Object.freeze({
  logger: Symbol.for("storefront.logger"),
  requestContext: Symbol.for("storefront.request-context"),
  upstreamOutage: Symbol.for("storefront.upstream-outage"),
  pageCache: Symbol.for("storefront.page-cache"),
  memoryBudget: Symbol.for("storefront.memory-budget"),
  shutdown: Symbol.for("storefront.shutdown"),
  redis: Symbol.for("storefront.redis"),
  metrics: Symbol.for("storefront.metrics"),
  rateLimiters: Symbol.for("storefront.rate-limiters"),
});

/** @type {Record<symbol, unknown>} */
const slots = /** @type {any} */ (globalThis);

/**
 * The process's object under `key`, made by `create` on its first use.
 * @template T
 * @param {symbol} key
 * @param {() => T} create
 * @returns {T}
 */
function held(key, create) {
  if (!(key in slots)) slots[key] = create();
  return /** @type {T} */ (slots[key]);
}

/**
 * A slot one side fills and others read: the page cache, the metrics recorder, the tracing hook.
 * @template T
 * @param {symbol} key
 */
function slot(key) {
  return {
    /** @returns {T | null} */
    get: () => /** @type {T | undefined} */ (slots[key]) ?? null,
    /** @param {T | null} value */
    set: (value) => {
      if (value === null) delete slots[key];
      else slots[key] = value;
    },
  };
}

/**
 * The one JSON logger (two writers on stdout could interleave their lines): lib/ops/logger.server.mjs.
 * @template T
 * @param {() => T} create
 */
export const sharedLogger = (create) => held(KEYS.logger, create);

/**
 * The request id of the request being answered, for every line logged inside it: logger.server.mjs.
 * @param {() => Storage<string>} create
 */
export const requestContextStorage = (create) => held(KEYS.requestContext, create);

/**
 * The request's deadline and failed shop-API calls, opened by server.mjs, noted by the shop-API client:
 * lib/ops/upstream-outage.server.mjs.
 * @template T
 * @param {() => Storage<T>} create
 */
export const upstreamOutageStorage = (create) => held(KEYS.upstreamOutage, create);

/**
 * The page cache the cache handler made, for the code Next bundles: the webhook expires tags in it
 * (lib/page-cache/expire-now.mjs), the shop-API client drops answers it found malformed
 * (lib/page-cache/rejected-answers.mjs). Null before Next loads the handler.
 * @type {{ get(): SharedPageCache | null, set(value: SharedPageCache | null): void }}
 */
export const pageCacheSlot = slot(KEYS.pageCache);

/**
 * Bytes held by the stores that share the page cache's budget (the search indexes): memory-budget.mjs.
 * @returns {Map<string, number>}
 */
export const memoryHeldElsewhere = () => held(KEYS.memoryBudget, () => new Map());

/**
 * Steps run when the process stops (Redis clients and the like): lib/ops/shutdown.server.mjs.
 * @returns {Array<() => Promise<void> | void>}
 */
export const shutdownSteps = () => held(KEYS.shutdown, () => []);

/**
 * The Redis clients by URL, one per process for the cache handler and the bundled rate limits:
 * lib/redis/client.server.mjs.
 * @template T
 * @returns {Map<string, T>}
 */
export const redisClients = () => held(KEYS.redis, () => new Map());

/**
 * The metrics recorder server.mjs installs before Next loads (lib/ops/telemetry/): null without METRICS_PORT.
 * @type {{ get(): import("./telemetry/sink").MetricsRecorder | null, set(value: import("./telemetry/sink").MetricsRecorder | null): void }}
 */
export const metricsSlot = slot(KEYS.metrics);

/**
 * The rate limiters by name and scope (lib/rate-limit.server.ts): pages and route handlers share a limit.
 * @template T
 * @returns {Map<string, T>}
 */
export const rateLimiters = () => held(KEYS.rateLimiters, () => new Map());
