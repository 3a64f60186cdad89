import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/*
 * Ctrl+C stops everything: `npm test`'s step runner and the test runners it starts leave no process
 * behind when interrupted. The runner here is a fixture that starts servers as tests/*\/run.ts do.
 */

const root = resolve(__dirname, "..", "..");
const fixture = join(__dirname, "fixtures", "interruptible-runner.ts");
let dir: string;
/** Whatever a failing test leaves: killed after it, so that it fails rather than hangs. */
let leftovers: { group?: number; pids: number[] };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "stop-on-signal-"));
  leftovers = { pids: [] };
});
afterEach(() => {
  for (const pid of [...(leftovers.group ? [-leftovers.group] : []), ...leftovers.pids.flatMap((p) => [-p, p])]) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
};

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `command` in a process group of its own (as a terminal starts a job) and waits for the fixture's servers. */
async function startJob(command: string, args: string[], cwd: string, servers = 4) {
  const pidsFile = join(dir, "pids");
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PIDS_FILE: pidsFile },
  });
  leftovers.group = child.pid;
  child.unref();
  let code: number | null | undefined;
  child.once("exit", (exitCode, signal) => (code = exitCode ?? (signal ? -1 : null)));
  const exited = () => until("exit", () => code, 15_000);
  const written = () => (existsSync(pidsFile) ? readFileSync(pidsFile, "utf8").split("\n") : []);
  try {
    await until("servers", () => (written().includes("listening") ? true : undefined));
  } finally {
    leftovers.pids = written()
      .filter((line) => /^\d+$/.test(line))
      .map(Number);
  }
  const pids = leftovers.pids;
  expect(pids).toHaveLength(servers);
  expect(pids.every(alive)).toBe(true);
  return { child: child as ChildProcess, pids, exited };
}

/** A project whose `npm test` runs a fixture as its first step and marks the next ones. */
function project(firstStep = fixture): string {
  const scripts = {
    // As package.json runs the runners: exec'd by npm's shell, TypeScript loaded by tsx's hooks.
    "test:preflight": `cd ${root} && exec node --import tsx ${firstStep}`,
    ...Object.fromEntries(
      ["lint", "knip", "typecheck", "test:unit", "build", "test:budget", "test:abuse", "test:e2e"].map((step) => [
        step,
        `node -e "require('node:fs').writeFileSync('later-step-ran', '')"`,
      ]),
    ),
    "test:cluster": "true",
    "test:telemetry": "true",
    "test:edge": "true",
    "test:deploy": "true",
    "test:soak": "true",
  };
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "fixture", private: true, scripts }));
  return dir;
}

const steps = join(root, "scripts", "run-steps.mjs");

test("Ctrl+C at a step of npm test stops the step's servers, and no later step runs", async () => {
  const { child, pids, exited } = await startJob(process.execPath, [steps, "test"], project());
  process.kill(-child.pid!, "SIGINT");
  expect(await exited()).toBe(130);
  await until("stopped servers", () => (pids.some(alive) ? undefined : true), 10_000);
  expect(existsSync(join(dir, "later-step-ran"))).toBe(false);
});

test("SIGTERM to the step runner alone stops the step's servers", async () => {
  const { child, pids, exited } = await startJob(process.execPath, [steps, "test"], project());
  process.kill(child.pid!, "SIGTERM");
  expect(await exited()).toBe(143);
  await until("stopped servers", () => (pids.some(alive) ? undefined : true), 10_000);
});

test("SIGTERM to a test runner alone stops its servers, the ones in its own process group too", async () => {
  const { child, pids, exited } = await startJob(process.execPath, ["--import", "tsx", fixture], root);
  process.kill(child.pid!, "SIGTERM");
  expect(await exited()).toBe(143);
  await until("stopped servers", () => (pids.some(alive) ? undefined : true), 10_000);
});

test("Ctrl+C leaves nothing running 5 s later, a step's server frozen with SIGSTOP included", async () => {
  const paused = join(__dirname, "fixtures", "paused-redis-step.ts");
  const { child, pids, exited } = await startJob(process.execPath, [steps, "test"], project(paused), 1);
  expect(readFileSync(`/proc/${pids[0]}/stat`, "utf8")).toMatch(/\) T /);
  process.kill(-child.pid!, "SIGINT");
  const interrupted = Date.now();
  expect(await exited()).toBe(130);
  await until("stopped redis-server", () => (pids.some(alive) ? undefined : true), 5_000);
  expect(Date.now() - interrupted).toBeLessThan(5_000);
});
