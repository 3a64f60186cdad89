// Lighthouse (the npm package's CLI, one process per run) on Debian's Chromium, mobile settings
// (Lighthouse's default: emulated phone, slow 4G and 4x CPU slowdown), either simulated (the page
// loads at full speed and Lighthouse models the throttled load) or applied by Chromium itself
// (`--throttling-method=devtools`: the trace is of a really throttled load).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { atExit, killGroup } from "./servers.mjs";
import { ROOT } from "./settings.mjs";

const LIGHTHOUSE_CLI = join(ROOT, "node_modules", "lighthouse", "cli", "index.js");
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const RUN_TIMEOUT_MS = 240_000;

export function lighthouseVersion() {
  return JSON.parse(readFileSync(join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version;
}

/**
 * Lighthouse starts Chromium in a process group of its own (chrome-launcher) and writes its pid to
 * `chrome.pid` in a profile directory under the temporary directory. Each run gets its own
 * temporary directory, so a Chromium outliving its run (timeout, Ctrl+C) can be found and stopped.
 */
function killChromium(runDir) {
  if (!existsSync(runDir)) return;
  for (const name of readdirSync(runDir)) {
    const pidFile = join(runDir, name, "chrome.pid");
    if (!existsSync(pidFile)) continue;
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    if (Number.isInteger(pid) && pid > 0) killGroup(pid);
  }
}

/** One Lighthouse run; resolves with the figures of the report, rejects on any error. */
async function runLighthouse(url, { chromePath, runDir, throttling = "simulate" }) {
  mkdirSync(runDir, { recursive: true });
  const outFile = join(runDir, "report.json");
  const args = [
    LIGHTHOUSE_CLI,
    url,
    "--output=json",
    `--output-path=${outFile}`,
    "--quiet",
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--throttling-method=${throttling}`,
    // A really throttled load on 2 shared cores can outlast Lighthouse's default 45 s wait.
    ...(throttling === "devtools" ? ["--max-wait-for-load=120000"] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, CHROME_PATH: chromePath, TMPDIR: runDir },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  const cleanUp = () => {
    killGroup(child.pid);
    killChromium(runDir);
  };
  const forget = atExit(cleanUp);
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const timer = setTimeout(cleanUp, RUN_TIMEOUT_MS);
  const code = await new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode, signal) => resolve(exitCode ?? signal));
  }).finally(() => clearTimeout(timer));
  cleanUp(); // usually nothing is left: Lighthouse closes its Chromium itself
  forget();
  try {
    if (code !== 0) throw new Error(`Lighthouse on ${url} failed (${code}):\n${stderr.trim()}`);
    return summarize(JSON.parse(readFileSync(outFile, "utf8")), url);
  } finally {
    rmSync(runDir, { recursive: true, force: true });
  }
}

function summarize(report, url) {
  if (report.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const warnings = report.runWarnings ?? [];
  const score = (id) => {
    const value = report.categories[id]?.score;
    if (typeof value !== "number") throw new Error(`Lighthouse on ${url}: no ${id} score (${warnings.join("; ")})`);
    return Math.round(value * 100);
  };
  const numeric = (id) => {
    const value = report.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse on ${url}: no value for ${id}`);
    return value;
  };
  // Audits that cost points in the categories that must reach 100 (and the performance ones).
  const losses = [];
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      // For the categories that must reach 100, what failed (a URL, an element, a message).
      const details =
        id === "performance"
          ? []
          : (audit.details?.items ?? [])
              .slice(0, 3)
              .map((item) => {
                const where = item.url ?? item.sourceLocation?.url ?? item.source?.url ?? "";
                const what = item.node?.snippet ?? item.description ?? "";
                return [what, where].filter(Boolean).join(" at ").slice(0, 160);
              })
              .filter(Boolean);
      losses.push({
        category: id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? "",
        details,
      });
    }
  }
  const lcpTables = report.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const lcpElement = lcpTables[0]?.items?.[0]?.node;
  // LCP phases (TTFB, load delay, load time, render delay) in milliseconds, when Lighthouse gives them.
  const lcpPhases = Object.fromEntries(
    lcpTables
      .flatMap((t) => t.items ?? [])
      .filter((i) => typeof i.phase === "string" && typeof i.timing === "number")
      .map((i) => [i.phase, i.timing]),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    fcpMs: numeric("first-contentful-paint"),
    losses,
    lcpElement: lcpElement ? { snippet: lcpElement.snippet ?? "", label: lcpElement.nodeLabel ?? "" } : null,
    lcpPhases,
    // The same page load as it really ran here (no simulated throttling): when the observed LCP
    // comes long after the observed FCP, the LCP element was really painted late.
    observed: {
      fcpMs: report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
      lcpMs: report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null,
      loadMs: report.audits.metrics?.details?.items?.[0]?.observedLoad ?? null,
    },
    // Main-thread time in scripts (evaluation, parse and compile) from the run's trace; with applied
    // throttling, on a CPU slowed down 4x by Chromium.
    scriptMs: (report.audits["mainthread-work-breakdown"]?.details?.items ?? [])
      .filter((i) => i.group === "scriptEvaluation" || i.group === "scriptParseCompile")
      .reduce((sum, i) => sum + (i.duration ?? 0), 0),
    // The same time by script (Lighthouse's bootup-time): the document's own inline scripts (the RSC
    // payload, the tap-holding script) under the page's URL, each chunk under its own.
    scriptByUrl: (report.audits["bootup-time"]?.details?.items ?? []).map((i) => ({
      url: shortUrl(i.url),
      document: i.url === report.finalDisplayedUrl || i.url === report.finalUrl,
      ms: (i.scripting ?? 0) + (i.scriptParseCompile ?? 0),
    })),
    tti: report.audits.interactive?.numericValue ?? null,
    firstPaintWait: firstPaintBreakdown(report),
    warnings,
  };
}

const shortUrl = (url) => {
  try {
    const u = new URL(url);
    const path = u.pathname.length > 48 ? `${u.pathname.slice(0, 45)}…` : u.pathname;
    return `${path}${u.search ? "?…" : ""}`;
  } catch {
    return String(url).slice(0, 48);
  }
};

/**
 * What the first paint waited for, from the run's own trace (observed, as the page really loaded
 * here): the request that finished last before it (network times from the first request of the
 * load), the main-thread task that ended last before it and the longest one, and how much of that
 * time the document itself took. A bad run then says whether it waited on the network or on work.
 */
function firstPaintBreakdown(report) {
  const fcp = report.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  if (typeof fcp !== "number") return null;
  const requests = (report.audits["network-requests"]?.details?.items ?? []).filter(
    (r) => typeof r.networkEndTime === "number" && typeof r.networkRequestTime === "number",
  );
  const documentRequest = requests.find((r) => r.resourceType === "Document");
  const before = requests.filter((r) => r.networkEndTime <= fcp);
  const lastRequest = before.sort((a, b) => b.networkEndTime - a.networkEndTime)[0] ?? null;
  const pendingAtPaint = requests.filter((r) => r.networkRequestTime < fcp && r.networkEndTime > fcp).length;
  const tasks = (report.audits["main-thread-tasks"]?.details?.items ?? []).filter(
    (t) => typeof t.startTime === "number" && typeof t.duration === "number" && t.startTime + t.duration <= fcp,
  );
  const lastTask = [...tasks].sort((a, b) => b.startTime + b.duration - (a.startTime + a.duration))[0] ?? null;
  const longestTask = [...tasks].sort((a, b) => b.duration - a.duration)[0] ?? null;
  const taskOf = (t) => (t ? { startMs: t.startTime, endMs: t.startTime + t.duration, durationMs: t.duration } : null);
  return {
    fcpMs: fcp,
    documentEndMs: documentRequest?.networkEndTime ?? null,
    lastRequest: lastRequest
      ? {
          url: shortUrl(lastRequest.url),
          type: lastRequest.resourceType ?? "?",
          startMs: lastRequest.networkRequestTime,
          endMs: lastRequest.networkEndTime,
        }
      : null,
    requestsBefore: before.length,
    pendingAtPaint,
    lastTask: taskOf(lastTask),
    longestTask: taskOf(longestTask),
    tasksMs: tasks.reduce((sum, t) => sum + t.duration, 0),
  };
}

/** "; first paint at 412 ms, after /_next/static/… (script, ended 380 ms) and a 35 ms task ending at 405 ms". */
function paintWaitLine(w) {
  if (!w) return "";
  const request = w.lastRequest
    ? ` after ${w.lastRequest.url} (${w.lastRequest.type}, ended ${Math.round(w.lastRequest.endMs)} ms)`
    : "";
  const task = w.lastTask
    ? ` and a ${Math.round(w.lastTask.durationMs)} ms task ending at ${Math.round(w.lastTask.endMs)} ms`
    : "";
  return `; observed first paint at ${Math.round(w.fcpMs)} ms${request}${task}`;
}

/**
 * `runs` rounds over all pages, one page after the other in each round, so slow moments of a
 * loaded machine are spread over every page instead of hitting one.
 */
export async function lighthouseAll(pages, { runs, chromePath, tmpDir, log, throttling = "simulate" }) {
  const results = new Map(pages.map((p) => [p.key, []]));
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const started = Date.now();
      const result = await runLighthouse(page.url, {
        chromePath,
        throttling,
        runDir: join(tmpDir, `lighthouse-${throttling}-${page.key}-${round}`),
      });
      results.get(page.key).push(result);
      log(
        `lighthouse (${throttling}) ${round}/${runs} ${page.label}: performance ${result.performance}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
          `CLS ${result.cls.toFixed(3)}, TBT ${Math.round(result.tbtMs)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)` +
          paintWaitLine(result.firstPaintWait),
      );
    }
  }
  return results;
}
