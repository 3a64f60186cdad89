import type { FieldBeacon } from "../../field-vitals/beacon";
import { metricsSlot } from "../process-shared.mjs";

/**
 * What the code records for the operations metrics (lib/ops/telemetry/metrics.ts keeps them). The
 * server installs the recorder before Next loads, once per process (process-shared.mjs): the server
 * and the code Next bundles are separate module instances. Without METRICS_PORT nothing is installed and every call
 * here is a no-op, so the code records without asking whether anyone listens.
 */

export type ShopApiOutcome = "ok" | "http" | "timeout" | "malformed" | "network" | "refused";
export type PageCacheLayer = "memory" | "redis";
export type PageCacheOutcome = "hit" | "stale" | "miss";

export type MetricsRecorder = {
  /** A shop the server has resolved (the shop API knows it): it may get a label of its own. */
  shopResolved(origin: string): void;
  request(origin: string | null, path: string, status: number): void;
  pageCache(key: string, layer: PageCacheLayer, outcome: PageCacheOutcome): void;
  /** `call` as callOf writes it. */
  shopApiCall(call: string, outcome: ShopApiOutcome, seconds: number): void;
  rateLimitRefused(limiter: string, scope: string): void;
  edgePurge(outcome: string): void;
  webhook(outcome: string): void;
  /** A page view's Core Web Vitals, as a shopper's browser measured them (lib/field-vitals). */
  fieldVitals(origin: string, beacon: FieldBeacon): void;
};

/** A shop-API call's name: method and path, ids (segments holding a digit) as `:id`, a small set. */
export function callOf(method: string, path: string): string {
  return `${method} ${path.replace(/\/[^/]*\d[^/]*/g, "/:id")}`;
}

const NONE: MetricsRecorder = {
  shopResolved() {},
  request() {},
  pageCache() {},
  shopApiCall() {},
  rateLimitRefused() {},
  edgePurge() {},
  webhook() {},
  fieldVitals() {},
};

/** The installed recorder, or one that records nothing. */
export function metrics(): MetricsRecorder {
  return metricsSlot.get() ?? NONE;
}
