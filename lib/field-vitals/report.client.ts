import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { FIELD_VITALS_PATH, deviceClassOf, routeGroupOfPath, type FieldBeacon } from "./beacon";

/**
 * Measures this page view (the document loaded at `path`) with web-vitals and sends what it measured
 * when the page is hidden, as the library advises (the last moment a page is sure to see). Each metric
 * goes out once per page view: a later value of one already sent (CLS after the shopper came back) is
 * dropped; a page restored from the back/forward cache is a new page view. Nothing is read but the
 * route group of the path, the viewport's width and the navigation type.
 */
export function reportFieldVitals(path: string, takeDiscardedRegions: () => number = () => 0): void {
  const route = routeGroupOfPath(path);
  const queued = new Map<Metric["name"], Metric>();
  const sent = new Set<string>();
  const queue = (metric: Metric) => {
    if (!sent.has(metric.id)) queued.set(metric.name, metric);
  };
  onCLS(queue);
  onINP(queue);
  onLCP(queue);
  onFCP(queue);
  onTTFB(queue);
  // After the library's own listeners, which report CLS and INP on the same event.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden") return;
    const discardedRegions = Math.min(takeDiscardedRegions(), 100);
    if (queued.size === 0 && discardedRegions === 0) return;
    const metrics = [...queued.values()];
    queued.clear();
    for (const metric of metrics) sent.add(metric.id);
    const beacon: FieldBeacon = {
      route,
      device: deviceClassOf(innerWidth),
      navigation: metrics[0]?.navigationType ?? "navigate",
      vitals: Object.fromEntries(metrics.map((m) => [m.name, Number(m.value.toFixed(m.name === "CLS" ? 4 : 0))])),
      ...(discardedRegions > 0 ? { discardedRegions } : {}),
    };
    navigator.sendBeacon(FIELD_VITALS_PATH, JSON.stringify(beacon));
  });
}
