// Settings of `npm run bench`, read once from the environment and bounded, so a typo cannot start
// an hour-long load test. The defaults are those BENCHMARKS.md reports.
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));

const DEFAULTS = Object.freeze({
  lighthouseRuns: 5,
  lighthouseDevtoolsRuns: 3,
  loadSeconds: 20,
  connections: 50,
  views: 10,
  tapRuns: 3,
});

/** A whole number from the environment, bounded; `fallback` when unset. */
export function int(env, name, fallback, min, max) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** When a bench ran, for its report's first line. */
export const measuredAt = () => new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC";

/** The machine a bench ran on, with the versions of the tools it measured and its load before and now. */
export function describeMachine(loadStart, tools) {
  const cpu = cpus()[0]?.model.trim() ?? "unknown CPU";
  return { cores: cpus().length, cpu, node: process.version, ...tools, loadStart, loadEnd: loadavg()[0] };
}

const PHASES = Object.freeze([
  "upstream",
  "js",
  "critical",
  "images",
  "lighthouse",
  "warm",
  "taps",
  "hydration",
  "load",
  "interactions",
  "search",
  "tenants",
  "telemetry",
]);

/** BENCH_PHASES: the phases to run (null: all of them). */
function phases(env) {
  const raw = env.BENCH_PHASES?.trim();
  if (!raw) return null;
  const list = raw.split(",").map((p) => p.trim().toLowerCase());
  const unknown = list.filter((p) => !PHASES.includes(p));
  if (unknown.length)
    throw new Error(`BENCH_PHASES: unknown phase(s) ${unknown.join(", ")} (known: ${PHASES.join(", ")})`);
  return list;
}

function flag(env, name) {
  return ["1", "true", "yes", "on"].includes((env[name] ?? "").trim().toLowerCase());
}

/** Every port the bench's own servers listen on. */
export const benchPorts = (settings) => [
  settings.port,
  settings.apiPort,
  settings.barePort,
  settings.bareRewritePort,
  settings.bareImagePort,
  settings.pixelPort,
];

export function readSettings(env = process.env) {
  const settings = {
    lighthouseRuns: int(env, "BENCH_LH_RUNS", DEFAULTS.lighthouseRuns, 1, 15),
    lighthouseDevtoolsRuns: int(env, "BENCH_LH_DEVTOOLS_RUNS", DEFAULTS.lighthouseDevtoolsRuns, 0, 15),
    interactionRounds: int(env, "BENCH_INTERACTIONS", 100, 0, 1000),
    warmLoadRuns: int(env, "BENCH_WARM_RUNS", 5, 1, 25),
    tapRuns: int(env, "BENCH_TAP_RUNS", DEFAULTS.tapRuns, 0, 15),
    phases: phases(env),
    loadSeconds: int(env, "BENCH_LOAD_SECONDS", DEFAULTS.loadSeconds, 1, 120),
    connections: int(env, "BENCH_CONNECTIONS", DEFAULTS.connections, 1, 500),
    views: int(env, "BENCH_VIEWS", DEFAULTS.views, 1, 200),
    port: int(env, "BENCH_PORT", 3106, 1, 65535),
    apiPort: int(env, "BENCH_API_PORT", 4106, 1, 65535),
    barePort: int(env, "BENCH_BARE_PORT", 3107, 1, 65535),
    bareRewritePort: int(env, "BENCH_BARE_REWRITE_PORT", 3108, 1, 65535),
    bareImagePort: int(env, "BENCH_BARE_IMAGE_PORT", 3109, 1, 65535),
    pixelPort: int(env, "BENCH_PIXEL_PORT", 3111, 1, 65535),
    skipBuild: flag(env, "BENCH_SKIP_BUILD"),
    noWrite: flag(env, "BENCH_NO_WRITE"),
    chromePath: env.CHROME_PATH?.trim() || "/usr/bin/chromium",
  };
  const ports = benchPorts(settings);
  if (new Set(ports).size !== ports.length) throw new Error(`BENCH_*PORT values must differ (got ${ports.join(", ")})`);
  settings.reduced =
    settings.lighthouseRuns < DEFAULTS.lighthouseRuns ||
    settings.lighthouseDevtoolsRuns < DEFAULTS.lighthouseDevtoolsRuns ||
    settings.loadSeconds < DEFAULTS.loadSeconds ||
    settings.connections !== DEFAULTS.connections ||
    settings.views < DEFAULTS.views ||
    settings.tapRuns < DEFAULTS.tapRuns;
  return settings;
}

export const ENV_HELP = `Settings (environment):
  BENCH_LH_RUNS        Lighthouse runs per page, median reported (default ${DEFAULTS.lighthouseRuns}, 1-15)
  BENCH_LH_DEVTOOLS_RUNS  Lighthouse runs per page with throttling applied by Chromium
                       (--throttling-method=devtools), median reported (default ${DEFAULTS.lighthouseDevtoolsRuns}, 0-15)
  BENCH_INTERACTIONS   signed-in add-to-cart + cash-on-delivery rounds (default 100, 0 skips)
  BENCH_WARM_RUNS      repeat visits (second load, cache primed) per page, median reported (default 5, 1-25)
  BENCH_TAP_RUNS       first-tap-that-works measurements per page on a throttled phone, median
                       reported (default ${DEFAULTS.tapRuns}, 0 skips)
  BENCH_LOAD_SECONDS   seconds of load per page (default ${DEFAULTS.loadSeconds}, 1-120)
  BENCH_CONNECTIONS    concurrent connections of the load test, run with wrk (default ${DEFAULTS.connections}, 1-500;
                       Debian: apt-get install -y wrk)
  BENCH_VIEWS          warm page views per page when counting shop-API calls (default ${DEFAULTS.views}, 1-200)
  BENCH_PORT, BENCH_API_PORT, BENCH_BARE_PORT, BENCH_BARE_REWRITE_PORT, BENCH_BARE_IMAGE_PORT,
  BENCH_PIXEL_PORT     storefront 3106, shop API 4106, bare page 3107, bare page behind a host
                       rewrite 3108, bare page with an image 3109, the pixel stub 3111 (its URL
                       is built into the storefront's Content-Security-Policy)
  BENCH_SKIP_BUILD=1   use the storefront's existing bench build (bench/storefront/.next) as it
                       is, even when older than the sources (the bare pages are still built when needed)
  BENCH_PHASES         run only these phases, comma-separated; the report is printed and
                       BENCHMARKS.md left alone. Phases: ${PHASES.join(", ")}
  BENCH_NO_WRITE=1     print the report only, leave BENCHMARKS.md alone
  BENCH_NOTE           a sentence added to the report's settings line
  BENCH_SKIP_TENANTS=1 leave out the tenant scale section (npm run bench:tenants -- --help lists its settings)
  CHROME_PATH          browser for Lighthouse (default /usr/bin/chromium)`;
