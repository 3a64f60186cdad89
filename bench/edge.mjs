#!/usr/bin/env node
// `npm run bench:edge`: the storefront behind Varnish (deploy/varnish/default.vcl), beside the bare
// Next.js page and that page behind a host rewrite (the floors of `npm run bench`), in the same
// alternating wrk load rounds, with each server's CPU time per request; then the time from an admin edit to its new price through Varnish, over
// 20 edits. Writes the "Edge cache" section of BENCHMARKS.md. Needs `npm run build` (the storefront's
// own .next), Debian's varnish, varnish-modules and wrk. Ports: BENCH_EDGE_PORTS (varnish, storefront,
// shop API, bare page, bare page behind a rewrite; default 3580,3581,4580,3582,3583).
import { randomBytes } from "node:crypto";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { formatMoney } from "@storefront/cart-math";
import {
  BARE_DIR,
  BARE_REWRITE_DIR,
  NEXT_BIN,
  ensureBareBuild,
  ensureBareRewriteBuild,
  nextVersion,
} from "./build.mjs";
import { rawGet } from "./html.mjs";
import { loadTests, wrkVersion } from "./load.mjs";
import { writeSection } from "./report.mjs";
import { portInUse, startProcess, waitForHttp } from "./servers.mjs";
import { describeMachine, measuredAt, readSettings, ROOT } from "./settings.mjs";

const log = (message) => console.log(`bench:edge: ${message}`);
const EDITS = 20;
const SECRET = randomBytes(24).toString("hex");
const PURGE_SECRET = randomBytes(24).toString("hex");
const SERVER_KEY = randomBytes(24).toString("hex");

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const decoded = (html) => html.replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)));

async function apiJson(apiUrl, method, path, origin, body) {
  const url = `${apiUrl}${path}${path.includes("?") ? "&" : "?"}site_url=${encodeURIComponent(origin)}`;
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", "x-shop-server-key": SERVER_KEY },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = await res.json();
  if (!res.ok)
    throw new Error(`shop API ${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 200)}`);
  return json;
}

/** Admin price edits of one product, each timed from the edit's start to the first page through Varnish that shows it. */
async function timeEdits(apiUrl, origin, productPath, uuid, basePrice) {
  const symbol = (await apiJson(apiUrl, "GET", "/api/gym-theme", origin)).data.company.get_currency.symbol;
  const times = [];
  let staleAfterEdit = 0;
  for (let i = 1; i <= EDITS; i++) {
    await rawGet(`${origin}${productPath}`); // kept by Varnish again before each edit
    const price = Math.round((basePrice + i + 0.01 * i) * 100) / 100;
    const shown = formatMoney(price, symbol);
    const started = performance.now();
    const edit = await apiJson(apiUrl, "PATCH", `/api/admin/products/${uuid}`, origin, { price });
    if (edit.revalidation?.status !== "sent")
      throw new Error(`edit ${i}: webhook ${JSON.stringify(edit.revalidation)}`);
    for (let tries = 0; ; tries++) {
      const page = await rawGet(`${origin}${productPath}`);
      if (decoded(page.text).includes(shown)) break;
      if (tries === 0) staleAfterEdit += 1;
      if (performance.now() - started > 30_000) throw new Error(`edit ${i}: ${shown} not shown within 30 s`);
    }
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1), staleAfterEdit };
}

const EDGE_CPU_SHARE = 1 / 5;

function render({ load, pages, edits, machine, settings }) {
  const bare = load.get("bare");
  const us = (ms) => (Number.isFinite(ms) ? `${Math.round(ms * 1000)} µs` : "—");
  const roleCpu = (r, role) => r.cpu.find((c) => c.role === role)?.msPerRequest ?? 0;
  const rows = pages.map((page) => {
    const r = load.get(page.key);
    const split = r.cpu.length > 1 ? r.cpu.map((c) => `${c.role} ${us(c.msPerRequest)}`).join(", ") : "";
    return `| ${page.label} | ${Math.round(r.rps)} | ${(r.rps / bare.rps).toFixed(1)}x | ${us(r.cpuMsPerRequest)} | ${(r.cpuMsPerRequest / bare.cpuMsPerRequest).toFixed(2)}x | ${split} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors + r.non2xx} |`;
  });
  const edgeKeys = ["edgeCategory", "edgeProduct"];
  const varnishShare = edgeKeys.map((key) => roleCpu(load.get(key), "Varnish") / bare.cpuMsPerRequest);
  const errors = edgeKeys.reduce((n, key) => n + load.get(key).errors + load.get(key).non2xx, 0);
  const met = (ok) => (ok ? "met" : "**missed**");
  return `## Edge cache

Measured ${machine.date} by \`npm run bench:edge\` (\`bench/edge.mjs\`) on ${machine.cores} cores (${machine.cpu}), Node ${machine.node},
Next ${machine.next}, ${machine.varnish}; 1-minute load average ${machine.loadStart.toFixed(1)} at the start and
${machine.loadEnd.toFixed(1)} at the end (the machine is shared: read the ratios, not the absolute figures).

Method: one storefront (\`npm start\` of \`npm run build\`, with Redis off) behind \`varnishd\` running
[\`deploy/varnish/default.vcl\`](deploy/varnish/default.vcl) (\`-s malloc,256m\`), the reference API on a fresh
database, the bare Next.js page and that page behind a host rewrite (\`bench/baselines/\`); ${machine.wrk} (C, one
thread per core) on the same machine, ${settings.connections} connections, ${settings.loadSeconds} s per page in ${load.get("bare").rounds} alternating rounds
after a warm-up, requests per second over the rounds, p99 the worst round's. Through Varnish every request after the
first is a hit; "direct" is the same storefront without Varnish (a cached page of its own page cache). Server CPU per
request: the CPU time (utime + stime in \`/proc/PID/stat\`) of every process of each server's process group (for
Varnish the manager and its child, which serves; for \`next start\` the parent and the server it forks) over the
rounds, divided by the requests answered; through Varnish, the storefront and the shop API behind it are counted too.
The load generator shares the cores, so requests/s are capped by the machine; CPU per request is what each server costs.

| Page | Requests/s | vs bare page | Server CPU per request | CPU vs bare page | By server | p50 ms | p99 ms | Errors |
|---|---:|---:|---:|---:|---|---:|---:|---:|
${rows.join("\n")}

Target, a cached page through Varnish costs ≤ 1/5 of the bare page's CPU per request (Varnish's processes), with no error: ${met(varnishShare.every((x) => x <= EDGE_CPU_SHARE) && errors === 0)} (category ${varnishShare[0].toFixed(2)}, product ${varnishShare[1].toFixed(2)} of the bare page's ${us(bare.cpuMsPerRequest)}; errors ${errors}).

Edit to page, through the edge: ${EDITS} admin price edits (\`PATCH /api/admin/products/{uuid}\`, whose webhook expires the
page cache and purges Varnish before it answers), each timed from the edit's start to the first product page through Varnish
that shows the new price: p50 ${Math.round(edits.p50)} ms, p99 ${Math.round(edits.p99)} ms, max ${Math.round(edits.max)} ms;
stale answers after the edit returned: ${edits.staleAfterEdit}. Target p99 ≤ 2 s with no stale answer:
${met(edits.p99 <= 2000 && edits.staleAfterEdit === 0)}.
`;
}

async function main() {
  const settings = readSettings();
  wrkVersion(); // fails early, with how to install it, when wrk is missing
  const [varnishPort, storePort, apiPort, barePort, bareRewritePort] = (
    process.env.BENCH_EDGE_PORTS ?? "3580,3581,4580,3582,3583"
  )
    .split(",")
    .map(Number);
  for (const port of [varnishPort, storePort, apiPort, barePort, bareRewritePort])
    if (await portInUse(port)) throw new Error(`port ${port} is in use: choose other BENCH_EDGE_PORTS`);
  // server.mjs serves BENCH_DIST_DIR when set (the bench's own build), `.next` otherwise.
  if (!existsSync(join(ROOT, process.env.BENCH_DIST_DIR || ".next", "BUILD_ID")))
    throw new Error("no storefront build: run `npm run build` first");
  await ensureBareBuild();
  await ensureBareRewriteBuild();

  const origin = `http://localhost:${varnishPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const tmp = mkdtempSync(join(tmpdir(), "storefront-bench-edge-"));
  chmodSync(tmp, 0o755); // varnishd reads its VCL as its own user
  const stops = [];
  const loadStart = loadavg()[0];
  try {
    const start = (name, command, args, env = {}, cwd = ROOT) => {
      const server = startProcess({ name, command, args, cwd, env: { NEXT_TELEMETRY_DISABLED: "1", ...env } });
      stops.push(() => server.stop());
      return server;
    };
    const api = start(
      "shop API",
      process.execPath,
      [join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "packages/shop-api/src/main.ts"],
      {
        SHOP_API_PORT: String(apiPort),
        SHOP_API_DB: join(tmp, "shop.db"),
        DEMO_SHOP_ORIGINS: origin,
        SHOP_API_SERVER_KEY: SERVER_KEY,
        SHOP_API_REVALIDATE_SECRET: SECRET,
      },
    );
    const store = start("storefront", process.execPath, ["server.mjs"], {
      NODE_ENV: "production",
      PORT: String(storePort),
      HOSTNAME: "127.0.0.1",
      SHOP_API_URL: apiUrl,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SHOP_API_SERVER_KEY: SERVER_KEY,
      ALLOWED_HOSTS: `localhost:${varnishPort}`,
      PIXEL_SCRIPT_URL: "none",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      REVALIDATE_SECRET: SECRET,
      EDGE_PURGE_URL: `http://127.0.0.1:${varnishPort}/`,
      EDGE_PURGE_SECRET: PURGE_SECRET,
    });
    const vcl = join(tmp, "vcl");
    mkdirSync(vcl);
    copyFileSync(join(ROOT, "deploy", "varnish", "default.vcl"), join(vcl, "default.vcl"));
    writeFileSync(
      join(vcl, "storefront-site.vcl"),
      `backend storefront { .host = "127.0.0.1"; .port = "${storePort}"; }
acl purgers { "127.0.0.1"; }
sub storefront_purge_secret { set req.http.x-purge-secret-expected = "${PURGE_SECRET}"; }
sub storefront_backend { set req.backend_hint = storefront; }
`,
    );
    const varnish = start("varnishd", "varnishd", [
      ...["-F", "-a", `127.0.0.1:${varnishPort}`, "-T", "none", "-n", join(tmp, "varnish"), "-s", "malloc,256m"],
      ...["-p", `vcl_path=${vcl}`, "-f", join(vcl, "default.vcl")],
    ]);
    const next = (name, dir, port) =>
      start(name, process.execPath, [NEXT_BIN, "start", "-p", String(port)], { PORT: String(port) }, dir);
    const bare = next("bare Next.js page", BARE_DIR, barePort);
    const bareRewrite = next("bare page behind a host rewrite", BARE_REWRITE_DIR, bareRewritePort);
    await waitForHttp(api, `${apiUrl}/api/auth/e-commerce-getcountry`);
    await waitForHttp(store, `http://127.0.0.1:${storePort}/healthz`);
    await waitForHttp(varnish, `${origin}/healthz`);
    await waitForHttp(bare, `http://localhost:${barePort}/`);
    await waitForHttp(bareRewrite, `http://localhost:${bareRewritePort}/`);
    log(
      `Varnish on ${origin} in front of the storefront on ${storePort}; bare pages on ${barePort}, ${bareRewritePort}`,
    );

    const attributes = (await apiJson(apiUrl, "GET", "/api/site-attribute", origin)).data;
    const category = attributes.find((a) => a.field_type === "select" && a.is_header_attr === 1) ?? attributes[0];
    const latest = (await apiJson(apiUrl, "GET", "/api/ecom-our-latest-product", origin)).data;
    const product = latest.find((i) => i.status === 1 && (i.list_item ?? []).every((d) => !d.discount));
    const categoryPath = `/catagory/${category.fk_column_name}/${category.setting_id}`;
    const productPath = `/product/${product.uuid}`;
    const direct = { host: `localhost:${varnishPort}` };
    const behind = [
      { role: "storefront", server: store },
      { role: "shop API", server: api },
    ];
    const throughVarnish = [{ role: "Varnish", server: varnish }, ...behind];
    const pages = [
      {
        key: "bare",
        label: "Bare Next.js page",
        url: `http://localhost:${barePort}/`,
        servers: [{ role: "bare page", server: bare }],
      },
      {
        key: "bareRewrite",
        label: "Bare page + host rewrite",
        url: `http://localhost:${bareRewritePort}/`,
        servers: [{ role: "bare page + rewrite", server: bareRewrite }],
      },
      {
        key: "edgeCategory",
        label: "Category through Varnish",
        url: `${origin}${categoryPath}`,
        servers: throughVarnish,
      },
      { key: "edgeProduct", label: "Product through Varnish", url: `${origin}${productPath}`, servers: throughVarnish },
      {
        key: "category",
        label: "Category, direct",
        url: `http://127.0.0.1:${storePort}${categoryPath}`,
        headers: direct,
        servers: behind,
      },
      {
        key: "product",
        label: "Product, direct",
        url: `http://127.0.0.1:${storePort}${productPath}`,
        headers: direct,
        servers: behind,
      },
    ];
    const rounds = settings.loadSeconds >= 10 ? 2 : 1;
    log(`load: ${settings.loadSeconds} s per page, ${settings.connections} connections, ${rounds} round(s) ...`);
    const load = await loadTests(pages, {
      connections: settings.connections,
      seconds: settings.loadSeconds,
      rounds,
      log,
    });

    log(`timing ${EDITS} admin edits through the edge ...`);
    const edits = await timeEdits(apiUrl, origin, productPath, product.uuid, Number(product.sale_price));
    const machine = {
      date: measuredAt(),
      ...describeMachine(loadStart, {
        next: nextVersion(),
        varnish: "Varnish 7.1 with varnish-modules (xkey)",
        wrk: wrkVersion(),
      }),
    };
    const markdown = render({ load, pages, edits, machine, settings });
    console.log(`\n${markdown}`);
    if (!settings.noWrite) {
      writeSection(join(ROOT, "BENCHMARKS.md"), markdown, "Edge cache");
      log(`wrote the "Edge cache" section of BENCHMARKS.md`);
    }
  } finally {
    // varnishd, the servers: each by its process group, which its PID leads.
    for (const stop of stops.reverse()) await stop().catch(() => {});
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:edge: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
