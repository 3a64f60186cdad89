// Child servers for the bench: each runs in its own process group (`next start` and `tsx` fork a
// child), its output is kept line by line, and stopping kills the whole group.
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { connect } from "node:net";
import { createInterface } from "node:readline";

const running = new Set();
const exitHooks = new Set();

// Whatever happens to this process, its servers (and whatever else registered with atExit) go with it.
process.on("exit", () => {
  for (const server of running) server.killNow("SIGKILL");
  for (const hook of exitHooks) hook();
});

/** Runs `hook` (synchronous) when this process exits, unless the returned function is called first. */
export function atExit(hook) {
  exitHooks.add(hook);
  return () => exitHooks.delete(hook);
}

/** Kills a process group, quietly when it is gone already. */
export function killGroup(pid, signal = "SIGKILL") {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping the servers`);
    process.exit(130);
  });
}

/** True when something accepts connections on 127.0.0.1:port (or ::1:port). */
export async function portInUse(port) {
  const tryHost = (host) =>
    new Promise((resolve) => {
      const socket = connect({ host, port });
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
      socket.setTimeout(1000, () => {
        socket.destroy();
        resolve(false);
      });
    });
  return (await tryHost("127.0.0.1")) || (await tryHost("::1"));
}

/**
 * Starts `command args` in its own process group. Output lines go to `lines` (the last
 * `keep` lines) and to every listener added with `onLine`.
 */
export function startProcess({ name, command, args, cwd, env, keep = 400 }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const lines = [];
  const listeners = new Set();
  const push = (line) => {
    lines.push(line);
    if (lines.length > keep) lines.shift();
    for (const listener of listeners) listener(line);
  };
  createInterface({ input: child.stdout }).on("line", push);
  createInterface({ input: child.stderr }).on("line", (line) => push(`[stderr] ${line}`));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  const server = {
    name,
    child,
    lines,
    exited,
    onLine(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    killNow(signal) {
      if (child.exitCode === null && child.signalCode === null) killGroup(child.pid, signal);
    },
    async stop() {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) {
        server.killNow("SIGKILL"); // grandchildren may outlive the leader
        return;
      }
      server.killNow("SIGTERM");
      const timedOut = await Promise.race([exited.then(() => false), delay(5000).then(() => true)]);
      server.killNow("SIGKILL");
      if (timedOut) await Promise.race([exited, delay(2000)]);
    },
    tail(count = 30) {
      return lines.slice(-count).join("\n");
    },
  };
  running.add(server);
  return server;
}

/** Waits until `url` answers below 500, failing early when the server exits. */
export async function waitForHttp(server, url, { timeoutMs = 120_000 } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.name} exited before answering ${url}:\n${server.tail()}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${server.tail()}`);
}

/**
 * A tiny local server standing in for the marketing pixel's third-party script (the machine is
 * offline; a failed script load would be an artefact of the bench, not of the storefront).
 */
export async function startPixelStub(port) {
  const body = "window.__pixelScriptLoaded = true;\n";
  const server = createServer((req, res) => {
    res.writeHead(req.url?.startsWith("/fbevents.js") ? 200 : 404, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=1200",
      "access-control-allow-origin": "*",
    });
    res.end(req.url?.startsWith("/fbevents.js") ? body : "");
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}/fbevents.js`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
