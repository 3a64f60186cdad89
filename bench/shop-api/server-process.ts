import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/**
 * Runs `packages/shop-api/src/main.ts` in its own process on a temporary database (created and seeded on start,
 * port 0), so that the load generator does not share the server's event loop. Its request log goes to a
 * pipe that is drained and dropped: logging stays on, as in production.
 */
const ROOT = resolve(__dirname, "..", "..");
const START_TIMEOUT_MS = 120_000;

export type BenchServer = { url: string; stop: () => Promise<void> };

export async function startServerProcess(): Promise<BenchServer> {
  const dir = mkdtempSync(join(tmpdir(), "shop-api-bench-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", join(ROOT, "packages", "shop-api", "src", "main.ts")],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SHOP_API_DB: join(dir, "shop.db"),
        SHOP_API_PORT: "0",
        DEMO_SHOP_ORIGINS: "http://localhost:3000,http://127.0.0.1:3000",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once("exit", done));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((found, fail) => {
      const timer = setTimeout(() => fail(new Error("the shop API did not start in time")), START_TIMEOUT_MS);
      let buffered = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        buffered = (buffered + chunk.toString("utf8")).slice(-4096);
        const match = /shop-api listening on (http:\/\/\S+)/.exec(buffered);
        if (match) {
          clearTimeout(timer);
          buffered = "";
          found(match[1]!);
        }
      });
      child.once("exit", (code) => fail(new Error(`the shop API exited during start (code ${code})`)));
    });
    return { url, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
