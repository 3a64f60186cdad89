#!/usr/bin/env node
// The test suite's smoke run on Node 24 (the recommended runtime) beside the machine's own Node:
// Node 24 and a better-sqlite3 build for it (scripts/node24.mjs), then, with Node 24 first on PATH
// so that every `node` the tools start is Node 24, the production build and the end-to-end specs of
// the shell and the catalogue (the storefront and the reference API both on Node 24). Not the whole
// suite: `npm test` runs that on the machine's Node, and twice would not fit CI's time budget. The
// API's jest contract tests stay on that Node: on Node 24 better-sqlite3 12 aborts the process when
// jest tears down a test file's context ("RemoveEnvironmentCleanupHook ... env != nullptr").
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureNode24, ensureSqliteFor } from "./node24.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const node = ensureNode24();
ensureSqliteFor(node);
const env = { ...process.env, PATH: `${dirname(node.bin)}:${process.env.PATH}`, NEXT_TELEMETRY_DISABLED: "1" };

const steps = [
  ["npx", ["next", "build"]],
  ["npx", ["playwright", "test", "e2e/shell.spec.ts", "e2e/catalogue.spec.ts"]],
];
console.log(`node24-smoke: ${spawnSync(node.bin, ["-v"], { encoding: "utf8" }).stdout.trim()}`);
for (const [command, args] of steps) {
  console.log(`node24-smoke: ${command} ${args.join(" ")}`);
  const out = spawnSync(command, args, { cwd: ROOT, env, stdio: "inherit" });
  if (out.status !== 0) process.exit(out.status ?? 1);
}
