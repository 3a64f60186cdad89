import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/*
 * `npm test`'s order of steps (scripts/run-steps.mjs), run on a project whose steps only leave marks:
 * the malformed-request sweep follows the build while jest still runs, and nothing follows a failed build.
 */

const steps = resolve(__dirname, "run-steps.mjs");
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "run-steps-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const mark = (name: string) => `node -e "require('node:fs').writeFileSync('${name}', '')"`;
/** Exits 1 unless the mark `name` appears within 10 s. */
const waitFor = (name: string) =>
  `node -e "const t = Date.now(); (function w() { if (require('node:fs').existsSync('${name}')) return; if (Date.now() - t > 10000) process.exit(1); setTimeout(w, 50); })()"`;
/** Exits 1 unless the mark `name` is there already. */
const needs = (name: string) => `node -e "process.exit(require('node:fs').existsSync('${name}') ? 0 : 1)"`;

/** Writes the step's niceness (and, where the kernel has autogroups, its session's) to the file `name`. */
const priority = (name: string) =>
  `node -e "const fs = require('node:fs'); let group = null; try { group = fs.readFileSync('/proc/self/autogroup', 'utf8').trim().split(' ').pop(); } catch {} fs.writeFileSync('${name}', JSON.stringify({ nice: require('node:os').getPriority(), group }))"`;

function project(build: string, runners: Record<string, string> = {}): void {
  const scripts: Record<string, string> = {
    "test:preflight": "true",
    knip: "true",
    typecheck: "true",
    lint: "true",
    // jest ends only once the sweep has run: it must not wait for jest.
    "test:unit": waitFor("swept"),
    build,
    "test:abuse": `${needs("built")} && ${mark("swept")}`,
    "test:budget": "true",
    "test:cluster": "true",
    "test:telemetry": "true",
    "test:edge": "true",
    "test:deploy": "true",
    "test:soak": "true",
    "test:e2e": mark("browser-tests-ran"),
    ...runners,
  };
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "fixture", private: true, scripts }));
}

function npmTest(): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [steps, "test"], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => done({ code, output }));
  });
}

test("the sweep runs after the build, beside jest, and every step is timed", async () => {
  project(`node -e "setTimeout(() => require('node:fs').writeFileSync('built', ''), 300)"`);
  const { code, output } = await npmTest();
  expect(output).toMatch(/test:abuse +[\d.]+ s {2}ok/);
  expect(output).toMatch(/test:unit +[\d.]+ s {2}ok/);
  expect(output).toContain("14 of 14 steps");
  expect(code).toBe(0);
  expect(existsSync(join(dir, "browser-tests-ran"))).toBe(true);
});

test("a failed build stops the sweep and every later step, once the steps beside it have ended", async () => {
  project(`${mark("swept")} && exit 3`);
  const { code, output } = await npmTest();
  expect(code).toBe(1);
  expect(output).toMatch(/build +[\d.]+ s {2}failed \(3\)/);
  expect(output).toMatch(/test:unit +[\d.]+ s {2}ok/);
  expect(output).not.toContain("test:abuse ");
  expect(existsSync(join(dir, "browser-tests-ran"))).toBe(false);
});

test("the deploy test's second build yields the CPU to the runners beside it; they run as npm test does", async () => {
  project(mark("built"), {
    "test:deploy": priority("deploy"),
    "test:cluster": priority("cluster"),
    "test:soak": priority("soak"),
  });
  const { code } = await npmTest();
  expect(code).toBe(0);
  const read = (name: string) =>
    JSON.parse(readFileSync(join(dir, name), "utf8")) as { nice: number; group: string | null };
  const [deploy, cluster, soak] = [read("deploy"), read("cluster"), read("soak")];
  expect([deploy.nice - soak.nice, cluster.nice - soak.nice]).toEqual([10, 0]);
  // With autogroups the CPU is shared between sessions: the deploy test's is at 10, the others' at the default.
  if (soak.group !== null) expect([deploy.group, cluster.group, soak.group]).toEqual(["10", "0", "0"]);
});
