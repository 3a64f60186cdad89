import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { stopOnSignal } from "./stop-on-signal";

/** A free TCP port on 127.0.0.1, for a server a runner starts. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(new Error("no port"))));
    });
  });
}

export type Started = { name: string; child: ChildProcess; log: string };

/**
 * The processes a test runner starts: each in a process group of its own (so a server's children end
 * with it), its output in `{dir}/{name}.log`, run from `cwd` with Next's telemetry off. An interrupted
 * runner stops them (stop-on-signal.ts). `ownGroup(name)` false signals a process alone (varnishd -F).
 */
export function processes(dir: string, cwd: string, ownGroup: (name: string) => boolean = () => true) {
  const started: Started[] = [];

  function start(name: string, command: string, args: string[], env: Record<string, string>): ChildProcess {
    const log = join(dir, `${name}.log`);
    const out = createWriteStream(log);
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    });
    child.stdout?.pipe(out);
    child.stderr?.pipe(out);
    started.push({ name, child, log });
    return child;
  }

  /** Stops them all: SIGTERM, and SIGKILL after 5 s. */
  async function stopAll(): Promise<void> {
    await Promise.all(started.map(({ name, child }) => stop(child, ownGroup(name))));
  }

  stopOnSignal(stopAll);
  return { started, start, stopAll };
}

function stop(child: ChildProcess, group: boolean): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
    const pid = group ? -child.pid : child.pid;
    child.once("exit", () => done());
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      return done();
    }
    setTimeout(() => {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone
      }
      done();
    }, 5_000).unref();
  });
}
