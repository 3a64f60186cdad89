import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { join } from "node:path";
import { assertPortsFree } from "../support/ports";
import { stopOnSignal } from "../support/stop-on-signal";

/**
 * The reference shop API on a temporary database and the built storefront, as the end-to-end
 * tests run them (playwright.config.ts), each in its own process group so that stopping it also
 * stops what it forks. An exit during the sweep is a crash.
 */

export type ServerSettings = {
  root: string;
  storePort: number;
  apiPort: number;
  dbPath: string;
  logDir: string;
  sessionSecret: string;
  serverKey: string;
};

export type Servers = {
  /** Exits seen since start, e.g. `storefront exited with code 1`. */
  crashes: string[];
  logFiles: string[];
  stop(): Promise<void>;
};

export async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited before it was ready (code ${child.exitCode ?? child.signalCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

export async function startServers(settings: ServerSettings): Promise<Servers> {
  const { root, storePort, apiPort } = settings;
  if (!existsSync(join(root, ".next", "BUILD_ID"))) throw new Error("No storefront build: run `npm run build` first.");
  assertPortsFree([storePort, apiPort], "set ABUSE_STORE_PORT and ABUSE_API_PORT");

  const crashes: string[] = [];
  const children: ChildProcess[] = [];
  const logFiles: string[] = [];
  let stopping = false;
  const bin = (name: string) => join(root, "node_modules", ".bin", name);

  const start = (name: string, command: string, args: string[], env: Record<string, string>) => {
    const logFile = join(settings.logDir, `${name.replace(/\W+/g, "-")}.log`);
    const log = createWriteStream(logFile);
    logFiles.push(logFile);
    const child = spawn(command, args, {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    child.on("exit", (code, signal) => {
      if (!stopping) crashes.push(`${name} exited with ${signal ?? `code ${code}`} (log: ${logFile})`);
    });
    children.push(child);
    return child;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return resolve();
            const timer = setTimeout(() => {
              try {
                process.kill(-child.pid!, "SIGKILL");
              } catch {
                // already gone
              }
              resolve();
            }, 5_000);
            child.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
            try {
              process.kill(-child.pid, "SIGTERM");
            } catch {
              clearTimeout(timer);
              resolve();
            }
          }),
      ),
    );
  };

  stopOnSignal(stop);
  const storeHosts = [`localhost:${storePort}`, `127.0.0.1:${storePort}`];
  try {
    const api = start("shop-api", bin("tsx"), ["packages/shop-api/src/main.ts"], {
      SHOP_API_PORT: String(apiPort),
      SHOP_API_DB: settings.dbPath,
      SHOP_API_DEMO: "1",
      SHOP_API_PASSWORD_COST: "14",
      DEMO_SHOP_ORIGINS: storeHosts.map((h) => `http://${h}`).join(","),
      SHOP_API_SERVER_KEY: settings.serverKey,
    });
    await waitFor(`http://127.0.0.1:${apiPort}/api/auth/e-commerce-getcountry`, api, "shop API", 120_000);
    const store = start("storefront", process.execPath, ["server.mjs"], {
      SHOP_API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: settings.sessionSecret,
      SHOP_API_SERVER_KEY: settings.serverKey,
      PORT: String(storePort),
      LOG_LEVEL: "warn",
      PIXEL_SCRIPT_URL: "none",
      // 127.0.0.2 is allowed but unknown to the shop API.
      ALLOWED_HOSTS: [...storeHosts, `127.0.0.2:${storePort}`].join(","),
      // The revalidation webhook is live, so that its unsigned requests are swept too.
      REVALIDATE_SECRET: "abuse-sweep-revalidate-secret-0123456789",
    });
    await waitFor(`http://127.0.0.1:${storePort}/assets/favicon.svg`, store, "storefront", 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { crashes, logFiles, stop };
}
