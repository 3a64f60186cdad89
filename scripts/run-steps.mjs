#!/usr/bin/env node
// Runs a list of npm scripts one after another, stops at the first that fails, and ends with the
// time each took, so a slow CI run shows where its time went.
import { spawnSync } from "node:child_process";

const LISTS = {
  test: [
    "lint",
    "knip",
    "typecheck",
    "test:unit",
    "build",
    "test:budget",
    "test:abuse",
    "test:cluster",
    "test:telemetry",
    "test:edge",
    "test:e2e",
    "test:e2e:spec-minimal",
  ],
  check: ["lint", "knip", "typecheck", "test:unit"],
};

const name = process.argv[2];
const steps = LISTS[name];
if (!steps) {
  console.error(`usage: node scripts/run-steps.mjs ${Object.keys(LISTS).join("|")}`);
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const done = [];
let failed = null;
for (const step of steps) {
  const started = Date.now();
  const { status, signal } = spawnSync(npm, ["run", step], { stdio: "inherit" });
  done.push([step, (Date.now() - started) / 1000, status === 0 ? "ok" : `failed (${signal ?? status})`]);
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}

const width = Math.max(...done.map(([step]) => step.length));
console.log(`\nnpm run ${name}: ${done.length} of ${steps.length} steps`);
for (const [step, seconds, outcome] of done)
  console.log(`  ${step.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
console.log(
  `  ${"total".padEnd(width)}  ${done
    .reduce((sum, [, s]) => sum + s, 0)
    .toFixed(1)
    .padStart(7)} s`,
);
process.exit(failed ?? 0);
