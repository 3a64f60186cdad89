import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer, type RunningServer } from "../src/server";
import { q, SHOP_A, SHOP_B } from "./support/app";

/** `npm run shop-api:admin` against a running API: the edit lands, a refusal exits non-zero. */

const CLI = resolve(__dirname, "..", "src", "admin-cli.ts");
let dir: string;
let server: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "shop-api-cli-"));
  server = await startServer({
    dbPath: join(dir, "shop.db"),
    port: 0,
    demoOrigins: [SHOP_A, SHOP_B],
    demo: true,
    log: () => {},
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    // The demo key is the CLI's default, as it is the demo server's.
    const env = { ...process.env, SHOP_API_SERVER_KEY: "" };
    execFile(
      process.execPath,
      [require.resolve("tsx/cli"), CLI, ...args],
      { env, timeout: 60_000 },
      (err, stdout, stderr) => done({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it("edits a product of the shop named by --site-url, and prints the answer", async () => {
  const uuid = server.deps.db
    .prepare<[], string>("SELECT uuid FROM items WHERE shop_id = 2 AND status = 1 LIMIT 1")
    .pluck()
    .get()!;
  const run = await cli([
    "product",
    uuid,
    "--price",
    "12.5",
    "--stock",
    "4",
    "--api",
    server.url,
    "--site-url",
    SHOP_B,
  ]);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^200 \{"status":true/);
  const product = (await (await fetch(`${server.url}/api/product/${uuid}?${q(SHOP_B)}`)).json()).product;
  expect(product).toMatchObject({ sale_price: 12.5, stock: 4 });
}, 60_000);

it("exits 1 with the API's 422 for a bad value, and 2 with the usage for a bad command", async () => {
  const refused = await cli(["theme", "--header-bg-color", "red", "--api", server.url, "--site-url", SHOP_A]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain("422");
  expect(refused.stderr).toContain("header_bg_color");
  const usage = await cli(["colour", "--api", server.url]);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain("Usage: npm run shop-api:admin");
}, 60_000);
