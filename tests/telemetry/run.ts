/**
 * `npm run test:telemetry`: the operations metrics and traces against real services. Starts the
 * reference shop API (its metrics on), a throw-away Redis, two storefront instances (server.mjs, as in
 * production; traces on for A, sent to a small OTLP receiver of this test) and Debian's Prometheus
 * scraping all three. Drives traffic on two shops and strangers' Host headers, then asks Prometheus
 * (PromQL) for each shop's request rate and cache hit ratio, and checks that no stranger added a
 * series; then reads a page view's trace.
 *
 * Needs `npm run build`, Debian's redis-server and prometheus. Every port is a free one picked at run
 * time; TELEMETRY_KEEP=1 keeps the temporary directory and the server logs.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, describe, test } from "node:test";
import { chromium } from "@playwright/test";
import { startTestRedis, type TestRedis } from "../../lib/redis/test-server";
import { createSender } from "../abuse/http";
import { waitFor } from "../abuse/servers";
import { freePort, processes } from "../support/processes";
import { stopOnSignal } from "../support/stop-on-signal";
import { startOtlpReceiver, type ReceivedSpan } from "./otlp-receiver";
import { startPrometheus, type PromSample } from "./prometheus";

const root = resolve(__dirname, "..", "..");
const dir = mkdtempSync(join(tmpdir(), "storefront-telemetry-"));
const SERVER_KEY = "telemetry-test-server-key-0123456789";

const { started: children, start, stopAll } = processes(dir, root);

let redis: TestRedis;
let otlp: Awaited<ReturnType<typeof startOtlpReceiver>>;
let prometheus: Awaited<ReturnType<typeof startPrometheus>>;
const ports = { a: 0, b: 0, api: 0, apiMetrics: 0, metricsA: 0, metricsB: 0, prometheus: 0 };
let shops: string[] = [];
let senders: Record<"A" | "B", ReturnType<typeof createSender>>;
const productPaths = new Map<string, string>();
const STRANGERS = [
  "evil.example",
  "attacker.test:8080",
  "localhost:1",
  ...Array.from({ length: 30 }, (_, i) => `s${i}.spam.test`),
];

const hostOf = (shop: string) => new URL(shop).host;
const get = (instance: "A" | "B", host: string, path: string) =>
  senders[instance].send({ method: "GET", path, headers: { host } });

async function stopEverything() {
  await stopAll();
  await Promise.all([redis?.stop(), otlp?.close()]);
  if (process.env.TELEMETRY_KEEP === "1") console.log(`Logs kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
stopOnSignal(stopEverything);

before(async () => {
  if (!existsSync(join(root, ".next", "BUILD_ID"))) throw new Error("No storefront build: run `npm run build` first.");
  for (const key of Object.keys(ports) as (keyof typeof ports)[]) ports[key] = await freePort();
  shops = [`http://localhost:${ports.a}`, `http://127.0.0.1:${ports.a}`];
  const [redisStarted, otlpStarted] = await Promise.all([startTestRedis(), startOtlpReceiver()]);
  redis = redisStarted;
  otlp = otlpStarted;
  const apiUrl = `http://127.0.0.1:${ports.api}`;
  const shopApi = start("shop-api", join(root, "node_modules", ".bin", "tsx"), ["packages/shop-api/src/main.ts"], {
    SHOP_API_PORT: String(ports.api),
    SHOP_API_METRICS_PORT: String(ports.apiMetrics),
    SHOP_API_DB: join(dir, "shop.db"),
    SHOP_API_DEMO: "1",
    DEMO_SHOP_ORIGINS: shops.join(","),
    SHOP_API_SERVER_KEY: SERVER_KEY,
  });
  const store = (name: string, port: number, metricsPort: number, env: Record<string, string> = {}) =>
    start(name, process.execPath, ["server.mjs"], {
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      METRICS_PORT: String(metricsPort),
      SHOP_API_URL: apiUrl,
      SESSION_SECRET: "telemetry-test-session-secret-0123456789abcdef",
      SHOP_API_SERVER_KEY: SERVER_KEY,
      PIXEL_SCRIPT_URL: "none",
      ALLOWED_HOSTS: shops.map(hostOf).join(","),
      REDIS_URL: redis.url,
      REVALIDATE_SECRET: "telemetry-test-revalidate-secret-0123456789",
      ...env,
    });
  await waitFor(`${apiUrl}/api/auth/e-commerce-getcountry`, shopApi, "shop API", 120_000);
  const a = store("storefront-a", ports.a, ports.metricsA, {
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_BSP_SCHEDULE_DELAY: "100",
    OTEL_SERVICE_NAME: "storefront-test",
    LOG_LEVEL: "debug",
  });
  const b = store("storefront-b", ports.b, ports.metricsB);
  const [prom] = await Promise.all([
    startPrometheus(dir, ports.prometheus, {
      storefront: [`127.0.0.1:${ports.metricsA}`, `127.0.0.1:${ports.metricsB}`],
      "shop-api": [`127.0.0.1:${ports.apiMetrics}`],
    }),
    waitFor(`http://127.0.0.1:${ports.a}/assets/favicon.svg`, a, "storefront A", 120_000),
    waitFor(`http://127.0.0.1:${ports.b}/assets/favicon.svg`, b, "storefront B", 120_000),
  ]);
  children.push({ name: "prometheus", child: prom.child, log: "" });
  prometheus = prom;
  senders = { A: createSender(ports.a, 4, 30_000), B: createSender(ports.b, 4, 30_000) };
  for (const shop of shops) {
    const products = (await (
      await fetch(`${apiUrl}/api/ecom-our-latest-product?site_url=${encodeURIComponent(shop)}`)
    ).json()) as { data: { uuid: string }[] };
    productPaths.set(shop, `/product/${products.data[0]!.uuid}`);
  }
});

after(stopEverything);

/** Polls a PromQL query until `accept` takes its result (scrapes come every second). */
async function eventually(promql: string, accept: (samples: PromSample[]) => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  let samples: PromSample[] = [];
  while (Date.now() < deadline) {
    samples = await prometheus.query(promql);
    if (accept(samples)) return samples;
    await new Promise((r) => setTimeout(r, 500));
  }
  assert.fail(`${promql} never gave what was expected; last: ${JSON.stringify(samples)}`);
}

const byShop = (samples: PromSample[]) =>
  Object.fromEntries(samples.map((s) => [s.metric.shop ?? "", Number(s.value[1])]));

describe("metrics, scraped by a real Prometheus from two instances", () => {
  test("traffic on two shops and from strangers", async () => {
    // A first request of each kind, scraped before the rest: each series starts below its final count,
    // so that rate() sees the increase.
    for (const shop of shops) for (const instance of ["A", "B"] as const) await get(instance, hostOf(shop), "/");
    for (const instance of ["A", "B"] as const) await get(instance, STRANGERS[0]!, "/");
    // Scraped from both instances before the rest: a series first seen at its final count shows no rate.
    await eventually("count by (shop) (count by (shop, instance) (storefront_http_requests_total))", (samples) =>
      shops.every((shop) => byShop(samples)[hostOf(shop)] === 2),
    );
    for (let round = 0; round < 3; round++) {
      for (const shop of shops) {
        for (const instance of ["A", "B"] as const) {
          for (const path of ["/", productPaths.get(shop)!, "/about-us"]) {
            const answer = await get(instance, hostOf(shop), path);
            assert.equal(answer.status, 200, `${instance} ${shop}${path}`);
          }
        }
      }
    }
    const webhook = await senders.B.send({
      method: "POST",
      path: "/api/revalidate",
      headers: {
        host: hostOf(shops[0]!),
        "content-type": "application/json",
        "x-revalidate-timestamp": String(Math.floor(Date.now() / 1000)),
        "x-revalidate-signature": "sha256=00",
      },
      body: Buffer.from('{"tags":["products"]}'),
    });
    assert.equal(webhook.status, 401);
    for (const host of STRANGERS)
      for (const instance of ["A", "B"] as const) {
        const answer = await get(instance, host, "/");
        assert.ok(answer.status >= 400 && answer.status < 500, `${host}: ${answer.status}`);
      }
  });

  test("each shop's request rate is there, counted by both instances", async () => {
    const expected = shops.map(hostOf);
    const samples = await eventually(
      'sum by (shop) (rate(storefront_http_requests_total{route!="static",route!="media"}[2m]))',
      (s) => expected.every((shop) => (byShop(s)[shop] ?? 0) > 0),
    );
    assert.ok((byShop(samples).other ?? 0) > 0, "strangers' requests count as `other`");
    const instances = await prometheus.query(
      `count by (shop) (sum by (shop, instance) (storefront_http_requests_total{shop=~"${expected.join("|").replaceAll(".", "\\\\.")}"}))`,
    );
    assert.deepEqual(byShop(instances), Object.fromEntries(expected.map((shop) => [shop, 2])));
  });

  test("each shop's page-cache hit ratio is there, with hits from memory and from Redis", async () => {
    const ratio = await eventually(
      'sum by (shop) (rate(storefront_page_cache_lookups_total{outcome=~"hit|stale"}[2m])) / sum by (shop) (rate(storefront_page_cache_lookups_total[2m]))',
      (s) => shops.map(hostOf).every((shop) => (byShop(s)[shop] ?? 0) > 0),
    );
    for (const shop of shops.map(hostOf)) assert.ok(byShop(ratio)[shop]! <= 1, `${shop}: ${byShop(ratio)[shop]}`);
    const layers = await prometheus.query('sum by (layer) (storefront_page_cache_lookups_total{outcome="hit"})');
    assert.deepEqual(layers.map((s) => s.metric.layer).sort(), ["memory", "redis"]);
  });

  test("shoppers' page views in Chromium report Core Web Vitals, per shop and route group", async () => {
    const logA = children.find((c) => c.name === "storefront-a")!.log;
    const beaconAnswers = () =>
      readFileSync(logA, "utf8")
        .split("\n")
        .filter((line) => line.includes('"path":"/api/vitals"'))
        .map((line) => (JSON.parse(line) as { status: number }).status);
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
    });
    try {
      for (const shop of shops) {
        for (const path of ["/", productPaths.get(shop)!, "/about-us"]) {
          // A context each, so that the reporter's chunk comes over the network every time.
          const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
          const page = await context.newPage();
          // Loaded after the page: the chunk that holds web-vitals (its LCP observer's entry type).
          const reporter = page.waitForResponse(
            async (r) =>
              r.url().includes("/_next/static/chunks/") && (await r.text()).includes("largest-contentful-paint"),
          );
          await page.goto(`${shop}${path}`);
          await reporter;
          await page.mouse.click(5, 400); // an interaction, for INP
          await page.waitForTimeout(300);
          // Hidden as the page unloads: the beacon goes out.
          const sent = beaconAnswers().length + 1;
          await page.goto("about:blank");
          // The beacon outlives its page, not its context: closed only once the server answered it.
          for (let waited = 0; beaconAnswers().length < sent && waited < 10_000; waited += 100)
            await new Promise((r) => setTimeout(r, 100));
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
    const views = await eventually(
      "sum by (shop, route) (storefront_field_lcp_seconds_count)",
      (samples) => samples.length === 6,
    );
    assert.deepEqual(
      views.map((s) => `${s.metric.shop} ${s.metric.route} ${s.value[1]}`).sort(),
      shops.flatMap((shop) => ["home", "product", "content"].map((route) => `${hostOf(shop)} ${route} 1`)).sort(),
    );
    // The dashboard's p75 per shop and route group: every view was well under Google's "poor" line here.
    const p75 = await prometheus.query(
      "histogram_quantile(0.75, sum by (shop, route, le) (storefront_field_lcp_seconds_bucket))",
    );
    assert.equal(p75.length, 6);
    for (const sample of p75) assert.ok(Number(sample.value[1]) < 4, JSON.stringify(sample));
    assert.deepEqual(beaconAnswers(), [204, 204, 204, 204, 204, 204]);
    const devices = await prometheus.query("sum by (device, navigation) (storefront_field_beacons_total)");
    assert.deepEqual(
      devices.map((s) => `${s.metric.device} ${s.metric.navigation}`),
      ["mobile navigate"],
    );
  });

  test("the field-vitals alert finds the shop whose shoppers wait, and only it", async () => {
    const [quiet, slow] = shops as [string, string];
    const beacon = (lcp: number) =>
      senders.B.send({
        method: "POST",
        path: "/api/vitals",
        headers: { host: hostOf(slow), origin: slow, "content-type": "text/plain;charset=UTF-8" },
        body: Buffer.from(
          JSON.stringify({ route: "product", device: "mobile", navigation: "navigate", vitals: { LCP: lcp } }),
        ),
      });
    // One first, scraped before the rest: a series first seen at its final count shows no rate.
    assert.equal((await beacon(6000)).status, 204);
    await eventually(
      `sum by (instance) (storefront_field_lcp_seconds_count{shop="${hostOf(slow)}",route="product"})`,
      (samples) => samples.some((s) => s.metric.instance?.endsWith(`:${ports.metricsB}`)),
    );
    for (let i = 0; i < 23; i++) assert.equal((await beacon(6000)).status, 204);
    const rules = readFileSync(join(root, "deploy", "prometheus", "alerts.yml"), "utf8");
    const exprOf = (alert: string) => {
      const block = rules.split("- alert: ").find((b) => b.startsWith(`${alert}\n`));
      const expr = block && /expr: \|\n((?: {10}.*\n)+)/.exec(block)?.[1];
      assert.ok(expr, alert);
      return expr;
    };
    const poorLcp = await eventually(exprOf("FieldLcpPoor"), (samples) => samples.length > 0);
    assert.deepEqual(
      poorLcp.map((s) => s.metric.shop),
      [hostOf(slow)],
    );
    assert.ok(!poorLcp.some((s) => s.metric.shop === hostOf(quiet)));
    assert.deepEqual(await prometheus.query(exprOf("FieldInpPoor")), []);
  });

  test("strangers' Host headers added no series: the shop label holds the two shops and `other` only", async () => {
    const values = await prometheus.query('group by (shop) ({__name__=~"storefront_.+", shop!=""})');
    assert.deepEqual(values.map((s) => s.metric.shop).sort(), [...shops.map(hostOf), "other"].sort());
  });

  test("shop-API calls, the process defaults and the reference API's own metrics are scraped", async () => {
    const calls = await prometheus.query(
      'sum by (call, outcome) (storefront_shop_api_call_duration_seconds_count{call="GET /api/gym-theme"})',
    );
    assert.ok(
      calls.some((s) => s.metric.outcome === "ok" && Number(s.value[1]) > 0),
      JSON.stringify(calls),
    );
    const up = await prometheus.query("up");
    assert.deepEqual(up.map((s) => `${s.metric.job} ${s.value[1]}`).sort(), [
      "shop-api 1",
      "storefront 1",
      "storefront 1",
    ]);
    assert.ok((await prometheus.query("nodejs_eventloop_lag_seconds")).length >= 3);
    assert.ok((await prometheus.query("shop_api_http_request_duration_seconds_count")).length > 0);
    const webhooks = await prometheus.query("sum by (outcome) (storefront_webhook_calls_total)");
    assert.deepEqual(
      webhooks.map((s) => `${s.metric.outcome} ${s.value[1]}`),
      ["bad_signature 1"],
    );
  });

  test("the alert rules pass promtool, and every query of the rules and the dashboard runs on what is scraped", async () => {
    const rules = join(root, "deploy", "prometheus", "alerts.yml");
    const checked = spawnSync("promtool", ["check", "rules", rules], { encoding: "utf8" });
    assert.equal(checked.status, 0, checked.stdout + checked.stderr);
    const dashboard = JSON.parse(
      readFileSync(join(root, "deploy", "grafana", "storefront-dashboard.json"), "utf8"),
    ) as {
      panels: { title: string; targets?: { expr: string }[] }[];
    };
    const queries = [
      ...dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)),
      ...[...readFileSync(rules, "utf8").matchAll(/expr: \|\n((?: {10}.*\n)+)|expr: (.+)\n/g)].map(
        (m) => (m[1] ?? m[2])!,
      ),
    ].map((q) => q.replaceAll("$__rate_interval", "30s").replaceAll("$shop", ".*").replaceAll("$instance", ".*"));
    assert.ok(queries.length > 20, `${queries.length} queries`);
    const names = new Set<string>();
    for (const query of queries) {
      await prometheus.query(query); // throws on a query Prometheus cannot parse
      for (const [name] of query.matchAll(/\b(?:storefront|nodejs|process|shop_api)_[a-z0-9_]+/g)) names.add(name);
    }
    // Every series they read exists (the cgroup limit only where one is set; no purge or refusal happened here).
    const optional = new Set([
      "storefront_memory_limit_bytes",
      "storefront_edge_purges_total",
      "storefront_rate_limit_refusals_total",
    ]);
    for (const name of names) {
      if (optional.has(name)) continue;
      const found = await prometheus.query(`count({__name__="${name}"})`);
      assert.ok(found.length > 0, `${name} is scraped`);
    }
  });

  test("both instances started without a Node warning or a deprecation (metrics, Redis and tracing on)", () => {
    for (const name of ["storefront-a", "storefront-b"]) {
      const log = readFileSync(children.find((c) => c.name === name)!.log, "utf8");
      const noise = log.split("\n").filter((line) => /\(node:\d+\)|Warning:|deprecat/i.test(line));
      assert.deepEqual(noise, [], name);
    }
  });

  test("the metrics are not on the public port", async () => {
    const answer = await get("A", hostOf(shops[0]!), "/metrics");
    assert.notEqual(answer.status, 200);
    assert.ok(!answer.body.includes("storefront_http_requests_total"));
  });
});

describe("traces, sent over OTLP/HTTP", () => {
  test("a page view's trace holds the request's span with the shop-API calls, the cache lookup and the render below it", async () => {
    const path = "/privacy-policy";
    const host = hostOf(shops[1]!);
    // A caller that traces (a sampled traceparent): its trace goes on here, whatever the default sampling.
    const caller = { traceId: randomBytes(16).toString("hex"), spanId: randomBytes(8).toString("hex") };
    const traceparent = `00-${caller.traceId}-${caller.spanId}-01`;
    assert.equal((await senders.A.send({ method: "GET", path, headers: { host, traceparent } })).status, 200);
    let root: ReceivedSpan | undefined;
    const deadline = Date.now() + 15_000;
    while (!root && Date.now() < deadline) {
      root = otlp.spans.find((s) => s.kind === 2 && s.traceId === caller.traceId && s.attributes["url.path"] === path);
      if (!root) await new Promise((r) => setTimeout(r, 200));
    }
    assert.ok(
      root,
      `a server span for ${path}; got ${JSON.stringify(otlp.spans.filter((s) => s.kind === 2).slice(0, 5))}`,
    );
    assert.equal(root.parentSpanId, caller.spanId, "the request's span continues the caller's trace");
    await new Promise((r) => setTimeout(r, 500)); // the rest of the batch
    const trace = otlp.spans.filter((s) => s.traceId === root.traceId);
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const under = (span: ReceivedSpan) => {
      for (let at: ReceivedSpan | undefined = span; at; at = at.parentSpanId ? byId.get(at.parentSpanId) : undefined)
        if (at.spanId === root.spanId) return true;
      return false;
    };
    const calls = trace.filter((s) => s.name.startsWith("shop-api "));
    assert.ok(calls.length > 0, `shop-API spans in ${trace.map((s) => s.name).join(", ")}`);
    for (const call of calls) {
      assert.ok(under(call), `${call.name} is below the request`);
      assert.equal(call.attributes["storefront.shop"], shops[1]);
      assert.match(String(call.attributes["url.path"]), /^\/api\/[^?]*$/);
      assert.equal(call.attributes["http.request.method"], "GET");
      assert.equal(typeof call.attributes["http.response.status_code"], "number");
    }
    assert.equal(root.attributes["http.response.status_code"], 200);
    assert.ok(
      trace.some((s) => s.name === "page-cache lookup" && under(s)),
      "a page-cache lookup span",
    );
    assert.ok(
      trace.some((s) => s.attributes["next.span_type"] !== undefined && under(s)),
      "Next's spans (the render) are below the request",
    );
    const lines = readFileSync(children.find((c) => c.name === "storefront-a")!.log, "utf8")
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = lines.find((line) => line.msg === "request" && line.path === path);
    assert.equal(request?.trace_id, root.traceId, "the request's log line carries its trace id");
    assert.ok(
      lines.some((line) => line.upstream === "shop-api" && line.trace_id === root.traceId),
      "the shop-API calls' log lines carry it too",
    );
  });

  test("an instance without an OTLP endpoint sends nothing and logs no trace id", async () => {
    const before = otlp.spans.length;
    assert.equal((await get("B", hostOf(shops[1]!), "/faq")).status, 200);
    await new Promise((r) => setTimeout(r, 500));
    const lines = readFileSync(children.find((c) => c.name === "storefront-b")!.log, "utf8");
    assert.ok(!lines.includes('"trace_id"'));
    assert.ok(otlp.spans.slice(before).every((s) => s.attributes["url.path"] !== "/faq"));
  });
});
