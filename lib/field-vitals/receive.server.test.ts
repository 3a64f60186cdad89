import { NextRequest } from "next/server";
import { metricsSlot } from "@/lib/ops/process-shared.mjs";
import { createMetrics } from "@/lib/ops/telemetry/metrics";
import { resetLimits } from "@/lib/rate-limit.server";
import { receiveFieldVitals } from "./receive.server";

const SHOP = "http://localhost:3100";
const SITE = "http,localhost:3100";
const BEACON = {
  route: "product",
  device: "mobile",
  navigation: "navigate",
  vitals: { LCP: 2600, CLS: 0.12, INP: 180 },
};

let metrics: ReturnType<typeof createMetrics>;
beforeEach(() => {
  resetLimits();
  metrics = createMetrics({ allowedHosts: ["localhost:3100"], defaults: false });
  metricsSlot.set(metrics);
});
afterEach(() => {
  metricsSlot.set(null);
  delete process.env.FIELD_VITALS;
});

function post(
  body: unknown,
  { origin = SHOP, type = "text/plain;charset=UTF-8", address = "203.0.113.9" }: Record<string, string> = {},
) {
  const request = new NextRequest(`${SHOP}/api/vitals`, {
    method: "POST",
    headers: { origin, "content-type": type, "x-forwarded-for": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return receiveFieldVitals(request, SITE);
}

const lines = async (name: string) =>
  (await metrics.registry.metrics()).split("\n").filter((line) => line.startsWith(name));

describe("POST /api/vitals", () => {
  test("records a beacon in the shop's histograms, in seconds, and answers 204 without a body", async () => {
    const answer = await post(BEACON);
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe("");
    expect(await lines('storefront_field_lcp_seconds_bucket{le="2.5"')).toEqual([
      'storefront_field_lcp_seconds_bucket{le="2.5",shop="localhost:3100",route="product"} 0',
    ]);
    expect(await lines('storefront_field_lcp_seconds_bucket{le="3"')).toEqual([
      'storefront_field_lcp_seconds_bucket{le="3",shop="localhost:3100",route="product"} 1',
    ]);
    expect(await lines("storefront_field_inp_seconds_sum")).toEqual([
      'storefront_field_inp_seconds_sum{shop="localhost:3100",route="product"} 0.18',
    ]);
    expect(await lines('storefront_field_cls_bucket{le="0.15"')).toEqual([
      'storefront_field_cls_bucket{le="0.15",shop="localhost:3100",route="product"} 1',
    ]);
    expect(await lines("storefront_field_fcp_seconds_count")).toEqual([]);
    expect(await lines("storefront_field_beacons_total")).toEqual([
      'storefront_field_beacons_total{shop="localhost:3100",device="mobile",navigation="navigate"} 1',
    ]);
  });

  test("counts the static regions a page view rendered again, with its metrics or alone", async () => {
    expect((await post({ ...BEACON, discardedRegions: 2 })).status).toBe(204);
    expect((await post({ ...BEACON, vitals: {}, discardedRegions: 1 })).status).toBe(204);
    expect(await lines("storefront_static_regions_discarded_total")).toEqual([
      'storefront_static_regions_discarded_total{shop="localhost:3100",route="product"} 3',
    ]);
    expect(await lines("storefront_field_lcp_seconds_count")).toEqual([
      'storefront_field_lcp_seconds_count{shop="localhost:3100",route="product"} 1',
    ]);
  });

  test("takes a JSON body type too", async () => {
    expect((await post(BEACON, { type: "application/json" })).status).toBe(204);
  });

  test.each([
    ["an unknown route group", { ...BEACON, route: "/product/1234" }],
    ["an unknown metric", { ...BEACON, vitals: { LCP: 1000, FID: 20 } }],
    ["a negative value", { ...BEACON, vitals: { LCP: -1 } }],
    ["an LCP over two minutes", { ...BEACON, vitals: { LCP: 120_001 } }],
    ["a CLS over 100", { ...BEACON, vitals: { CLS: 101 } }],
    ["no metric", { ...BEACON, vitals: {} }],
    ["no discarded region", { ...BEACON, vitals: {}, discardedRegions: 0 }],
    ["a fraction of a region", { ...BEACON, discardedRegions: 1.5 }],
    ["over 100 discarded regions", { ...BEACON, discardedRegions: 101 }],
    ["a field beyond the beacon's", { ...BEACON, url: "https://localhost:3100/product/1234?email=a@b.c" }],
    ["a string for a number", { ...BEACON, vitals: { LCP: "2600" } }],
  ])("refuses %s with 422 and records nothing", async (_name, body) => {
    const answer = await post(body);
    expect(answer.status).toBe(422);
    expect(await lines("storefront_field_")).toEqual([]);
  });

  test("refuses malformed JSON (400), another body type (415), a body over 512 bytes (413) and another origin (403)", async () => {
    expect((await post("{not json")).status).toBe(400);
    expect((await post(BEACON, { type: "application/x-www-form-urlencoded" })).status).toBe(415);
    expect((await post({ ...BEACON, pad: "x".repeat(600) })).status).toBe(413);
    expect((await post(BEACON, { origin: "https://evil.example" })).status).toBe(403);
    expect(await lines("storefront_field_")).toEqual([]);
  });

  test("limits each client to 60 beacons a minute (429 with Retry-After), not the others", async () => {
    for (let i = 0; i < 60; i++) expect((await post(BEACON)).status).toBe(204);
    const refused = await post(BEACON);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await post(BEACON, { address: "198.51.100.7" })).status).toBe(204);
  });

  test("answers 404 and records nothing with FIELD_VITALS=0", async () => {
    jest.resetModules();
    process.env.FIELD_VITALS = "0";
    const { receiveFieldVitals: off } = await import("./receive.server");
    const { metricsSlot: slot } = await import("@/lib/ops/process-shared.mjs");
    slot.set(metrics);
    const request = new NextRequest(`${SHOP}/api/vitals`, {
      method: "POST",
      headers: { origin: SHOP, "content-type": "text/plain" },
      body: JSON.stringify(BEACON),
    });
    expect((await off(request, SITE)).status).toBe(404);
    expect(await lines("storefront_field_")).toEqual([]);
  });
});
