import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { E2E_SERVER_KEY, E2E_SESSION_SECRET } from "../env";

/**
 * The built storefront (server.mjs) as a process of a spec's own, in front of a shop API the spec
 * controls (a proxy it slows or breaks): pages no other spec has rendered and kept.
 */

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

type StorefrontOptions = {
  port: number;
  apiPort: number;
  allowedHosts: string;
  logLevel: string;
  preload?: string;
  env?: Record<string, string>;
};

/** Starts server.mjs; `output()` is everything it printed so far (its JSON log lines included). */
export function spawnStorefront({ port, apiPort, allowedHosts, logLevel, preload, env }: StorefrontOptions): {
  process: ChildProcess;
  output: () => string;
} {
  let output = "";
  const child = spawn(process.execPath, [...(preload ? ["--import", preload] : []), "server.mjs"], {
    cwd: join(__dirname, "..", ".."),
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      LOG_LEVEL: logLevel,
      SHOP_API_URL: `http://127.0.0.1:${apiPort}`,
      SESSION_SECRET: E2E_SESSION_SECRET,
      SHOP_API_SERVER_KEY: E2E_SERVER_KEY,
      PIXEL_SCRIPT_URL: "none",
      ALLOWED_HOSTS: allowedHosts,
      ...env,
    },
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
}
