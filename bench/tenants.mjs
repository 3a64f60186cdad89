#!/usr/bin/env node
// `npm run bench:tenants` (and the "Tenant scale" part of `npm run bench`): one production build
// serving N shops at once (N = 10, 100, 1,000 by default). The reference shop API is seeded once
// with the largest N plus a few shops kept for cold starts, each shop its own origin
// `http://shop-{i}.localhost:{port}` (the storefront is reached on 127.0.0.1 and told the shop by
// the Host header, so no name needs to resolve; ALLOWED_HOSTS=*). One storefront per N, all up at
// once (`server.mjs` as `npm start` runs it, default settings, the revalidation webhook on so that a
// repeat view within the bench's few minutes is a fresh page), is asked, one request at a time, for
// each shop's home, first category and first product: a first pass (first views) of each N in turn,
// then two repeat passes interleaved over the N view by view (the machine's load then weighs on each
// alike), or with BENCH_TENANTS_ORDER=sequential one N after another. After each pass every server reports its page cache's entries and bytes, its heap and RSS
// (read inside it by bench/tenant-probe.mjs); the shop-API calls come from the reference API's
// request log. Then each server's first view of shops it never saw (cold starts), with their calls.
// Loopback only; every server is stopped at the end (bench/servers.mjs).
import { randomBytes } from "node:crypto";
import { Agent, request } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "../lib/ops/heap.server.mjs";
import { STOREFRONT_DIST_DIR, ensureStorefrontBuild, nextVersion } from "./build.mjs";
import { writeSection } from "./report.mjs";
import { delay, portInUse, startProcess, waitForHttp } from "./servers.mjs";
import { describeMachine, int, measuredAt, ROOT } from "./settings.mjs";
import { LOG_LINE, barrier } from "./upstream.mjs";

const TENANT_SECTION_TITLE = "Tenant scale";
const log = (message) => console.log(`bench:tenants: ${message}`);

// Targets, checked on the same run. RSS: 500 MB at the default cache budget (256 MB), in either order of the
// repeat passes; a run with BENCH_TENANTS_ORDER=sequential is the pattern of a probe that found 650 MB once
// (every shop's pages, then again, on one server), which the interleaved default had not shown.
const TARGETS = { p50Ratio: 1.5, p99Ratio: 3, rssOverBudgetMb: 244, coldP99Ms: 150 };
const DEFAULT_CACHE_MB = 256; // SERVER_CACHE_MAX_MB's default (lib/page-cache/handler.mjs)

/** The tenant bench's settings, bounded like bench/settings.mjs. */
export function readTenantSettings(env = process.env) {
  const rawCounts = env.BENCH_TENANTS?.trim() || "10,100,1000";
  const counts = rawCounts.split(",").map((part) => Number(part.trim()));
  if (counts.some((n) => !Number.isInteger(n) || n < 1 || n > 2000))
    throw new Error(`BENCH_TENANTS must list shop counts from 1 to 2000, e.g. 10,100,1000 (got "${rawCounts}")`);
  const settings = {
    counts: [...new Set(counts)].sort((a, b) => a - b),
    cold: int(env, "BENCH_TENANTS_COLD", 30, 1, 200),
    order: env.BENCH_TENANTS_ORDER?.trim() || "interleaved",
    port: int(env, "BENCH_TENANTS_PORT", 3112, 1, 65535),
    apiPort: int(env, "BENCH_TENANTS_API_PORT", 4112, 1, 65535),
    probePort: int(env, "BENCH_TENANTS_PROBE_PORT", 3122, 1, 65535),
    // Extra Node options for the storefront only, for profiling: `--cpu-prof --cpu-prof-dir=…`, `--heapsnapshot-signal=SIGUSR2`.
    nodeArgs: (env.BENCH_TENANTS_NODE_ARGS ?? "").split(" ").filter(Boolean),
    // Settings for the storefront besides the defaults, e.g. `SERVER_CACHE_MAX_MB=128`.
    serverEnv: Object.fromEntries(
      (env.BENCH_TENANTS_ENV ?? "")
        .split(" ")
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
    ),
    skipBuild: ["1", "true", "yes"].includes((env.BENCH_SKIP_BUILD ?? "").trim()),
    noWrite: ["1", "true", "yes"].includes((env.BENCH_NO_WRITE ?? "").trim()),
    jsonFile: env.BENCH_TENANTS_JSON?.trim() || null,
    pixelPort: int(env, "BENCH_PIXEL_PORT", 3111, 1, 65535), // only for the build's CSP, shared with `npm run bench`
  };
  if (!["interleaved", "sequential"].includes(settings.order))
    throw new Error(`BENCH_TENANTS_ORDER must be interleaved or sequential (got "${settings.order}")`);
  const ports = settings.counts.flatMap((_, k) => [settings.port + k, settings.probePort + k]).concat(settings.apiPort);
  if (new Set(ports).size !== ports.length)
    throw new Error(`BENCH_TENANTS_*PORT values must not overlap (${ports.join(", ")})`);
  settings.ports = ports;
  return settings;
}

const TENANT_ENV_HELP = `Settings (environment):
  BENCH_TENANTS            shop counts, one fresh storefront each (default 10,100,1000; each 1-2000)
  BENCH_TENANTS_COLD       never-seen shops whose first view is timed after the passes (default 30)
  BENCH_TENANTS_ORDER      repeat passes interleaved over the N view by view (default), or sequential:
                           each N's views one after the other, in the order of BENCH_TENANTS
  BENCH_TENANTS_PORT, BENCH_TENANTS_API_PORT, BENCH_TENANTS_PROBE_PORT
                           storefronts 3112, 3113, … (one per count), shop API 4112, their memory probes 3122, 3123, …
  BENCH_TENANTS_ENV        storefront settings besides the defaults, "NAME=value NAME=value"
  BENCH_TENANTS_NODE_ARGS  Node options for the storefront (profiling), e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  BENCH_TENANTS_JSON       also write every figure to this JSON file
  BENCH_SKIP_BUILD=1       serve the existing bench build as it is
  BENCH_NO_WRITE=1         print the report only, leave BENCHMARKS.md alone`;

const shopOrigin = (port, i) => `http://shop-${i}.localhost:${port}`;
const coldOrigin = (port, i) => `http://cold-${i}.localhost:${port}`;

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One page view on 127.0.0.1:port for the shop `host`: status, time to the last byte, Next's cache header. */
function view(port, host, path) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      { host: "127.0.0.1", port, path, agent, headers: { host, "accept-encoding": "identity" } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            ms: performance.now() - started,
            cache: String(res.headers["x-nextjs-cache"] ?? "none"),
            bytes,
          }),
        );
        res.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, cache: "error", error }));
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error("timed out after 30 s")));
    req.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, cache: "error", error }));
    req.end();
  });
}

async function apiJson(apiUrl, path, init) {
  const res = await fetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = await res.json();
  if (res.status !== 200 || body.status !== true)
    throw new Error(`shop API ${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/** A shop's first header category and first visible product, read from the API. */
async function shopPages(apiUrl, origin) {
  const site = `site_url=${encodeURIComponent(origin)}`;
  const attributes = await apiJson(apiUrl, `/api/site-attribute?${site}`);
  const category =
    attributes.data.find((a) => a.field_type === "select" && a.is_header_attr === 1) ??
    attributes.data.find((a) => a.field_type === "select");
  const listing = await apiJson(apiUrl, `/api/products?${site}&page=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const product = listing.data.data.find((i) => i.status === 1) ?? listing.data.data[0];
  if (!category || !product) throw new Error(`shop ${origin} has no category or no product`);
  return {
    host: new URL(origin).host,
    paths: {
      home: "/",
      category: `/catagory/${category.fk_column_name}/${category.setting_id}`,
      product: `/product/${product.uuid}`,
    },
  };
}

const PAGE_KINDS = ["home", "category", "product"];

/** Shop-API calls made while `work` runs, from the reference API's request log. */
async function countingCalls(api, apiUrl, work) {
  const lines = [];
  const off = api.onLine((line) => {
    if (LOG_LINE.test(line)) lines.push(line);
  });
  try {
    const from = await barrier(api, apiUrl, lines);
    const result = await work();
    await delay(300); // background revalidations started by the last views
    const to = await barrier(api, apiUrl, lines);
    const calls = lines.slice(from, to).filter((line) => !line.includes(" /__bench/")).length;
    return { result, calls };
  } finally {
    off();
  }
}

/** A repeat pass makes at least this many views of each N (going round its shops again), so that few shops still give a stable p99. */
const MIN_REPEAT_VIEWS = 900;

function emptyResult(views) {
  return { ms: Object.fromEntries(PAGE_KINDS.map((kind) => [kind, []])), served: {}, errors: [], views };
}

function record(result, shop, kind, answer) {
  if (answer.status !== 200) {
    result.errors.push(`${shop.host}${shop.paths[kind]}: ${answer.status || answer.error?.message}`);
    return;
  }
  result.ms[kind].push(answer.ms);
  result.served[answer.cache] = (result.served[answer.cache] ?? 0) + 1;
}

/** A first pass: every page of every shop, in shop order, one request at a time. */
async function pass(port, shops) {
  const result = emptyResult(shops.length * PAGE_KINDS.length);
  for (const shop of shops) {
    for (const kind of PAGE_KINDS) record(result, shop, kind, await view(port, shop.host, shop.paths[kind]));
  }
  return result;
}

/**
 * A repeat pass of every server at once: `views` views each, in shop order (going round again for
 * fewer shops), one request at a time, a view of each server in turn. One result per server.
 */
async function interleavedPass(servers, views) {
  const results = servers.map(() => emptyResult(views));
  for (let j = 0; j < views; j++) {
    for (const [i, server] of servers.entries()) {
      const shop = server.shops[Math.floor(j / PAGE_KINDS.length) % server.shops.length];
      const kind = PAGE_KINDS[j % PAGE_KINDS.length];
      record(results[i], shop, kind, await view(server.listen, shop.host, shop.paths[kind]));
    }
  }
  return results;
}

/** A repeat pass of each server in turn, with the views of interleavedPass. One result per server. */
async function sequentialPass(servers, views) {
  const results = servers.map(() => emptyResult(views));
  for (const [i, server] of servers.entries()) {
    for (let j = 0; j < views; j++) {
      const shop = server.shops[Math.floor(j / PAGE_KINDS.length) % server.shops.length];
      const kind = PAGE_KINDS[j % PAGE_KINDS.length];
      record(results[i], shop, kind, await view(server.listen, shop.host, shop.paths[kind]));
    }
  }
  return results;
}

async function probe(probePort) {
  // A second of quiet first: background renders of the pass end, and the numbers settle.
  await delay(1000);
  const res = await fetch(`http://127.0.0.1:${probePort}/`, { signal: AbortSignal.timeout(10_000) });
  return res.json();
}

function summarise(passResult) {
  const all = PAGE_KINDS.flatMap((kind) => passResult.ms[kind]);
  const stats = (values) => ({ p50: percentile(values, 50), p99: percentile(values, 99) });
  return {
    all: stats(all),
    ...Object.fromEntries(PAGE_KINDS.map((kind) => [kind, stats(passResult.ms[kind])])),
    served: passResult.served,
    errors: passResult.errors,
    views: passResult.views,
  };
}

/** Runs every N in turn, each on a fresh storefront; the API is seeded once for the largest. */
async function tenantBench(settings) {
  for (const port of settings.ports) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use: choose other BENCH_TENANTS_*PORT values`);
  }
  const build = await ensureStorefrontBuild(settings.skipBuild, `http://127.0.0.1:${settings.pixelPort}/fbevents.js`);
  const maxN = Math.max(...settings.counts);
  const origins = [
    ...Array.from({ length: maxN }, (_, i) => shopOrigin(settings.port, i + 1)),
    ...Array.from({ length: settings.cold }, (_, i) => coldOrigin(settings.port, i + 1)),
  ];
  const apiUrl = `http://127.0.0.1:${settings.apiPort}`;
  const tmp = mkdtempSync(join(tmpdir(), "storefront-tenants-"));
  const serverKey = randomBytes(24).toString("hex");
  const revalidateSecret = randomBytes(24).toString("hex");
  const stops = [];
  try {
    const seedStarted = performance.now();
    const api = startProcess({
      name: "shop API",
      command: process.execPath,
      args: [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "packages/shop-api/src/main.ts"],
      cwd: ROOT,
      env: {
        SHOP_API_PORT: String(settings.apiPort),
        SHOP_API_DB: join(tmp, "shop.db"),
        DEMO_SHOP_ORIGINS: origins.join(","),
        SHOP_API_SERVER_KEY: serverKey,
      },
    });
    stops.push(() => api.stop());
    await waitForHttp(api, `${apiUrl}/api/gym-theme?site_url=${encodeURIComponent(origins[0])}`, {
      timeoutMs: 600_000,
    });
    const seedMs = performance.now() - seedStarted;
    log(`shop API up on ${apiUrl} with ${origins.length} shops, seeded in ${(seedMs / 1000).toFixed(1)} s`);

    const shops = [];
    for (let i = 1; i <= maxN; i++) shops.push(await shopPages(apiUrl, shopOrigin(settings.port, i)));
    const coldShops = Array.from({ length: settings.cold }, (_, i) => new URL(coldOrigin(settings.port, i + 1)).host);
    const loadStart = loadavg()[0];

    // One storefront per N, all up at once, each on a port of its own (the Host header names the
    // shop): the first passes one N after another, then each repeat pass interleaved view by view
    // over every N, so that the load of the shared machine weighs on every N alike.
    const servers = settings.counts.map((n, k) => {
      const listen = settings.port + k;
      const probePort = settings.probePort + k;
      const web = startProcess({
        name: `storefront (${n} shops)`,
        command: process.execPath,
        // As `npm start` runs it, with the probe.
        args: [...SERVER_NODE_FLAGS, ...settings.nodeArgs, "--import", "./bench/tenant-probe.mjs", "server.mjs"],
        cwd: ROOT,
        env: {
          ...SERVER_MALLOC_ENV,
          NODE_ENV: "production",
          PORT: String(listen),
          HOSTNAME: "127.0.0.1",
          BENCH_DIST_DIR: STOREFRONT_DIST_DIR,
          BENCH_PROBE_PORT: String(probePort),
          NEXT_TELEMETRY_DISABLED: "1",
          SHOP_API_URL: apiUrl,
          SESSION_SECRET: randomBytes(32).toString("hex"),
          SHOP_API_SERVER_KEY: serverKey,
          ALLOWED_HOSTS: "*",
          REVALIDATE_SECRET: revalidateSecret,
          PIXEL_SCRIPT_URL: "none",
          ...settings.serverEnv,
        },
      });
      stops.push(() => web.stop());
      return { n, web, listen, probePort, shops: shops.slice(0, n), passes: [], started: null };
    });
    const logPass = (server, pass) =>
      log(
        `${server.n} shops, ${pass.label}: p50 ${pass.all.p50.toFixed(1)} ms, p99 ${pass.all.p99.toFixed(1)} ms, ` +
          `${pass.calls} shop-API calls${pass.callsShared ? " (all N)" : ""}, ${JSON.stringify(pass.served)}, ` +
          `${memoryText(pass.after.memory)}, ${cacheText(pass.after.pageCache)}` +
          (pass.errors.length ? `, ${pass.errors.length} errors: ${pass.errors.slice(0, 3).join("; ")}` : ""),
      );
    for (const server of servers) {
      await waitForHttp(server.web, `http://127.0.0.1:${server.listen}/healthz`);
      server.started = await probe(server.probePort);
      const { tracerProvider, metrics } = server.started.telemetry ?? {};
      log(
        `${server.n} shops, at start: ${memoryText(server.started.memory)}; tracer provider ${tracerProvider ? "registered" : "none"}, metrics ${metrics ? "on" : "off"}`,
      );
    }
    for (const server of servers) {
      log(`${server.n} shops: first pass (${server.shops.length * PAGE_KINDS.length} views) ...`);
      const { result, calls } = await countingCalls(api, apiUrl, () => pass(server.listen, server.shops));
      const first = { label: "first", ...summarise(result), calls, after: await probe(server.probePort) };
      server.passes.push(first);
      logPass(server, first);
    }
    const views = Math.max(MIN_REPEAT_VIEWS, ...servers.map((server) => server.shops.length * PAGE_KINDS.length));
    for (const label of ["repeat", "second repeat"]) {
      log(`${label} pass: ${views} views of each N, ${settings.order} ...`);
      const repeatPass = settings.order === "sequential" ? sequentialPass : interleavedPass;
      const { result, calls } = await countingCalls(api, apiUrl, () => repeatPass(servers, views));
      for (const [i, server] of servers.entries()) {
        const summary = {
          label,
          ...summarise(result[i]),
          calls,
          callsShared: true,
          after: await probe(server.probePort),
        };
        server.passes.push(summary);
        logPass(server, summary);
      }
    }
    const runs = [];
    for (const server of servers) {
      log(`${server.n} shops: cold starts of ${coldShops.length} never-seen shops ...`);
      const cold = [];
      const coldErrors = [];
      for (const host of coldShops) {
        const { result, calls } = await countingCalls(api, apiUrl, () => view(server.listen, host, "/"));
        if (result.status !== 200) coldErrors.push(`${host}/: ${result.status || result.error?.message}`);
        else cold.push({ ms: result.ms, calls });
      }
      const coldMs = cold.map((c) => c.ms);
      const coldSummary = {
        p50: percentile(coldMs, 50),
        p99: percentile(coldMs, 99),
        calls: percentile(
          cold.map((c) => c.calls),
          50,
        ),
        callsMax: Math.max(...cold.map((c) => c.calls)),
        errors: coldErrors,
      };
      log(
        `${server.n} shops, cold: p50 ${coldSummary.p50.toFixed(1)} ms, p99 ${coldSummary.p99.toFixed(1)} ms, ${coldSummary.calls} calls (max ${coldSummary.callsMax})`,
      );
      if (server.web.child.exitCode !== null)
        throw new Error(`the storefront stopped during the bench:\n${server.web.tail()}`);
      runs.push({ n: server.n, started: server.started, passes: server.passes, cold: coldSummary });
    }
    return {
      date: measuredAt(),
      machine: describeMachine(loadStart, { next: nextVersion() }),
      build,
      seed: { shops: origins.length, ms: seedMs },
      settings,
      runs,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
}

const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);
/**
 * Where a server's RSS is, from process.memoryUsage(): V8's heap (used, and as much as V8 holds for it),
 * memory outside the heap that V8 knows of (`external`, of which `arrayBuffers`: Buffers, such as the page
 * cache's), and the rest (the process's code and Node's own, zlib's and the allocator's, including its free space).
 */
function memoryParts({ rss, heapUsed, heapTotal, external, arrayBuffers }) {
  return { rss, heapUsed, heapTotal, external, arrayBuffers, rest: rss - heapTotal - external };
}
const memoryText = (memory) => {
  const m = memoryParts(memory);
  return `RSS ${mb(m.rss)} MB, heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)} MB, external ${mb(m.external)} MB (array buffers ${mb(m.arrayBuffers)}), rest ${mb(m.rest)} MB`;
};
const memoryCells = (memory) => {
  const m = memoryParts(memory);
  return `${mb(m.heapUsed)} / ${mb(m.heapTotal)} MB | ${mb(m.external)} (${mb(m.arrayBuffers)}) MB | ${mb(m.rest)} MB | ${mb(m.rss)} MB`;
};
/** The page cache's entries and bytes, and a page's parts as kept: a part that grows shows here (BENCHMARKS.md, "Where the ~100 MB went"). */
const cacheText = (cache) => {
  const pages = cache?.kinds?.APP_PAGE;
  const data = cache?.kinds?.FETCH;
  const parts = pages
    ? ` (pages ${mb(pages.bytes)} MB: HTML ${mb(pages.html)}, RSC ${mb(pages.rsc)}, segments ${mb(pages.segments)}; data answers ${mb(data?.bytes ?? 0)} MB)`
    : "";
  return `cache ${cache?.entries ?? "?"} entries ${((cache?.bytes ?? 0) / 2 ** 20).toFixed(1)} MB${parts}`;
};
const msText = (ms) => (Number.isFinite(ms) ? ms.toFixed(1) : "n/a");

/** The targets of issue 30 on one run's figures: { label, value, target, met }[]. */
function checkTargets(data) {
  const runs = data.runs;
  const small = runs[0];
  const large = runs.at(-1);
  const repeat = (run) => run.passes[1];
  const budgetMb = Number(data.settings.serverEnv.SERVER_CACHE_MAX_MB ?? DEFAULT_CACHE_MB);
  const rssAfter = (run) => Math.max(...run.passes.map((p) => p.after.memory.rss));
  const checks = [];
  if (runs.length > 1) {
    const p50Ratio = repeat(large).all.p50 / repeat(small).all.p50;
    const p99Ratio = repeat(large).all.p99 / repeat(small).all.p99;
    checks.push({
      label: `Repeat-view p50, ${large.n} shops / ${small.n} shops`,
      value: `${p50Ratio.toFixed(2)}x (${msText(repeat(large).all.p50)} / ${msText(repeat(small).all.p50)} ms)`,
      target: `≤ ${TARGETS.p50Ratio}x`,
      met: p50Ratio <= TARGETS.p50Ratio,
    });
    checks.push({
      label: `Repeat-view p99, ${large.n} shops / ${small.n} shops`,
      value: `${p99Ratio.toFixed(2)}x (${msText(repeat(large).all.p99)} / ${msText(repeat(small).all.p99)} ms)`,
      target: `≤ ${TARGETS.p99Ratio}x`,
      met: p99Ratio <= TARGETS.p99Ratio,
    });
  }
  checks.push({
    label: `RSS after the passes over ${large.n} shops (highest, ${data.settings.order} order)`,
    value: `${mb(rssAfter(large))} MB`,
    target: `≤ ${budgetMb + TARGETS.rssOverBudgetMb} MB (SERVER_CACHE_MAX_MB + ${TARGETS.rssOverBudgetMb})`,
    met: rssAfter(large) / 2 ** 20 <= budgetMb + TARGETS.rssOverBudgetMb,
  });
  const [, first, second] = large.passes.map((p) => p.after.memory.rss);
  // Flat: the second repeat pass adds at most 5% (allocator noise), over the first repeat pass.
  checks.push({
    label: `RSS across the second repeat pass, ${large.n} shops`,
    value: `${mb(first)} → ${mb(second)} MB (${second >= first ? "+" : ""}${(((second - first) / first) * 100).toFixed(1)}%)`,
    target: "flat (≤ +5%)",
    met: second <= first * 1.05,
  });
  const errors = runs.reduce((sum, run) => sum + run.passes.reduce((s, p) => s + p.errors.length, 0), 0);
  const coldErrors = runs.reduce((sum, run) => sum + run.cold.errors.length, 0);
  checks.push({
    label: "Errors (every pass and cold start)",
    value: String(errors + coldErrors),
    target: "0",
    met: errors + coldErrors === 0,
  });
  // The repeat passes are interleaved: their calls are those of every N together, counted once.
  const repeats = small.passes.slice(1).map((p, i) => ({
    calls: p.calls,
    views: runs.reduce((sum, run) => sum + run.passes[i + 1].views, 0),
    hits: runs.reduce((sum, run) => sum + (run.passes[i + 1].served.HIT ?? 0), 0),
  }));
  const freshRepeats = repeats.filter((p) => p.hits === p.views);
  const freshCalls = freshRepeats.reduce((sum, p) => sum + p.calls, 0);
  checks.push({
    label: "Shop-API calls on repeat views of fresh pages",
    value: `${freshCalls} in ${freshRepeats.reduce((sum, p) => sum + p.views, 0)} views (${freshRepeats.length} all-HIT pass(es))`,
    target: "0",
    met: freshCalls === 0 && freshRepeats.length > 0,
  });
  const coldP99 = Math.max(...runs.map((run) => run.cold.p99));
  checks.push({
    label: "Cold start of a never-seen shop, p99 (worst N)",
    value: `${msText(coldP99)} ms`,
    target: `< ${TARGETS.coldP99Ms} ms`,
    met: coldP99 < TARGETS.coldP99Ms,
  });
  return checks;
}

function renderTenantSection(data) {
  const { machine, settings } = data;
  const lines = [];
  lines.push(`## ${TENANT_SECTION_TITLE}`, "");
  lines.push(
    `Measured ${data.date} with \`npm run bench:tenants\` (bench/tenants.mjs) on this machine: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, Next.js ${machine.next}; 1-minute load average ${machine.loadStart.toFixed(1)} when the passes started, ${machine.loadEnd.toFixed(1)} at the end. The machine was shared with other work: compare figures within this run (ratios, counts, bytes), not across runs.`,
    "",
  );
  const extra = Object.entries(settings.serverEnv)
    .map(([k, v]) => `\`${k}=${v}\``)
    .join(", ");
  lines.push(
    `Method: the reference shop API seeded once with ${data.seed.shops} shops (${Math.max(...settings.counts)} for the passes, ${settings.cold} kept for cold starts; seeded in ${(data.seed.ms / 1000).toFixed(1)} s), each its own origin \`http://shop-{i}.localhost:{port}\`. One storefront per N, all started at once, each on a port of its own (the Host header names the shop): \`server.mjs\` as \`npm start\` runs it, on the bench build \`${STOREFRONT_DIST_DIR}\`, \`ALLOWED_HOSTS=*\`, the revalidation webhook on, otherwise default settings${extra ? `, and ${extra}` : ""}. Each is asked over one keep-alive connection, one request at a time, for each shop's home, first category and first product in shop order: first a first pass (first views) of each N in turn; then a repeat pass and a second repeat pass, each making ${MIN_REPEAT_VIEWS.toLocaleString("en")} views or more of every N (going round fewer shops again) ${settings.order === "sequential" ? "one N after another (`BENCH_TENANTS_ORDER=sequential`)" : "interleaved view by view over the N, so that the load of the shared machine weighs on every N alike"}. Latency: request sent to last byte. After each pass (and a second of quiet) each server reports its memory (\`process.memoryUsage()\`: RSS; V8's heap, used and total; \`external\`, memory outside the heap that V8 knows of, of which array buffers such as the page cache's Buffers; and the rest of the RSS: code, Node's own and zlib's memory, the allocator's free space) and page cache (entries and bytes, \`lib/page-cache\`) through bench/tenant-probe.mjs; shop-API calls are counted from the reference API's request log (for the repeat passes, all N together). Served: Next's \`x-nextjs-cache\` of each answer. Cold start: after the passes, the home page of each of ${settings.cold} shops the server never saw, its calls counted one view at a time.`,
    "",
  );
  lines.push(
    "| Shops | Pass | All pages p50 / p99 | Home p50 / p99 | Category p50 / p99 | Product p50 / p99 | Served | Shop-API calls per view | Page cache after | Heap used / total after | External (array buffers) after | Rest of RSS after | RSS after | Errors |",
  );
  lines.push("|---:|---|---:|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const run of data.runs) {
    lines.push(
      `| ${run.n} | at start | | | | | | | ${run.started.pageCache?.entries ?? 0} / ${mb(run.started.pageCache?.bytes ?? 0)} MB | ${memoryCells(run.started.memory)} | |`,
    );
    for (const p of run.passes) {
      const served = Object.entries(p.served)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ");
      lines.push(
        `| ${run.n} | ${p.label} | ${msText(p.all.p50)} / ${msText(p.all.p99)} ms | ${msText(p.home.p50)} / ${msText(p.home.p99)} | ${msText(p.category.p50)} / ${msText(p.category.p99)} | ${msText(p.product.p50)} / ${msText(p.product.p99)} | ${served} | ${p.callsShared ? `${(p.calls / (p.views * data.runs.length)).toFixed(2)} (all N)` : (p.calls / p.views).toFixed(2)} | ${p.after.pageCache?.entries ?? "?"} / ${mb(p.after.pageCache?.bytes ?? 0)} MB | ${memoryCells(p.after.memory)} | ${p.errors.length} |`,
      );
    }
  }
  lines.push("");
  lines.push(
    "| Shops served before | Cold start (home of a never-seen shop) p50 / p99 | Shop-API calls per cold view (median, max) | Errors |",
  );
  lines.push("|---:|---:|---:|---:|");
  for (const run of data.runs) {
    lines.push(
      `| ${run.n} | ${msText(run.cold.p50)} / ${msText(run.cold.p99)} ms | ${run.cold.calls}, ${run.cold.callsMax} | ${run.cold.errors.length} |`,
    );
  }
  lines.push("");
  lines.push("| Target | Measured | Target | |");
  lines.push("|---|---:|---|---|");
  const checks = checkTargets(data);
  for (const c of checks) lines.push(`| ${c.label} | ${c.value} | ${c.target} | ${c.met ? "met" : "**missed**"} |`);
  return { markdown: `${lines.join("\n")}\n`, missed: checks.filter((c) => !c.met) };
}

/**
 * Writes the section, keeping a hand-written "### …" part (profile notes) at its end: everything
 * from the first "### Profile" heading of the old section on is carried over.
 */
function withEarlierNotes(oldText, markdown) {
  const lines = oldText.split("\n");
  const start = lines.findIndex((l) => l.trim() === `## ${TENANT_SECTION_TITLE}`);
  if (start === -1) return markdown;
  let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  if (end === -1) end = lines.length;
  const notesAt = lines.findIndex((l, i) => i > start && i < end && /^### Profile/.test(l));
  if (notesAt === -1) return markdown;
  return `${markdown.replace(/\n*$/, "")}\n\n${lines.slice(notesAt, end).join("\n").replace(/\n*$/, "")}\n`;
}

export async function runTenantBench(settings = readTenantSettings(), { write = !settings.noWrite } = {}) {
  const data = await tenantBench(settings);
  if (settings.jsonFile) writeFileSync(settings.jsonFile, JSON.stringify(data, null, 2));
  const { markdown, missed } = renderTenantSection(data);
  console.log(`\n${markdown}`);
  if (write) {
    const file = join(ROOT, "BENCHMARKS.md");
    writeSection(file, withEarlierNotes(readFileSync(file, "utf8"), markdown), TENANT_SECTION_TITLE);
    log(`wrote the "${TENANT_SECTION_TITLE}" section of BENCHMARKS.md`);
  }
  log(missed.length ? `${missed.length} target(s) missed (see above)` : "every target met");
  return { data, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--help")) {
    console.log(`npm run bench:tenants: one build serving many shops.\n\n${TENANT_ENV_HELP}`);
  } else {
    runTenantBench().catch((error) => {
      console.error(
        `bench:tenants: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}${error?.cause ? `\ncause: ${error.cause?.stack ?? error.cause}` : ""}`,
      );
      process.exitCode = 1;
    });
  }
}
