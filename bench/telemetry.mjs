#!/usr/bin/env node
// `npm run bench:telemetry` (and the "telemetry" phase of `npm run bench`): what the operations
// metrics and traces (lib/ops/telemetry/) cost a cached page. Five storefronts of the same build
// (`server.mjs` as `npm start` runs it) are up at once: two with nothing on (the second shows how far
// two processes of the same code differ on this machine), one with metrics on (METRICS_PORT, scraped
// every 15 s as Prometheus would), one with metrics and traces on (an OTLP endpoint in this process that
// takes the spans) at the default sampling, and one tracing every request. wrk loads the same cached product page on each, in
// alternating rounds (bench/load.mjs), and each server's CPU time per request is read from /proc.
// Then what field vitals (lib/field-vitals) cost: the bytes a page fetches after load for them, and the
// CPU per beacon of POST /api/vitals on the server with metrics on.
// Uses the build in .next (`npm run build`) unless BENCH_TELEMETRY_DIST_DIR names another.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "../lib/ops/heap.server.mjs";
import { createMetrics } from "../lib/ops/telemetry/metrics.ts";
import { nextVersion } from "./build.mjs";
import { groupCpu, loadTests, wrkVersion } from "./load.mjs";
import { writeSection } from "./report.mjs";
import { portInUse, startProcess, waitForHttp } from "./servers.mjs";
import { describeMachine, int, measuredAt, ROOT } from "./settings.mjs";

const SECTION_TITLE = "Operations telemetry overhead";
const log = (message) => console.log(`bench:telemetry: ${message}`);
// Targets: metrics cost at most 3% of a cached page's requests per second; traces, at their default sampling, 10%.
const TARGETS = { metrics: 0.03, traces: 0.1 };

export const TELEMETRY_ENV_HELP = `  BENCH_TELEMETRY_SECONDS      seconds of load per server in all (40), in BENCH_TELEMETRY_ROUNDS rounds (8)
  BENCH_TELEMETRY_CONNECTIONS  wrk connections (16)
  BENCH_TELEMETRY_PORT         first of seven ports: five storefronts, the shop API, the OTLP endpoint (3140);
                               metrics listeners on BENCH_TELEMETRY_METRICS_PORT and the next two (9470)
  BENCH_TELEMETRY_DIST_DIR     the build to serve (.next)
  BENCH_NO_WRITE=1             print the section only`;

export function readTelemetrySettings(env = process.env) {
  return {
    seconds: int(env, "BENCH_TELEMETRY_SECONDS", 40, 2, 600),
    rounds: int(env, "BENCH_TELEMETRY_ROUNDS", 8, 1, 60),
    connections: int(env, "BENCH_TELEMETRY_CONNECTIONS", 16, 1, 500),
    port: int(env, "BENCH_TELEMETRY_PORT", 3140, 1, 65530),
    metricsPort: int(env, "BENCH_TELEMETRY_METRICS_PORT", 9470, 1, 65534),
    distDir: env.BENCH_TELEMETRY_DIST_DIR?.trim() || ".next",
    noWrite: env.BENCH_NO_WRITE === "1",
  };
}

/** Takes OTLP/HTTP posts and counts the spans, as a collector would (its CPU is this process's, not the server's). */
async function startOtlpSink(port) {
  let spans = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      spans += (body.match(/"spanId"/g) ?? []).length;
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${port}`, spans: () => spans, stop: () => new Promise((r) => server.close(r)) };
}

/**
 * What recording costs a cached page's request, in this process, free of the noise between servers:
 * one request counted and one page-cache lookup, as server.mjs and the page cache record them.
 */
function recordingCost(iterations = 300_000) {
  const metrics = createMetrics({ allowedHosts: ["localhost:3000"], defaults: false });
  const key = "/route-cache/APP_PAGE/0123456789abcdef/$/http,localhost:3000/product/8305f5b0";
  const once = () => {
    metrics.request("http://localhost:3000", "/product/8305f5b0", 200);
    metrics.pageCache(key, "memory", "hit");
  };
  for (let i = 0; i < 20_000; i++) once();
  const started = process.cpuUsage();
  for (let i = 0; i < iterations; i++) once();
  const spent = process.cpuUsage(started);
  return (spent.user + spent.system) / iterations;
}

/** The build's chunks that hold web-vitals (its LCP observer's entry type), loaded after the page: gzip bytes. */
function fieldVitalsChunkBytes(distDir) {
  const dir = join(ROOT, distDir, "static", "chunks");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => readFileSync(join(dir, name)))
    .filter((code) => code.includes("largest-contentful-paint"))
    .reduce((sum, code) => sum + gzipSync(code).length, 0);
}

const BEACON = JSON.stringify({
  route: "product",
  device: "mobile",
  navigation: "navigate",
  vitals: { TTFB: 120, FCP: 802, LCP: 1834, CLS: 0.0123, INP: 96 },
});

/**
 * The server's CPU per beacon: `count` beacons, 8 at a time, from 60 client addresses (X-Forwarded-For, the
 * server trusting its proxy), so that none meets a client's limit (60 a minute) nor the shop's (6,000).
 */
async function beaconCost(server, origin, count = 3000) {
  const statuses = new Map();
  const send = async (i) => {
    const answer = await fetch(`${origin}/api/vitals`, {
      method: "POST",
      headers: { origin, "content-type": "text/plain;charset=UTF-8", "x-forwarded-for": `198.51.100.${i % 60}` },
      body: BEACON,
    });
    await answer.arrayBuffer();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  };
  const cpuMs = () => [...groupCpu(server.child.pid).values()].reduce((sum, p) => sum + p.ms, 0);
  for (let i = 0; i < 120; i++) await send(i);
  statuses.clear();
  const before = cpuMs();
  const started = performance.now();
  for (let i = 0; i < count; i += 8) await Promise.all(Array.from({ length: 8 }, (_, j) => send(i + j)));
  const seconds = (performance.now() - started) / 1000;
  return { count, cpuUs: ((cpuMs() - before) * 1000) / count, perSecond: count / seconds, statuses };
}

async function telemetryBench(settings) {
  wrkVersion();
  if (!existsSync(join(ROOT, settings.distDir, "BUILD_ID")))
    throw new Error(`no build in ${settings.distDir}: run \`npm run build\` first`);
  const ports = {
    servers: [0, 1, 2, 3, 4].map((i) => settings.port + i),
    api: settings.port + 5,
    otlp: settings.port + 6,
    metrics: [0, 1, 2].map((i) => settings.metricsPort + i),
  };
  for (const port of [...ports.servers, ports.api, ports.otlp, ...ports.metrics])
    if (await portInUse(port))
      throw new Error(`port ${port} is in use (BENCH_TELEMETRY_PORT, BENCH_TELEMETRY_METRICS_PORT)`);
  const tmp = mkdtempSync(join(tmpdir(), "storefront-bench-telemetry-"));
  const stops = [];
  try {
    const serverKey = randomBytes(24).toString("hex");
    const origins = ports.servers.map((port) => `http://localhost:${port}`);
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const api = startProcess({
      name: "shop API",
      command: process.execPath,
      args: [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "packages/shop-api/src/main.ts"],
      cwd: ROOT,
      env: {
        SHOP_API_PORT: String(ports.api),
        SHOP_API_DB: join(tmp, "shop.db"),
        DEMO_SHOP_ORIGINS: origins.join(","),
        SHOP_API_SERVER_KEY: serverKey,
      },
    });
    stops.push(() => api.stop());
    await waitForHttp(api, `${apiUrl}/api/auth/e-commerce-getcountry`);
    const otlp = await startOtlpSink(ports.otlp);
    stops.push(() => otlp.stop());

    const variants = [
      { key: "off", label: "nothing on", env: {} },
      { key: "offAgain", label: "nothing on (a second process)", env: {} },
      // TRUST_PROXY for the beacons' client addresses; wrk sends no forwarded header, so its load is as without.
      { key: "metrics", label: "metrics on", env: { METRICS_PORT: String(ports.metrics[0]), TRUST_PROXY: "1" } },
      {
        key: "traces",
        label: "metrics and traces on (default sampling)",
        env: {
          METRICS_PORT: String(ports.metrics[1]),
          OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
          OTEL_SERVICE_NAME: "storefront-bench",
        },
      },
      {
        key: "everyTrace",
        label: "metrics and traces on, every request traced",
        env: {
          METRICS_PORT: String(ports.metrics[2]),
          OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
          OTEL_SERVICE_NAME: "storefront-bench",
          OTEL_TRACES_SAMPLER: "parentbased_always_on",
        },
      },
    ];
    const servers = variants.map((variant, i) => {
      const server = startProcess({
        name: `storefront (${variant.label})`,
        command: process.execPath,
        args: [...SERVER_NODE_FLAGS, "server.mjs"],
        cwd: ROOT,
        env: {
          ...SERVER_MALLOC_ENV,
          NODE_ENV: "production",
          NEXT_TELEMETRY_DISABLED: "1",
          PORT: String(ports.servers[i]),
          HOSTNAME: "127.0.0.1",
          LOG_LEVEL: "warn",
          SHOP_API_URL: apiUrl,
          SESSION_SECRET: randomBytes(32).toString("hex"),
          SHOP_API_SERVER_KEY: serverKey,
          ALLOWED_HOSTS: new URL(origins[i]).host,
          PIXEL_SCRIPT_URL: "none",
          ...(settings.distDir === ".next" ? {} : { BENCH_DIST_DIR: settings.distDir }),
          ...variant.env,
        },
      });
      stops.push(() => server.stop());
      return server;
    });
    await Promise.all(servers.map((server, i) => waitForHttp(server, `${origins[i]}/assets/favicon.svg`)));
    // Each server is its own shop, seeded alike: the first product of each.
    const paths = [];
    for (const origin of origins) {
      const products = await (
        await fetch(`${apiUrl}/api/ecom-our-latest-product?site_url=${encodeURIComponent(origin)}`)
      ).json();
      paths.push(`/product/${products.data[0].uuid}`);
    }
    const path = paths[0];
    log(`5 storefronts up on ${ports.servers.join(", ")}; pages ${paths.join(", ")}`);

    // Prometheus's default scrape interval: the listener's own cost is part of what metrics cost.
    const scrape = setInterval(() => {
      for (const port of ports.metrics)
        fetch(`http://127.0.0.1:${port}/metrics`)
          .then((r) => r.text())
          .catch(() => {});
    }, 15_000);
    const loadStart = loadavg()[0];
    let load;
    try {
      load = await loadTests(
        variants.map((variant, i) => ({
          key: variant.key,
          label: variant.label,
          url: `${origins[i]}${paths[i]}`,
          servers: [{ role: "storefront", server: servers[i] }],
        })),
        { connections: settings.connections, seconds: settings.seconds, rounds: settings.rounds, log },
      );
    } finally {
      clearInterval(scrape);
    }
    const beacons = await beaconCost(servers[2], origins[2]);
    log(`${beacons.count} beacons: ${beacons.cpuUs.toFixed(0)} µs of CPU each`);
    const sample = await (await fetch(`http://127.0.0.1:${ports.metrics[0]}/metrics`)).text();
    for (const server of [api, ...servers])
      if (server.child.exitCode !== null) throw new Error(`${server.name} stopped during the bench:\n${server.tail()}`);
    return {
      date: measuredAt(),
      machine: describeMachine(loadStart, { next: nextVersion(), wrk: wrkVersion() }),
      settings,
      path,
      variants,
      load,
      spans: otlp.spans(),
      recordingUs: recordingCost(),
      beacons,
      fieldVitalsBytes: fieldVitalsChunkBytes(settings.distDir),
      metricsBytes: Buffer.byteLength(sample),
      series: sample.split("\n").filter((line) => line && !line.startsWith("#")).length,
    };
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
}

const pct = (x) => `${x >= 0 ? "+" : ""}${(x * 100).toFixed(1)}%`;

function renderSection(data) {
  const { load, machine, settings } = data;
  const off = load.get("off");
  const rows = data.variants.map((variant) => {
    const r = load.get(variant.key);
    const us = r.cpuMsPerRequest * 1000;
    return `| ${variant.label} | ${Math.round(r.rps)} | ${variant.key === "off" ? "" : pct(r.rps / off.rps - 1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${us.toFixed(0)} | ${variant.key === "off" ? "" : pct(r.cpuMsPerRequest / off.cpuMsPerRequest - 1)} | ${r.errors + r.non2xx} |`;
  });
  const lossOf = (key) => 1 - load.get(key).rps / off.rps;
  const cpuOf = (key) => load.get(key).cpuMsPerRequest / off.cpuMsPerRequest - 1;
  const missed = [];
  if (lossOf("metrics") > TARGETS.metrics) missed.push("metrics");
  if (lossOf("traces") > TARGETS.traces) missed.push("traces");
  const markdown = [
    `## ${SECTION_TITLE}`,
    "",
    `\`npm run bench:telemetry\` (bench/telemetry.mjs), ${data.date}: ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, Next ${machine.next}, ${machine.wrk}; 1-minute load average ${machine.loadStart.toFixed(1)} at the start, ${machine.loadEnd.toFixed(1)} at the end.`,
    `Five \`server.mjs\` of the same build up at once, each serving its own shop (seeded alike) and asked for its first product's page (\`${data.path}\` on the first), kept in the page cache, by wrk with ${settings.connections} connections, ${settings.seconds} s each in ${settings.rounds} alternating rounds (after a warm-up); CPU per request is each server's utime + stime from /proc over its rounds.`,
    "",
    "| Server | Requests/s | vs nothing on | p50 ms | p99 ms | CPU µs/request | vs nothing on | Errors |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    `Targets: metrics cost at most ${TARGETS.metrics * 100}% of the requests per second (here ${pct(-lossOf("metrics"))}; CPU per request ${pct(cpuOf("metrics"))}), traces at their default sampling (one request in ten starts a trace; a caller's sampled traceparent is followed) at most ${TARGETS.traces * 100}% (here ${pct(-lossOf("traces"))}; CPU per request ${pct(cpuOf("traces"))}): ${missed.length ? `missed for ${missed.join(" and ")}` : "both met"}. Tracing every request (\`OTEL_TRACES_SAMPLER=parentbased_always_on\`): ${pct(-lossOf("everyTrace"))} requests per second, CPU per request ${pct(cpuOf("everyTrace"))}.`,
    `Recording one cached page's request (the request counted, its page-cache lookup counted), measured in-process: ${data.recordingUs.toFixed(2)} µs of CPU, ${((data.recordingUs / (off.cpuMsPerRequest * 1000)) * 100).toFixed(2)}% of what the server with nothing on spent per request.`,
    `The two servers with nothing on differ by ${pct(load.get("offAgain").rps / off.rps - 1)} in requests per second and ${pct(cpuOf("offAgain"))} in CPU per request: differences smaller than that are noise of this machine (other work shares its 2 cores), and there the in-process cost above is the figure to go by.`,
    `Field vitals: a page fetches ${(data.fieldVitalsBytes / 1024).toFixed(1)} KB gzip after load (web-vitals and the reporter, a chunk of their own; the shell's loader, in the first-load JS, is held by the build budgets) and sends one beacon of ${Buffer.byteLength(BEACON)} bytes per page view. POST /api/vitals took ${data.beacons.cpuUs.toFixed(0)} µs of the metrics-on server's CPU per beacon (${data.beacons.count} beacons, 8 at a time, from 60 client addresses behind a trusted proxy, so the middleware ran; ${((data.beacons.cpuUs / (load.get("metrics").cpuMsPerRequest * 1000)) * 100).toFixed(0)}% of a cached page's request on the same server; answers ${[...data.beacons.statuses].map(([status, n]) => `${n} × ${status}`).join(", ")}).`,
    `The two traced servers sent ${data.spans} spans together; a scrape of the metrics listener was ${(data.metricsBytes / 1024).toFixed(1)} KB (${data.series} series with one shop) and is asked for every 15 s, as Prometheus does by default.`,
    "",
  ].join("\n");
  return { markdown, missed };
}

export async function runTelemetryBench(settings = readTelemetrySettings(), { write = !settings.noWrite } = {}) {
  log(
    `${settings.seconds} s per server in ${settings.rounds} rounds, ${settings.connections} connections, build ${settings.distDir}`,
  );
  const data = await telemetryBench(settings);
  const { markdown, missed } = renderSection(data);
  console.log(`\n${markdown}`);
  if (write) {
    writeSection(join(ROOT, "BENCHMARKS.md"), markdown, SECTION_TITLE);
    log(`wrote the "${SECTION_TITLE}" section of BENCHMARKS.md`);
  }
  log(missed.length ? `target(s) missed: ${missed.join(", ")}` : "every target met");
  return { data, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes("--help")) {
    console.log(`npm run bench:telemetry: what metrics and traces cost a cached page.\n\n${TELEMETRY_ENV_HELP}`);
  } else {
    runTelemetryBench().catch((error) => {
      console.error(`bench:telemetry: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    });
  }
}
