/**
 * @jest-environment jsdom
 */
import type { Metric } from "web-vitals";
import { reportFieldVitals } from "./report.client";

type Report = (metric: Metric) => void;
const reporters: Record<string, Report> = {};
jest.mock("web-vitals", () => ({
  onCLS: (report: Report) => (reporters.CLS = report),
  onINP: (report: Report) => (reporters.INP = report),
  onLCP: (report: Report) => (reporters.LCP = report),
  onFCP: (report: Report) => (reporters.FCP = report),
  onTTFB: (report: Report) => (reporters.TTFB = report),
}));

const metric = (name: Metric["name"], value: number, id = `v6-${name}-1`, navigationType = "navigate") =>
  ({ name, value, id, navigationType, delta: value, rating: "good", entries: [] }) as unknown as Metric;

let visibility: DocumentVisibilityState = "visible";
/** Static regions found empty after hydration, as components/static-region/discarded-regions.ts counts them. */
const discarded: string[] = [];
const sent: { url: string; body: unknown }[] = [];
beforeAll(() => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, "sendBeacon", {
    configurable: true,
    value: (url: string, body: string) => sent.push({ url, body: JSON.parse(body) as unknown }) > 0,
  });
  Object.defineProperty(window, "innerWidth", { configurable: true, value: 390 });
  reportFieldVitals("/product/5b7c2c6e-0000-4000-8000-000000000001", () => discarded.splice(0).length);
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
}

test("sends what was measured in one beacon when the page is hidden, with the route group and device class only", () => {
  reporters.TTFB!(metric("TTFB", 120.4));
  reporters.FCP!(metric("FCP", 801.6));
  reporters.LCP!(metric("LCP", 1834.2));
  expect(sent).toEqual([]);
  reporters.CLS!(metric("CLS", 0.012345));
  setVisibility("hidden");
  expect(sent).toEqual([
    {
      url: "/api/vitals",
      body: {
        route: "product",
        device: "mobile",
        navigation: "navigate",
        vitals: { TTFB: 120, FCP: 802, LCP: 1834, CLS: 0.0123 },
      },
    },
  ]);
});

test("sends each metric once per page view: a later value of one already sent is dropped, a new one goes out", () => {
  setVisibility("visible");
  reporters.CLS!(metric("CLS", 0.3));
  setVisibility("hidden");
  expect(sent).toHaveLength(1);
  setVisibility("visible");
  reporters.INP!(metric("INP", 240));
  setVisibility("hidden");
  expect(sent.at(-1)!.body).toEqual({
    route: "product",
    device: "mobile",
    navigation: "navigate",
    vitals: { INP: 240 },
  });
});

test("a page restored from the back/forward cache is a new page view", () => {
  setVisibility("visible");
  reporters.LCP!(metric("LCP", 90, "v6-LCP-2", "back-forward-cache"));
  setVisibility("hidden");
  expect(sent.at(-1)!.body).toEqual({
    route: "product",
    device: "mobile",
    navigation: "back-forward-cache",
    vitals: { LCP: 90 },
  });
});

test("static regions whose server DOM was thrown away go out with the next beacon, even one with no metric", () => {
  setVisibility("visible");
  sent.splice(0);
  discarded.push("footer", "menu");
  setVisibility("hidden");
  expect(sent).toEqual([
    {
      url: "/api/vitals",
      body: { route: "product", device: "mobile", navigation: "navigate", vitals: {}, discardedRegions: 2 },
    },
  ]);
  setVisibility("visible");
  setVisibility("hidden");
  expect(sent).toHaveLength(1);
});
