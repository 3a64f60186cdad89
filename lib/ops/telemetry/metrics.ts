import { createServer, type Server } from "node:http";
import { getHeapStatistics } from "node:v8";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Config } from "../../config.ts";
import type { FieldBeacon, Vital } from "../../field-vitals/beacon.ts";
import { metricsSlot } from "../process-shared.mjs";
import type { MetricsRecorder, PageCacheLayer, PageCacheOutcome, ShopApiOutcome } from "./sink";

/**
 * The operations metrics (Prometheus text format), served on their own listener (METRICS_PORT,
 * 127.0.0.1 unless METRICS_HOST), never on the public port. server.mjs imports this file as it is
 * (Node strips the types), so it imports nothing of the app but types, config.ts and process-shared.mjs.
 */

/** Label of every shop beyond the bound, and of every host that is not a known shop. */
export const OTHER = "other";
const DEFAULT_MAX_SHOPS = 100;
const MAX_CALLS = 200;
const MAX_MEMO = 10_000;

/**
 * The values of the `shop` label: a shop's host (as URL writes it), for shops in ALLOWED_HOSTS or
 * resolved by this server, at most `maxShops` of them (the first seen); any other host is `other`.
 * Host headers come from clients: a stranger's never adds a series.
 */
export class ShopLabels {
  private readonly allowed: Set<string>;
  private readonly resolved = new Set<string>();
  private readonly shops = new Set<string>();
  // Origin as sent → its label; bounded (Host headers come from clients): it starts over when full.
  private readonly memo = new Map<string, string>();
  private readonly maxShops: number;

  // No parameter properties: Node's type stripping runs this file as it is.
  constructor(allowedHosts: readonly string[], maxShops = DEFAULT_MAX_SHOPS) {
    this.maxShops = maxShops;
    this.allowed = new Set(allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  }

  /** Notes a shop the shop API knows; bounded like the labels (a resolved shop has a real page). */
  resolve(origin: string): void {
    // Every page-cache hit notes its shop: a known origin costs one lookup, not a URL parse.
    if (this.memo.has(origin) && this.memo.get(origin) !== OTHER) return;
    const host = parse(origin)?.host;
    if (!host || this.resolved.has(host) || this.resolved.size >= this.maxShops * 2) return;
    this.resolved.add(host);
    this.memo.clear();
  }

  /** The label of the shop an origin names (`scheme://host[:port]`, as sent), or `other`. */
  of(origin: string | null): string {
    if (!origin) return OTHER;
    let label = this.memo.get(origin);
    if (label !== undefined) return label;
    label = this.labelOf(origin);
    if (this.memo.size >= MAX_MEMO) this.memo.clear();
    this.memo.set(origin, label);
    return label;
  }

  private labelOf(origin: string): string {
    const url = parse(origin);
    if (!url || !this.knows(url)) return OTHER;
    if (!this.shops.has(url.host)) {
      if (this.shops.size >= this.maxShops) return OTHER;
      this.shops.add(url.host);
    }
    return url.host;
  }

  private knows(url: URL): boolean {
    if (this.resolved.has(url.host)) return true;
    const port = url.port || (url.protocol === "https:" ? "443" : "80");
    return this.allowed.has(url.host) || this.allowed.has(`${url.hostname}:${port}`);
  }
}

function parse(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * The shop origin of a page-cache key, or null for other entries: the `[site]` segment (`/http,localhost:3000/`,
 * maybe percent-encoded), after Next's prefix (`/route-cache/APP_PAGE/{build hash}/$`).
 */
function originOfKey(key: string): string | null {
  const match = /\/(https?)(?:,|%2C)([^/]+)/i.exec(key);
  if (!match) return null;
  try {
    return `${match[1]!.toLowerCase()}://${decodeURIComponent(match[2]!)}`;
  } catch {
    return null;
  }
}

const GROUPS: [RegExp, string][] = [
  [/^\/_next\/static\//, "static"],
  [/^\/_next\/image$/, "image"],
  [/^\/_next\//, "next"],
  [/^\/(?:media|assets)\//, "media"],
  [/^\/(?:healthz|readyz)$/, "health"],
  [/^\/api\//, "api"],
  [/^\/$/, "home"],
  [/^\/(?:catagory|Product|search)(?:\/|$)/, "listing"],
  [/^\/product\//, "product"],
  [/^\/(?:shopping-cart|check-out|stripe|order-summary|order-receipt)(?:\/|$)/, "checkout"],
  [/^\/(?:profile|WishList|track-order)(?:\/|$)/, "account"],
  [/^\/(?:articles|BlogDetail)(?:\/|$)/, "blog"],
  [/^\/(?:sitemap\.xml|robots\.txt)$/, "seo"],
];

/** The route group of a public path: a fixed set of values, whatever the path. */
export function routeGroupOf(path: string): string {
  for (const [pattern, group] of GROUPS) if (pattern.test(path)) return group;
  return "page";
}

const statusClass = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other");

/**
 * The bounds the process defaults lack, for the alert on memory near its bound: V8's heap limit, and
 * the memory limit of the process's cgroup (Node reads it) where one is set.
 */
function memoryBounds(registry: Registry) {
  new Gauge({
    name: "storefront_heap_limit_bytes",
    help: "V8's heap size limit (old space bound included)",
    registers: [registry],
    collect() {
      this.set(getHeapStatistics().heap_size_limit);
    },
  });
  const limit = process.constrainedMemory?.() ?? 0;
  if (limit > 0 && limit < 2 ** 50)
    new Gauge({ name: "storefront_memory_limit_bytes", help: "The cgroup's memory limit", registers: [registry] }).set(
      limit,
    );
}

/**
 * Shoppers' Core Web Vitals, one histogram each, by shop and route group, with bucket bounds on
 * Google's thresholds ("good" up to the first, "poor" above the second) and a few around them.
 * Values arrive in milliseconds (CLS without a unit) and are kept in seconds.
 */
const FIELD_VITALS: Record<Vital, { name: string; help: string; buckets: number[]; scale: number }> = {
  LCP: {
    name: "storefront_field_lcp_seconds",
    help: "Largest Contentful Paint in shoppers' browsers (good up to 2.5 s, poor above 4 s)",
    buckets: [1, 2, 2.5, 3, 4, 6, 10],
    scale: 1 / 1000,
  },
  INP: {
    name: "storefront_field_inp_seconds",
    help: "Interaction to Next Paint in shoppers' browsers (good up to 200 ms, poor above 500 ms)",
    buckets: [0.1, 0.2, 0.3, 0.5, 1, 2],
    scale: 1 / 1000,
  },
  CLS: {
    name: "storefront_field_cls",
    help: "Cumulative Layout Shift in shoppers' browsers (good up to 0.1, poor above 0.25)",
    buckets: [0.05, 0.1, 0.15, 0.25, 0.5, 1],
    scale: 1,
  },
  FCP: {
    name: "storefront_field_fcp_seconds",
    help: "First Contentful Paint in shoppers' browsers (good up to 1.8 s, poor above 3 s)",
    buckets: [1, 1.8, 2.5, 3, 5],
    scale: 1 / 1000,
  },
  TTFB: {
    name: "storefront_field_ttfb_seconds",
    help: "Time to First Byte in shoppers' browsers (good up to 0.8 s, poor above 1.8 s)",
    buckets: [0.2, 0.5, 0.8, 1.2, 1.8, 3],
    scale: 1 / 1000,
  },
};

function fieldVitals(registry: Registry, labels: ShopLabels) {
  const histograms = Object.fromEntries(
    Object.entries(FIELD_VITALS).map(([vital, { name, help, buckets }]) => [
      vital,
      new Histogram({ name, help, labelNames: ["shop", "route"], buckets, registers: [registry] }),
    ]),
  ) as Record<Vital, Histogram<"shop" | "route">>;
  const views = new Counter({
    name: "storefront_field_beacons_total",
    help: "Core Web Vitals beacons recorded (one per page view, a second only for a metric measured after the first), by shop, device class and navigation type",
    labelNames: ["shop", "device", "navigation"],
    registers: [registry],
  });
  const discarded = new Counter({
    name: "storefront_static_regions_discarded_total",
    help: "Static regions whose server DOM React threw away while hydrating (rendered again in the browser), by shop and route group",
    labelNames: ["shop", "route"],
    registers: [registry],
  });
  return (origin: string, { route, device, navigation, vitals, discardedRegions }: FieldBeacon) => {
    const shop = labels.of(origin);
    views.inc({ shop, device, navigation });
    if (discardedRegions) discarded.inc({ shop, route }, discardedRegions);
    for (const [vital, value] of Object.entries(vitals) as [Vital, number][])
      histograms[vital].observe({ shop, route }, value * FIELD_VITALS[vital].scale);
  };
}

export type Metrics = MetricsRecorder & { registry: Registry; labels: ShopLabels };

export function createMetrics({
  allowedHosts = [],
  maxShops = DEFAULT_MAX_SHOPS,
  defaults = true,
}: { allowedHosts?: readonly string[]; maxShops?: number; defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (defaults) {
    collectDefaultMetrics({ register: registry });
    memoryBounds(registry);
  }
  const labels = new ShopLabels(allowedHosts, maxShops);
  const requests = new Counter({
    name: "storefront_http_requests_total",
    help: "Requests answered, by shop, route group and status class",
    labelNames: ["shop", "route", "status"],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "storefront_page_cache_lookups_total",
    help: "Page-cache lookups of pages and route answers, by shop, layer that answered and outcome",
    labelNames: ["shop", "layer", "outcome"],
    registers: [registry],
  });
  const shopApi = new Histogram({
    name: "storefront_shop_api_call_duration_seconds",
    help: "Shop-API calls (Next's data cache included), by call and outcome",
    labelNames: ["call", "outcome"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const refusals = new Counter({
    name: "storefront_rate_limit_refusals_total",
    help: "Requests refused by a rate limit, by limiter and scope",
    labelNames: ["limiter", "scope"],
    registers: [registry],
  });
  const purges = new Counter({
    name: "storefront_edge_purges_total",
    help: "Edge-cache purges, by outcome",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: "storefront_webhook_calls_total",
    help: "Revalidation webhook calls, by outcome",
    labelNames: ["outcome"],
    registers: [registry],
  });
  const calls = new Set<string>();
  const recordFieldVitals = fieldVitals(registry, labels);
  return {
    registry,
    labels,
    shopResolved: (origin) => labels.resolve(origin),
    request: (origin, path, status) =>
      requests.inc({ shop: labels.of(origin), route: routeGroupOf(path), status: statusClass(status) }),
    pageCache: (key: string, layer: PageCacheLayer, outcome: PageCacheOutcome) => {
      const origin = originOfKey(key);
      // A page kept in the cache was rendered for a shop the shop API knew.
      if (origin && outcome !== "miss") labels.resolve(origin);
      pageCache.inc({ shop: labels.of(origin), layer, outcome });
    },
    shopApiCall: (name: string, outcome: ShopApiOutcome, seconds: number) => {
      let call = name;
      if (!calls.has(call)) {
        if (calls.size >= MAX_CALLS) call = OTHER;
        else calls.add(call);
      }
      shopApi.observe({ call, outcome }, seconds);
    },
    rateLimitRefused: (limiter, scope) => refusals.inc({ limiter, scope }),
    edgePurge: (outcome) => purges.inc({ outcome }),
    webhook: (outcome) => webhooks.inc({ outcome }),
    fieldVitals: recordFieldVitals,
  };
}

/**
 * Makes the metrics the process records (lib/ops/telemetry/sink.ts) and serves them on their own
 * listener (METRICS_PORT, METRICS_HOST); null without a port. ALLOWED_HOSTS names the shops known
 * from the start, METRICS_MAX_SHOPS bounds the shop label.
 */
export function startMetrics(
  settings: Pick<Config, "metricsPort" | "metricsHost" | "metricsMaxShops" | "allowedHosts">,
  onListening: (address: { host: string; port: number }) => void = () => {},
): { metrics: Metrics; server: Server } | null {
  const { metricsPort: port, metricsHost: host, metricsMaxShops: maxShops, allowedHosts } = settings;
  if (port === null) return null;
  const metrics = createMetrics({ allowedHosts, maxShops });
  metricsSlot.set(metrics);
  const server = createServer((request, response) => {
    if (request.url?.split("?")[0] !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        response.writeHead(200, { "content-type": metrics.registry.contentType });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(`${String(error)}\n`),
    );
  });
  server.listen(port, host, () => onListening({ host, port }));
  return { metrics, server };
}
