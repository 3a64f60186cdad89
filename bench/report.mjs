// The "Storefront" section of BENCHMARKS.md: tables, targets met or missed.
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { modulesBeyond } from "./first-load-js.mjs";
import { WARM_UP_SECONDS, WARM_UP_VIEWS } from "./load.mjs";
import { kb, medianOf } from "./stats.mjs";
import { SHELL_CALLS } from "./upstream.mjs";

const SECTION_TITLE = "Storefront";

const LH_FIELDS = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "cls", "tbtMs"];
const TARGETS = {
  perfBelowBare: 3,
  cls: 0.02,
  lcpAboveBareMs: 500,
  jsAboveBareKb: 40,
  rpsRatio: 0.5,
};

const mark = (met) => (met ? "met" : "**missed**");
const sec = (ms) => `${(ms / 1000).toFixed(2)} s`;
const cell = (text) => String(text).replace(/\|/g, "\\|").replace(/\n/g, " ");

/** Evaluates every target; returns the rows of the summary and the Lighthouse medians (also used by the tables). */
function evaluate(data) {
  const rows = [];
  const lh = new Map([...data.lighthouse].map(([key, runs]) => [key, medianOf(runs, LH_FIELDS)]));
  const bare = lh.get("bare");
  for (const page of data.pages.filter((p) => p.key !== "bare")) {
    const m = lh.get(page.key);
    if (!m) continue;
    rows.push({ area: "Lighthouse", page: page.label, target: `performance ≥ bare − ${TARGETS.perfBelowBare} (≥ ${bare.performance - TARGETS.perfBelowBare})`, value: String(m.performance), met: m.performance >= bare.performance - TARGETS.perfBelowBare });
    rows.push({ area: "Lighthouse", page: page.label, target: `CLS < ${TARGETS.cls}`, value: m.cls.toFixed(3), met: m.cls < TARGETS.cls });
    rows.push({ area: "Lighthouse", page: page.label, target: `LCP ≤ bare + 0.5 s (≤ ${sec(bare.lcpMs + TARGETS.lcpAboveBareMs)})`, value: sec(m.lcpMs), met: m.lcpMs <= bare.lcpMs + TARGETS.lcpAboveBareMs });
    for (const [field, name] of [["seo", "SEO"], ["accessibility", "accessibility"], ["bestPractices", "best practices"]]) {
      rows.push({ area: "Lighthouse", page: page.label, target: `${name} 100`, value: String(m[field]), met: m[field] === 100 });
    }
  }
  const bareJs = data.js.get("bare");
  for (const key of ["home", "product"]) {
    const js = data.js.get(key);
    if (!js || !bareJs) continue;
    const above = (js.gzip - bareJs.gzip) / 1024;
    rows.push({ area: "First-load JS", page: label(data, key), target: `≤ ${TARGETS.jsAboveBareKb} KB gzip above bare`, value: `${above >= 0 ? "+" : ""}${above.toFixed(1)} KB`, met: above <= TARGETS.jsAboveBareKb });
  }
  const bareLoad = data.load.get("bare");
  for (const key of ["product", "category"]) {
    const l = data.load.get(key);
    if (!l || !bareLoad) continue;
    const ratio = l.rps / bareLoad.rps;
    rows.push({ area: "Throughput", page: label(data, key), target: `≥ ${TARGETS.rpsRatio * 100}% of bare req/s`, value: `${(ratio * 100).toFixed(0)}%`, met: ratio >= TARGETS.rpsRatio });
    const bad = l.errors + l.non2xx; // autocannon counts timeouts among the errors
    rows.push({ area: "Throughput", page: label(data, key), target: "zero errors and non-2xx", value: String(bad), met: bad === 0 });
  }
  for (const [key, counted] of data.upstream) {
    for (const call of SHELL_CALLS) {
      const n = counted.perPath.get(call) ?? 0;
      rows.push({ area: "Upstream", page: label(data, key), target: `\`${call}\` 0 per warm view`, value: (n / counted.views).toFixed(2), met: n === 0 });
    }
  }
  const img = data.images;
  if (img) {
    const page = label(data, "product");
    rows.push({ area: "Images", page, target: "main product image preloaded or fetchpriority=high", value: img.main ? (img.main.preloaded ? "preloaded" : img.main.highPriority ? "fetchpriority=high" : "neither") : "no product image", met: Boolean(img.main && (img.main.preloaded || img.main.highPriority)) });
    rows.push({ area: "Images", page, target: "modern format (AVIF/WebP) from /_next/image", value: img.format ? `${img.format.contentType || "?"} (${img.format.status})` : "no product image", met: Boolean(img.format?.modern) });
    rows.push({ area: "Images", page, target: "`sizes` on every product image", value: `${img.withSizes} of ${img.productImages}`, met: img.productImages > 0 && img.withSizes === img.productImages });
  }
  return { rows, lh };
}

/** The two floors (bare page, bare page behind a host rewrite), as opposed to the storefront's pages. */
const isFloor = (page) => page.key === "bare" || page.key === "bareRewrite";

function label(data, key) {
  return data.pages.find((p) => p.key === key)?.label ?? key;
}

function lighthouseTables(data, lh) {
  const lines = [
    `### Lighthouse (mobile defaults, median of ${data.settings.lighthouseRuns} run${data.settings.lighthouseRuns === 1 ? "" : "s"})`,
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT | Performance per run |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const page of data.pages) {
    const m = lh.get(page.key);
    const runs = data.lighthouse.get(page.key) ?? [];
    if (!m) continue;
    lines.push(
      `| ${page.label} | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${sec(m.lcpMs)} | ${m.cls.toFixed(3)} | ${Math.round(m.tbtMs)} ms | ${runs.map((r) => r.performance).join(", ")} |`,
    );
  }
  // What cost points, counted over the runs (an audit failing in every run is not noise).
  const lossLines = [];
  for (const page of data.pages) {
    const runs = data.lighthouse.get(page.key) ?? [];
    const byId = new Map();
    for (const run of runs) {
      for (const loss of run.losses) {
        const entry = byId.get(loss.id) ?? { ...loss, runs: 0 };
        entry.runs++;
        byId.set(loss.id, entry);
      }
    }
    const items = [...byId.values()]
      .filter((l) => l.category !== "performance" || l.score < 0.9)
      .sort((a, b) => b.runs - a.runs || a.category.localeCompare(b.category));
    if (items.length === 0) continue;
    lossLines.push(
      `- ${page.label}: ${items
        .map((l) => `${l.category} \`${l.id}\`${l.displayValue ? ` (${cell(l.displayValue)})` : ""} in ${l.runs}/${runs.length}${l.details?.length ? `: ${l.details.map((d) => `\`${cell(d)}\``).join(", ")}` : ""}`)
        .join("; ")}`,
    );
  }
  if (lossLines.length) lines.push("", "Audits that cost points (performance audits only when scored below 0.9):", "", ...lossLines);
  // Where the LCP time goes, in the run whose LCP is the page's median (or the one just above it).
  const phaseNames = ["TTFB", "Load Delay", "Load Time", "Render Delay"];
  const phaseRows = [];
  for (const page of data.pages) {
    const runs = [...(data.lighthouse.get(page.key) ?? [])].sort((a, b) => a.lcpMs - b.lcpMs);
    const run = runs[Math.floor(runs.length / 2)];
    if (!run) continue;
    const element = run.lcpElement ? `\`${cell(run.lcpElement.snippet.replace(/\s+/g, " ").slice(0, 90))}\`` : "—";
    const phases = phaseNames.map((p) => (typeof run.lcpPhases?.[p] === "number" ? `${Math.round(run.lcpPhases[p])} ms` : "—"));
    const observed = (v) => (typeof v === "number" ? `${Math.round(v)} ms` : "—");
    phaseRows.push(
      `| ${page.label} | ${sec(run.lcpMs)} | ${phases.join(" | ")} | ${sec(run.fcpMs)} | ${observed(run.observed?.fcpMs)} / ${observed(run.observed?.lcpMs)} | ${element} |`,
    );
  }
  if (phaseRows.length) {
    lines.push(
      "",
      "LCP of the median run, with Lighthouse's breakdown of it:",
      "",
      "| Page | LCP | TTFB | Load delay | Load time | Render delay | FCP | Observed FCP / LCP (unthrottled) | LCP element |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---|",
      ...phaseRows,
    );
  }
  return lines;
}

function jsTable(data) {
  const bare = data.js.get("bare");
  const lines = [
    "### First-load JavaScript",
    "",
    "The page's HTML for reference, then the `<script src>` chunks under `/_next/static/` in it, fetched and gzipped with zlib (default level); inline scripts (the RSC payload) and chunks loaded later on demand are not counted. \"Beyond bare\": the modules of those chunks that the bare page does not load (same module, same id in both builds), gzipped together.",
    "",
    "| Page | HTML (raw / gzip) | Scripts | Raw | Gzip | Gzip above bare | Modules beyond bare | Their size (raw / gzip) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const union = new Map();
  for (const page of data.pages) {
    const js = data.js.get(page.key);
    if (!js) continue;
    if (page.key === "bare") {
      lines.push(`| ${page.label} | ${kb(js.htmlRaw)} KB / ${kb(js.htmlGzip)} KB | ${js.count} | ${kb(js.raw)} KB | ${kb(js.gzip)} KB | — | — | — |`);
      continue;
    }
    const beyond = modulesBeyond(js, bare);
    for (const m of beyond.modules) {
      const entry = union.get(m.id) ?? { ...m, pages: [] };
      entry.pages.push(page.label);
      union.set(m.id, entry);
    }
    lines.push(
      `| ${page.label} | ${kb(js.htmlRaw)} KB / ${kb(js.htmlGzip)} KB | ${js.count} | ${kb(js.raw)} KB | ${kb(js.gzip)} KB | ${js.gzip >= bare.gzip ? "+" : ""}${kb(js.gzip - bare.gzip)} KB | ${beyond.modules.length} | ${kb(beyond.raw)} KB / ${kb(beyond.gzip)} KB |`,
    );
  }
  const largest = [...union.values()].sort((a, b) => b.size - a.size).slice(0, 10);
  if (largest.length) {
    lines.push(
      "",
      "Largest modules beyond the bare page (minified size; named from the build's client-reference manifests, a package's marks in the code, or a telling string in the module):",
      "",
      "| Module | Raw | Gzip alone | Chunk | Pages |",
      "|---|---:|---:|---|---|",
    );
    for (const m of largest) {
      lines.push(`| ${cell(m.label)} | ${kb(m.size)} KB | ${kb(gzipSync(Buffer.from(m.source)).length)} KB | \`${m.chunk.replace("/_next/static/chunks/", "")}\` | ${m.pages.join(", ")} |`);
    }
  }
  return lines;
}

function loadTable(data) {
  const s = data.settings;
  const bare = data.load.get("bare");
  const floor = data.load.get("bareRewrite"); // the bare page behind a host rewrite
  const order = data.pages.filter((p) => data.load.has(p.key)).map((p) => (p.key === "bare" ? "bare" : p.key === "bareRewrite" ? "bare + rewrite" : p.label.toLowerCase()));
  const pct = (l, base) => (base ? `${((l.rps / base.rps) * 100).toFixed(0)}%` : "—");
  const msPerRequest = (l) => 1000 / l.rps;
  const lines = [
    `### Throughput (autocannon, ${s.connections} connections, ${s.loadSeconds} s per page, loopback)`,
    "",
    `${bare.rounds > 1 ? `${bare.rounds} alternating rounds of ${bare.roundSeconds} s per page (${order.join(", ")}, then again); requests/s over all rounds, median latency averaged, p99 the worst round's. ` : ""}` + `Each page is warmed up first with ${WARM_UP_VIEWS} views ("Served as": Next's \`x-nextjs-cache\` header of the last one, or "rendered per request" for a \`no-store\` answer) and ${WARM_UP_SECONDS} s of the same load, not counted. The load generator shares the ${data.machine.cores} cores with the server: compare the ratio, not the absolute figures.`,
    "",
    "Two floors: the bare page (`bench/baselines/bare-next`, a static route; the issue's target compares with it) and the same page behind the storefront's tenant routing mechanism (`bench/baselines/bare-next-rewrite`: a rewrite in `next.config` that prefixes every request with its Host header as an internal dynamic segment, rendered by the server on its first request and then kept in memory, as the storefront's pages are). The bare page itself comes from the build and is never rendered by its server. \"Time per request\" is 1000 / requests per second, the machine's time per answer under this load (server and load generator together); its differences split a page's cost into the floor's and the storefront's own.",
    "",
    "| Page | Served as | Requests/s | vs bare | vs bare + rewrite | Time per request | Median latency | p99 latency | Requests | Errors (of which timeouts) | Non-2xx |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const page of data.pages) {
    const l = data.load.get(page.key);
    if (!l) continue;
    const vsBare = page.key === "bare" ? "—" : pct(l, bare);
    const vsFloor = isFloor(page) ? "—" : pct(l, floor);
    lines.push(
      `| ${page.label} | ${l.served} | ${Math.round(l.rps)} | ${vsBare} | ${vsFloor} | ${msPerRequest(l).toFixed(2)} ms | ${l.p50} ms | ${l.p99} ms | ${l.total} | ${l.errors} (${l.timeouts}) | ${l.non2xx} |`,
    );
  }
  if (floor) {
    const split = data.pages
      .filter((p) => !isFloor(p) && data.load.has(p.key))
      .map((p) => {
        const l = data.load.get(p.key);
        const own = msPerRequest(l) - msPerRequest(floor);
        return `${p.label.toLowerCase()} ${msPerRequest(l).toFixed(2)} ms = ${msPerRequest(floor).toFixed(2)} ms floor ${own >= 0 ? "+" : "−"} ${Math.abs(own).toFixed(2)} ms its own`;
      });
    lines.push(
      "",
      `Time per request, split: the host rewrite and dynamic segment add ${(msPerRequest(floor) - msPerRequest(bare)).toFixed(2)} ms to the bare page's ${msPerRequest(bare).toFixed(2)} ms; ${split.join("; ")}.`,
    );
  }
  return lines;
}

function upstreamTable(data) {
  const keys = [...data.upstream.keys()];
  const paths = new Set(SHELL_CALLS);
  for (const counted of data.upstream.values()) for (const path of counted.perPath.keys()) paths.add(path);
  const views = data.upstream.values().next().value?.views ?? 0;
  const lines = [
    "### Shop-API calls per warm page view",
    "",
    `Counted in the reference API's request log during ${views} sequential views of each page's HTML, after two warm-up views (images and client-side requests are not included).`,
    "",
    `| API call | ${keys.map((k) => label(data, k)).join(" | ")} |`,
    `|---|${keys.map(() => "---:").join("|")}|`,
  ];
  for (const path of paths) {
    lines.push(`| \`${path}\` | ${keys.map((k) => ((data.upstream.get(k).perPath.get(path) ?? 0) / data.upstream.get(k).views).toFixed(2)).join(" | ")} |`);
  }
  return lines;
}

function imagesTable(data) {
  const img = data.images;
  const lines = ["### Images (product page)", ""];
  if (!img.main) {
    lines.push("No product image (`…/products/…`) in the product page's HTML.");
    return lines;
  }
  lines.push(
    "| Check | Result |",
    "|---|---|",
    `| Product images in the HTML | ${img.productImages} (with \`sizes\`: ${img.withSizes}; values: ${img.sizesValues.map((v) => `\`${cell(v)}\``).join(", ")}) |`,
    `| Main product image | preload link: ${img.main.preloaded ? "yes" : "no"}, fetchpriority=high: ${img.main.highPriority ? "yes" : "no"}, loading=lazy: ${img.main.lazy ? "yes" : "no"} |`,
    `| Optimizer answer to \`Accept: image/avif,image/webp\` | ${img.format.status} ${img.format.contentType}, ${kb(img.format.bytes)} KB${img.format.throughOptimizer ? "" : " (the page itself does not use /_next/image)"} |`,
  );
  return lines;
}

export function renderSection(data) {
  const { rows, lh } = evaluate(data);
  const s = data.settings;
  const missed = rows.filter((r) => !r.met);
  const b = data.builds;
  const built = (x) => `build \`${x.id}\` of ${new Date(x.builtAt).toISOString().slice(0, 16).replace("T", " ")} UTC${x.builtNow ? " (built by this run)" : ""}${x.stale ? ", **older than the sources**" : ""}`;
  const lines = [
    `## ${SECTION_TITLE}`,
    "",
    `Measured ${data.date} with \`npm run bench\` (bench/run.mjs) on this machine: ${data.machine.cores} cores (${data.machine.cpu}), Node ${data.machine.node}, Next.js ${data.machine.next}, Lighthouse ${data.machine.lighthouse}, ${data.machine.chromium}; 1-minute load average ${data.machine.loadStart.toFixed(1)} when the measurements started (after the builds), ${data.machine.loadEnd.toFixed(1)} at the end (the bench's own load included)${data.machine.loadStart > 3 ? "; other processes were busy: expect noisier figures" : ""}.`,
    "",
    `Settings: ${s.lighthouseRuns} Lighthouse run${s.lighthouseRuns === 1 ? "" : "s"} per page (\`BENCH_LH_RUNS\`), ${s.loadSeconds} s of load with ${s.connections} connections per page (\`BENCH_LOAD_SECONDS\`, \`BENCH_CONNECTIONS\`), ${s.views} warm views per page for the upstream count (\`BENCH_VIEWS\`).${s.reduced ? " **Reduced settings** (the defaults are 3 runs, 20 s, 50 connections, 10 views): figures are rougher than a default run's." : ""}${data.note ? ` ${data.note}` : ""}`,
    "",
    `Setup: the reference shop API on a fresh temporary seeded database; the storefront's production build in \`${data.storefrontDistDir}\` (\`next start\`, ${built(b.storefront)}) as demo shop 1 on \`${data.origin}\`; the marketing pixel's script answered by a local stub (the machine is offline). The floor: \`bench/baselines/bare-next\`, a bare App Router page built with the same \`next\` (${built(b.bare)}), served by \`next start\` on its own port${b.bareRewrite ? `; for throughput also a second floor, \`bench/baselines/bare-next-rewrite\`, the same page behind a host rewrite to an internal dynamic segment (${built(b.bareRewrite)}), on a port of its own` : ""}. Pages: ${data.pages.filter((p) => !isFloor(p)).map((p) => `${p.label.toLowerCase()} \`${p.path}\``).join(", ")}.`,
    "",
    ...lighthouseTables(data, lh),
    "",
    ...jsTable(data),
    "",
    ...loadTable(data),
    "",
    ...upstreamTable(data),
    "",
    ...imagesTable(data),
    "",
    ...(data.search ? ["### Search", "", data.search, ""] : []),
    "### Targets",
    "",
    `${rows.length - missed.length} of ${rows.length} met${missed.length ? `; missed: ${missed.map((r) => `${r.page} ${r.area.toLowerCase()} (${r.target.replace(/ \(.*\)$/, "")}: ${r.value})`).join("; ")}` : ""}.`,
    "",
    "| Area | Page | Target | Measured | |",
    "|---|---|---|---:|---|",
    ...rows.map((r) => `| ${r.area} | ${r.page} | ${r.target} | ${cell(r.value)} | ${mark(r.met)} |`),
    "",
  ];
  return { markdown: lines.join("\n"), missed };
}

/** Replaces (or appends) the `## Storefront` section of the file, leaving the other sections alone. */
export function writeSection(file, markdown) {
  const text = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const heading = `## ${SECTION_TITLE}`;
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.trim() === heading);
  let next;
  if (start === -1) {
    next = `${text.replace(/\n*$/, "")}\n\n${markdown.replace(/\n*$/, "")}\n`;
  } else {
    let end = lines.findIndex((l, i) => i > start && /^## /.test(l));
    if (end === -1) end = lines.length;
    const before = lines.slice(0, start).join("\n").replace(/\n*$/, "");
    const after = lines.slice(end).join("\n").replace(/^\n*/, "");
    next = `${before}\n\n${markdown.replace(/\n*$/, "")}\n${after ? `\n${after.replace(/\n*$/, "")}\n` : ""}`;
  }
  writeFileSync(file, next);
}
