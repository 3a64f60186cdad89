import { readdirSync, readFileSync } from "node:fs";
import { constants } from "node:os";

/**
 * What a test runner started, stopped when it is interrupted. The runners start their servers in
 * process groups of their own (so that a server's children end with it), which also keeps them out of
 * the terminal's Ctrl+C: without this, an interrupted run left its servers holding their ports.
 *
 * On SIGINT, SIGTERM or SIGHUP the registered stops run, last first (for at most STOP_MS in all), then every process
 * still descending from the runner is killed and the runner exits with 128 + the signal's number.
 * A runner that exits any other way kills what it left running on the way out.
 */

const STOP_MS = 8_000;
const stops = new Set<() => Promise<unknown> | unknown>();
let installed = false;
let stopping = false;

/** The processes below `root` (children, their children, ...), from /proc. */
function descendants(root: number = process.pid): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue;
    }
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    childrenOf.set(ppid, [...(childrenOf.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0)
    for (const child of childrenOf.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  return found;
}

function killLeftovers(): void {
  for (const pid of descendants()) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
    process.on(signal, () => {
      // A terminal's Ctrl+C reaches a runner twice (from the terminal, and passed on by npm): stop once.
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping the servers this run started ...`);
      const done = () => {
        killLeftovers();
        process.exit(128 + constants.signals[signal]);
      };
      setTimeout(done, STOP_MS).unref();
      void (async () => {
        // Last registered first, as the runner's own clean-up would: servers before their directory.
        for (const stop of [...stops].reverse())
          await Promise.resolve()
            .then(stop)
            .catch(() => undefined);
      })().then(done);
    });
  process.on("exit", killLeftovers);
}

/** Runs `stop` when the runner is interrupted (and makes sure nothing it started outlives it). */
export function stopOnSignal(stop: () => Promise<unknown> | unknown): void {
  install();
  stops.add(stop);
}
