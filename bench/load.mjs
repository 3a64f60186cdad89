// Throughput and latency of warm pages with wrk on loopback, and what each request costs the
// servers that answer it: their CPU time (utime + stime of every process of each server's process
// group, from /proc) over the run, divided by the requests answered. wrk is C and multi-threaded;
// autocannon (Node) shared the cores with the servers and capped fast ones near 2,500 requests/s.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { rawGet } from "./html.mjs";

export const WARM_UP_VIEWS = 3;
export const WARM_UP_SECONDS = 3;

// wrk's `done` hook: the run's counts and latency percentiles (microseconds) as one JSON line.
const DONE_SCRIPT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;

let wrkChecked = null;

/** wrk's version line; throws with how to install it when it is missing. */
export function wrkVersion() {
  if (wrkChecked) return wrkChecked;
  const out = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  if (out.error)
    throw new Error(
      "the throughput measurement needs wrk (Debian's package, a C load generator), which is not installed: apt-get install -y wrk",
    );
  wrkChecked =
    `${out.stdout ?? ""}${out.stderr ?? ""}`
      .split("\n")[0]
      .replace(/ Copyright.*$/, "")
      .trim() || "wrk";
  return wrkChecked;
}

const TICK_MS = 1000 / (Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100);

/** CPU milliseconds so far of each live process in process group `pgid` (threads included; reaped children too). */
export function groupCpu(pgid) {
  const byPid = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // The command name is in parentheses and may hold spaces: the fields count from its end.
    const close = stat.lastIndexOf(")");
    const fields = stat.slice(close + 2).split(" ");
    if (Number(fields[2]) !== pgid) continue;
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    byPid.set(Number(name), {
      command: stat.slice(stat.indexOf("(") + 1, close),
      ms: (utime + stime + cutime + cstime) * TICK_MS,
    });
  }
  return byPid;
}

/** CPU snapshot of servers given as [{ role, server }] (server: a startProcess handle, its pid leads the group). */
function snapshot(servers) {
  return servers.map(({ role, server }) => ({ role, pids: groupCpu(server.child.pid) }));
}

/** CPU milliseconds per role between two snapshots, with the processes that spent them. */
function cpuSince(before, after) {
  return after.map(({ role, pids }, i) => {
    const earlier = before[i].pids;
    let ms = 0;
    const processes = [];
    for (const [pid, now] of pids) {
      const spent = now.ms - (earlier.get(pid)?.ms ?? 0);
      ms += spent;
      if (spent > 0) processes.push({ pid, command: now.command, ms: spent });
    }
    return { role, ms, processes };
  });
}

/** A few views before the load; returns how the last one was served (Next's cache header, Varnish's, Cache-Control). */
async function warm(url, headers = {}) {
  let served = "";
  for (let i = 0; i < WARM_UP_VIEWS; i++) {
    const res = await rawGet(url, headers, 30_000);
    if (res.status !== 200) throw new Error(`warm-up GET ${url} answered ${res.status}`);
    const cache = res.header("x-nextjs-cache");
    const control = res.header("cache-control") ?? "";
    served = cache ? `cache ${cache}` : /no-store|private/.test(control) ? "rendered per request" : control || "?";
  }
  return served;
}

function runWrk(url, { connections, seconds, headers, script }) {
  const threads = Math.max(1, Math.min(cpus().length, connections));
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", script];
  // wrk adds its own Host header unless one is named exactly "Host": header names are capitalised.
  const capitalised = (name) => name.toLowerCase().replace(/(^|-)([a-z])/g, (_, dash, c) => dash + c.toUpperCase());
  // As a browser asks: every browser accepts gzip, and a kept page is served as kept to it.
  for (const [name, value] of Object.entries({
    accept: "text/html",
    "accept-encoding": "gzip, deflate, br",
    ...headers,
  }))
    args.push("-H", `${capitalised(name)}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (out += chunk));
    child.once("error", reject);
    child.once("exit", (code) => {
      const line = out.split("\n").find((l) => l.startsWith("WRK_JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk ${args.join(" ")} failed (exit ${code}):\n${out}`));
      resolve(JSON.parse(line.slice("WRK_JSON ".length)));
    });
  });
}

async function round(page, { connections, seconds, script }) {
  const servers = page.servers ?? [];
  const before = snapshot(servers);
  const r = await runWrk(page.url, { connections, seconds, headers: page.headers ?? {}, script });
  const cpu = cpuSince(before, snapshot(servers));
  return {
    total: r.requests,
    seconds: r.durationUs / 1e6,
    p50: r.p50Us / 1000,
    p99: r.p99Us / 1000,
    errors: r.connect + r.read + r.write + r.timeout,
    timeouts: r.timeout,
    non2xx: r.status, // wrk counts answers with a status of 400 or more
    cpu,
  };
}

/**
 * Loads each page for `seconds` in total, in `rounds` alternating rounds (page A, B, C, A, B, C),
 * so that a busy moment of the machine is shared by every page rather than landing on one.
 * Requests per second = requests / seconds over the rounds; p99 = the worst round's; CPU per
 * request = the CPU its servers (`page.servers`: [{ role, server }]) spent over the rounds / requests.
 */
export async function loadTests(pages, { connections, seconds, rounds, log }) {
  wrkVersion();
  const script = join(tmpdir(), `bench-wrk-done-${process.pid}.lua`);
  writeFileSync(script, DONE_SCRIPT);
  try {
    const served = new Map();
    for (const page of pages) served.set(page.key, await warm(page.url, page.headers));
    // A short load first, not counted: the JIT compiles each server's hot paths under load, and a
    // server with more code than the bare page would otherwise spend its first round doing so.
    for (const page of pages) await round(page, { connections, seconds: WARM_UP_SECONDS, script });
    const results = new Map(pages.map((p) => [p.key, []]));
    const roundSeconds = Math.max(1, Math.round(seconds / rounds));
    for (let r = 1; r <= rounds; r++) {
      for (const page of pages) {
        const result = await round(page, { connections, seconds: roundSeconds, script });
        results.get(page.key).push(result);
        const us = (ms) => ((ms * 1000) / Math.max(1, result.total)).toFixed(0);
        const cpu = result.cpu.map(
          (c) =>
            `${c.role} ${us(c.ms)} µs${c.processes.length > 1 ? ` (${c.processes.map((p) => `${p.command} ${us(p.ms)}`).join(", ")})` : ""}`,
        );
        log(
          `load ${r}/${rounds} ${page.label}: ${Math.round(result.total / result.seconds)} req/s, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}, non-2xx ${result.non2xx}; CPU per request ${cpu.join(", ") || "not measured"}`,
        );
      }
    }
    return new Map(
      pages.map((page) => [page.key, summarise(results.get(page.key), served.get(page.key), roundSeconds)]),
    );
  } finally {
    rmSync(script, { force: true });
  }
}

function summarise(list, served, roundSeconds) {
  const sum = (field) => list.reduce((s, x) => s + x[field], 0);
  const total = sum("total");
  const secs = sum("seconds");
  const roles = new Map();
  for (const { cpu } of list)
    for (const c of cpu) {
      const entry = roles.get(c.role) ?? { role: c.role, ms: 0, processes: new Map() };
      entry.ms += c.ms;
      for (const p of c.processes) entry.processes.set(p.command, (entry.processes.get(p.command) ?? 0) + p.ms);
      roles.set(c.role, entry);
    }
  const cpu = [...roles.values()].map((r) => ({
    role: r.role,
    msPerRequest: total > 0 ? r.ms / total : NaN,
    processes: [...r.processes].map(([command, ms]) => ({ command, msPerRequest: total > 0 ? ms / total : NaN })),
  }));
  return {
    rps: secs > 0 ? total / secs : 0,
    total,
    seconds: secs,
    rounds: list.length,
    roundSeconds,
    p50: sum("p50") / list.length,
    p99: Math.max(...list.map((x) => x.p99)),
    errors: sum("errors"),
    timeouts: sum("timeouts"),
    non2xx: sum("non2xx"),
    served,
    // Milliseconds of server CPU per request: every role summed, and each role on its own.
    cpuMsPerRequest: cpu.length ? cpu.reduce((s, c) => s + c.msPerRequest, 0) : null,
    cpu,
  };
}
