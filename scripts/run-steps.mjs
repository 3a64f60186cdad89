#!/usr/bin/env node
// Runs a list of npm scripts, stops at the first that fails, and ends with the time each took, so a
// slow CI run shows where its time went. Steps in a nested list run at the same time, their output
// line by line with the step's name in front.
//
// Each step runs in a process group of its own: an interrupt (Ctrl+C, SIGTERM, SIGHUP) reaches this
// process, which sends the running steps' groups one SIGINT (the signal every runner, Playwright and
// jest stop cleanly on) and a SIGCONT (for a process a test froze with SIGSTOP), waits for them to end (SIGTERM after 20 s, SIGKILL 10 s later), prints the
// times so far and exits with 128 + the signal's number.
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { constants } from "node:os";
import { createInterface } from "node:readline";

// The machine has two cores: steps that need each other's results, or all of its CPU (the browser tests), run
// alone. Knip and the type check share it; then jest (one process, about 120 s)
// beside lint and the build (after the type check, which writes .next/types that the build cleans), and the
// malformed-request sweep right after the build (it needs the build; it takes the core that jest leaves idle once
// lint and the build are done, about 40 s); then the build budgets and the runners that mostly wait on their
// servers (the deploy test's second build, about half a minute, among them; the 2-minute soak, the longest).
// In a nested list, a list runs its steps one after the other.
const LISTS = {
  test: [
    "test:preflight",
    ["knip", "typecheck"],
    ["test:unit", "lint", ["build", "test:abuse"]],
    ["test:budget", "test:cluster", "test:telemetry", "test:edge", "test:deploy", "test:soak"],
    "test:e2e",
  ],
  check: [["lint", "knip", "typecheck", "test:unit"]],
};

// The deploy test builds the storefront a second time, about 30 s of both cores, beside runners that judge time:
// the soak its p99 per minute against its first minute's (and a page past its 7 s deadline is a 5xx), the cluster
// test a Redis bounded at 500 ms. It runs at a lower priority, as its session and its processes: Linux shares the CPU
// between sessions (autogroups), and each step is one (`detached`). It has the time: it ends before the soak.
const YIELDING = new Set(["test:deploy"]);
const YIELDING_NICENESS = 10;

/** Lowers the priority of a step's session; where the kernel has no autogroups, `nice` has done it already. */
function yieldCpu(pid) {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(YIELDING_NICENESS));
  } catch {
    // no autogroups here
  }
}

const name = process.argv[2];
const steps = LISTS[name];
if (!steps) {
  console.error(`usage: node scripts/run-steps.mjs ${Object.keys(LISTS).join("|")}`);
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
/** The steps running now, by their process. @type {Map<import("node:child_process").ChildProcess, string>} */
const running = new Map();
/** @type {NodeJS.Signals | null} */
let interrupted = null;

function signalGroup(child, ...signals) {
  if (child.pid === undefined) return;
  for (const signal of signals)
    try {
      process.kill(-child.pid, signal);
    } catch {
      // gone
    }
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"]))
  process.on(signal, () => {
    // A terminal's Ctrl+C reaches this process twice (from the terminal and passed on by npm): once is enough.
    if (interrupted) return;
    interrupted = signal;
    console.error(`\nnpm run ${name}: ${signal}, stopping ${[...running.values()].join(", ")} ...`);
    // A process stopped with SIGSTOP (a test's frozen redis-server playing a hang) acts on no signal but
    // SIGKILL until it is continued: SIGCONT after each, so the step's group ends within seconds.
    for (const child of running.keys()) signalGroup(child, "SIGINT", "SIGCONT");
    setTimeout(() => running.forEach((_, child) => signalGroup(child, "SIGTERM", "SIGCONT")), 20_000).unref();
    setTimeout(() => running.forEach((_, child) => signalGroup(child, "SIGKILL")), 30_000).unref();
  });

/**
 * Runs one npm script; `prefixed` passes its output on line by line behind its name (for steps that
 * run beside others). Resolves to [step, seconds, outcome].
 * @returns {Promise<[string, number, string]>}
 */
function run(step, prefixed) {
  const started = Date.now();
  // Alone, a step has the machine: it yields only beside others.
  const yielding = prefixed && YIELDING.has(step);
  return new Promise((done) => {
    const [command, args] = yielding
      ? ["nice", ["-n", String(YIELDING_NICENESS), npm, "run", step]]
      : [npm, ["run", step]];
    // spawn returns once the child has called setsid and exec'd: its pid is its own session's.
    const child = spawn(command, args, {
      stdio: prefixed ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      detached: true,
    });
    if (yielding && child.pid !== undefined) yieldCpu(child.pid);
    running.set(child, step);
    if (prefixed)
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ])
        createInterface({ input: stream }).on("line", (line) => out.write(`[${step}] ${line}\n`));
    const finish = async (status, signal) => {
      // npm may exit on the signal at once while the runner below it still stops its servers: wait for the group.
      while (interrupted && groupAlive(child.pid)) await new Promise((r) => setTimeout(r, 100));
      running.delete(child);
      const outcome = status === 0 ? "ok" : interrupted ? "interrupted" : `failed (${signal ?? status})`;
      done([step, (Date.now() - started) / 1000, outcome]);
    };
    child.once("error", (error) => finish(1, error.message));
    child.once("exit", (status, signal) => void finish(status, signal));
  });
}

/** Runs the steps of `chain` one after the other, up to the first that does not end well. */
async function runChain(chain, prefixed) {
  const results = [];
  for (const step of chain) {
    if (interrupted) break;
    const result = await run(step, prefixed);
    results.push(result);
    if (result[2] !== "ok") break;
  }
  return results;
}

const started = Date.now();
const done = [];
let failed = false;
for (const entry of steps) {
  if (interrupted) break;
  const group = Array.isArray(entry) ? entry : [entry];
  const prefixed = group.length > 1;
  const results = (
    await Promise.all(group.map((item) => runChain(Array.isArray(item) ? item : [item], prefixed)))
  ).flat();
  done.push(...results);
  if (results.some(([, , outcome]) => outcome !== "ok")) {
    failed = true;
    break;
  }
}

const all = steps.flat(2);
const width = Math.max(...all.map((step) => step.length), "total (wall)".length);
console.log(`\nnpm run ${name}: ${done.length} of ${all.length} steps`);
for (const [step, seconds, outcome] of done)
  console.log(`  ${step.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${outcome}`);
console.log(`  ${"total (wall)".padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);
if (interrupted) process.exit(128 + constants.signals[interrupted]);
process.exit(failed ? 1 : 0);
