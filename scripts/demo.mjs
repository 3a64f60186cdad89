#!/usr/bin/env node
// `npm run demo`: the storefront on the embedded reference shop API with its demo shops.
// Builds the storefront when the build is missing or older than the sources, then starts
// both servers and prints where to go. Ctrl+C stops both.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
process.env.NEXT_TELEMETRY_DISABLED ??= "1";
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.SHOP_API_PORT ?? 4000);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const origins = (process.env.DEMO_SHOP_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`)
  .split(",")
  .map((o) => o.trim())
  .filter(Boolean);

const SOURCES = ["app", "components", "lib", "public", "middleware.ts", "next.config.ts", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

function buildIfNeeded() {
  const buildId = join(root, ".next", "BUILD_ID");
  const builtAt = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (builtAt > changedAt) return;
  console.log("Building the storefront (next build) ...");
  const result = spawnSync(join(root, "node_modules", ".bin", "next"), ["build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The demo keeps one session secret across restarts so sign-ins survive them.
function demoSessionSecret() {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  const file = join(root, ".data", "session-secret");
  mkdirSync(join(root, ".data"), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

async function waitFor(url, child, name) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

const children = [];
function start(name, command, args, env) {
  // Its own process group, so that stopping it also stops what it forks (tsx runs the API in a child).
  const child = spawn(command, args, { cwd: root, stdio: "inherit", detached: true, env: { ...process.env, ...env } });
  children.push(child);
  // One server without the other is no demo: stop both.
  child.on("exit", (code) => {
    console.error(`${name} stopped (code ${code ?? "signal"}).`);
    stopAll(code ?? 1);
  });
  return child;
}
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

buildIfNeeded();

const bin = (name) => join(root, "node_modules", ".bin", name);
// Admin edits (`npm run shop-api:admin`) reach the storefront's revalidation webhook at once.
const revalidateSecret = process.env.REVALIDATE_SECRET ?? randomBytes(24).toString("hex");

const api = start("shop API", bin("tsx"), ["packages/shop-api/src/main.ts", ...process.argv.slice(2)], {
  SHOP_API_PORT: String(apiPort),
  DEMO_SHOP_ORIGINS: origins.join(","),
  SHOP_API_DEMO: "1",
  SHOP_API_REVALIDATE_SECRET: revalidateSecret,
});
try {
  await waitFor(`${apiUrl}/api/gym-theme?site_url=${encodeURIComponent(origins[0] ?? "")}`, api, "shop API");
  const web = start("storefront", process.execPath, ["server.mjs"], {
    SHOP_API_URL: apiUrl,
    SESSION_SECRET: demoSessionSecret(),
    // The demo's server key is the public one on both sides (so that `npm run shop-api:admin` works
    // without settings), which only demo mode accepts; the storefront says so at start.
    DEMO: "1",
    PORT: String(port),
    // One JSON line per request would bury the addresses printed below; LOG_LEVEL=info shows them.
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The demo shops' hosts (production builds refuse to start without a list).
    ALLOWED_HOSTS: process.env.ALLOWED_HOSTS ?? origins.map((origin) => new URL(origin).host).join(","),
    // Demo shop 1 has a pixel id: record its events in the page, send nothing to a third party.
    PIXEL_SCRIPT_URL: process.env.PIXEL_SCRIPT_URL ?? "none",
    REVALIDATE_SECRET: revalidateSecret,
  });
  await waitFor(`http://127.0.0.1:${port}/`, web, "storefront");
} catch (error) {
  console.error(String(error));
  stopAll(1);
}

console.log("\nDemo shops:");
for (const origin of origins) console.log(`  ${origin}/`);
console.log("Demo login (each shop): demo@example.com / demo1234");
console.log(
  `Mail outbox (verification and reset codes): ${apiUrl}/sandbox/mail?site_url=${encodeURIComponent(origins[0] ?? "")}`,
);
console.log("Press Ctrl+C to stop.\n");
