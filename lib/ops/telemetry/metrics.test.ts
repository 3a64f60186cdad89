import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { OTHER, ShopLabels, createMetrics, routeGroupOf, startMetrics } from "./metrics";
import { callOf, metrics } from "./sink";
import { parseSettings } from "../../config";
import { metricsSlot } from "../process-shared.mjs";

const series = async (m: ReturnType<typeof createMetrics>, name: string) =>
  (await m.registry.metrics()).split("\n").filter((line) => line.startsWith(`${name}{`));

describe("the shop label", () => {
  test("names the shops of ALLOWED_HOSTS, by host as URL writes it", () => {
    const labels = new ShopLabels(["shop-a.example", "shop-b.example:8080"]);
    expect(labels.of("https://shop-a.example")).toBe("shop-a.example");
    expect(labels.of("http://SHOP-A.example:80")).toBe("shop-a.example");
    expect(labels.of("http://shop-b.example:8080")).toBe("shop-b.example:8080");
  });

  test("a stranger's Host header is `other`, whatever it says", () => {
    const labels = new ShopLabels(["shop-a.example"]);
    for (const origin of ["http://evil.example", "http://shop-a.example:3000", "http://a b", "javascript:x", null])
      expect(labels.of(origin)).toBe(OTHER);
  });

  test("with any host allowed, only shops the server resolved get a label", () => {
    const labels = new ShopLabels([]);
    expect(labels.of("http://localhost:3350")).toBe(OTHER);
    labels.resolve("http://localhost:3350");
    expect(labels.of("http://localhost:3350")).toBe("localhost:3350");
    expect(labels.of("http://127.0.0.1:3350")).toBe(OTHER);
  });

  test("at most maxShops shops get a value of their own; the rest count as `other`", () => {
    const labels = new ShopLabels([], 3);
    const shops = Array.from({ length: 10 }, (_, i) => `http://shop-${i}.example`);
    for (const shop of shops) labels.resolve(shop);
    expect(shops.map((shop) => labels.of(shop))).toEqual([
      "shop-0.example",
      "shop-1.example",
      "shop-2.example",
      ...Array<string>(7).fill(OTHER),
    ]);
  });

  test("other spellings of a known shop do not use up the bound", () => {
    const labels = new ShopLabels(["shop-a.example", "shop-b.example"], 2);
    for (const spelling of ["http://SHOP-A.example", "http://Shop-A.Example", "http://shop-a.EXAMPLE:80"])
      expect(labels.of(spelling)).toBe("shop-a.example");
    expect(labels.of("http://shop-b.example")).toBe("shop-b.example");
  });

  test("resolutions are bounded too: a flood of resolved shops never adds values past the bound", () => {
    const labels = new ShopLabels([], 5);
    for (let i = 0; i < 1000; i++) labels.resolve(`http://s${i}.example`);
    const values = new Set(Array.from({ length: 1000 }, (_, i) => labels.of(`http://s${i}.example`)));
    expect(values.size).toBeLessThanOrEqual(6);
  });
});

test("route groups and shop-API calls form small fixed sets", () => {
  expect(routeGroupOf("/")).toBe("home");
  expect(routeGroupOf("/product/0b7c-11aa")).toBe("product");
  expect(routeGroupOf("/catagory/Men_Wear/1")).toBe("listing");
  expect(routeGroupOf("/_next/static/chunks/x.js")).toBe("static");
  expect(routeGroupOf("/api/cart")).toBe("api");
  expect(routeGroupOf("/anything/else")).toBe("page");
  expect(callOf("GET", "/api/product/3f2a-9b")).toBe("GET /api/product/:id");
  expect(callOf("GET", "/api/auth/e-commerce/saleorder/12/view")).toBe("GET /api/auth/e-commerce/saleorder/:id/view");
});

test("requests, page-cache lookups and shop-API calls are counted with bounded labels", async () => {
  const m = createMetrics({ allowedHosts: ["shop-a.example"], defaults: false });
  m.request("http://shop-a.example", "/", 200);
  m.request("http://stranger.example", "/", 421);
  m.pageCache("/http,shop-a.example/catagory/x", "memory", "hit");
  m.pageCache("/http,stranger.example/", "redis", "miss");
  m.pageCache("/route-cache/APP_PAGE/7634912f/$/http%2Cshop-a.example%3A80/product/x", "redis", "stale");
  m.shopApiCall(callOf("GET", "/api/product/abc-123"), "timeout", 0.3);
  m.rateLimitRefused("search", "perAddress");
  expect(await series(m, "storefront_http_requests_total")).toEqual([
    'storefront_http_requests_total{shop="shop-a.example",route="home",status="2xx"} 1',
    'storefront_http_requests_total{shop="other",route="home",status="4xx"} 1',
  ]);
  expect(await series(m, "storefront_page_cache_lookups_total")).toEqual([
    'storefront_page_cache_lookups_total{shop="shop-a.example",layer="memory",outcome="hit"} 1',
    'storefront_page_cache_lookups_total{shop="other",layer="redis",outcome="miss"} 1',
    'storefront_page_cache_lookups_total{shop="shop-a.example",layer="redis",outcome="stale"} 1',
  ]);
  expect(await series(m, "storefront_shop_api_call_duration_seconds_count")).toEqual([
    'storefront_shop_api_call_duration_seconds_count{call="GET /api/product/:id",outcome="timeout"} 1',
  ]);
  expect(await series(m, "storefront_rate_limit_refusals_total")).toEqual([
    'storefront_rate_limit_refusals_total{limiter="search",scope="perAddress"} 1',
  ]);
});

test("a page kept in the cache makes its shop known (it was rendered for a shop the shop API knows)", async () => {
  const m = createMetrics({ defaults: false });
  m.pageCache("/http,localhost:3350/", "redis", "hit");
  m.request("http://localhost:3350", "/", 200);
  expect(await series(m, "storefront_http_requests_total")).toEqual([
    'storefront_http_requests_total{shop="localhost:3350",route="home",status="2xx"} 1',
  ]);
});

describe("the metrics listener", () => {
  afterEach(() => {
    metricsSlot.set(null);
  });

  test("is off without METRICS_PORT: nothing listens and recording costs nothing", () => {
    expect(startMetrics(parseSettings({}))).toBeNull();
    expect(() => metrics().request("http://x", "/", 200)).not.toThrow();
  });

  test("serves /metrics on 127.0.0.1 by default and installs the recorder the app's code finds", async () => {
    const started = startMetrics(parseSettings({ METRICS_PORT: "0", ALLOWED_HOSTS: "shop-a.example" }))!;
    await new Promise((resolve) => started.server.once("listening", resolve));
    const address = started.server.address() as AddressInfo;
    expect(address.address).toBe("127.0.0.1");
    metrics().request("http://shop-a.example", "/", 200);
    const body = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      request({ host: "127.0.0.1", port: address.port, path: "/metrics" }, (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode, text }));
      })
        .on("error", reject)
        .end();
    });
    started.server.close();
    expect(body.status).toBe(200);
    expect(body.text).toContain('storefront_http_requests_total{shop="shop-a.example",route="home",status="2xx"} 1');
    expect(body.text).toContain("nodejs_eventloop_lag_seconds");
  });

  test("refuses a bad METRICS_PORT or METRICS_MAX_SHOPS", () => {
    expect(() => parseSettings({ METRICS_PORT: "http" })).toThrow(/METRICS_PORT/);
    expect(() => parseSettings({ METRICS_PORT: "70000" })).toThrow(/METRICS_PORT/);
    expect(() => parseSettings({ METRICS_MAX_SHOPS: "-1" })).toThrow(/METRICS_MAX_SHOPS/);
  });
});
