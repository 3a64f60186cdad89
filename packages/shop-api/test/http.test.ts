import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "../src/server";
import { q, SHOP_A, SHOP_B } from "./support/app";

/** What only a real server shows: listening on a port, the transport's body limit, CORS preflights, closing. */

let dir: string;
let server: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "shop-api-http-"));
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

it("listens on the loopback address and a free port when asked for port 0", async () => {
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(server.url).not.toMatch(/:0$/);
  const res = await fetch(`${server.url}/api/gym-theme?${q(SHOP_A)}`);
  expect(res.status).toBe(200);
  expect((await res.json()).data.company.company_name).toBe("Aurora Outfitters");
});

it("answers a CORS preflight for any origin, without allowing the server-key header", async () => {
  const res = await fetch(`${server.url}/api/auth/order/create`, {
    method: "OPTIONS",
    headers: {
      Origin: "https://shop.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "authorization,idempotency-key",
    },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase();
  expect(allowed).toContain("idempotency-key");
  expect(allowed).toContain("authorization");
  expect(allowed).not.toContain("x-shop-server-key");
  const login = await fetch(`${server.url}/api/auth/e-commerce-getcountry`, {
    headers: { Origin: "https://shop.example" },
  });
  expect(login.headers.get("access-control-expose-headers")).toBe("Authorization");
});

it("refuses a body over 1 MB with 413, streamed without a Content-Length too", async () => {
  const big = JSON.stringify({ checked: "x".repeat(1_100_000) });
  const withLength = await fetch(`${server.url}/api/products?${q(SHOP_A)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Connection: "close" },
    body: big,
  });
  expect(withLength.status).toBe(413);
  expect(await withLength.json()).toEqual({ status: false, msg: "The request body is too large." });

  const chunked = await new Promise<number>((resolve, reject) => {
    const url = new URL(`${server.url}/api/products?${q(SHOP_A)}`);
    const req = httpRequest(
      url,
      { method: "POST", headers: { "Content-Type": "application/json", Connection: "close" } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    // The server may answer and close before the whole body is written.
    req.on("error", (err: NodeJS.ErrnoException) =>
      err.code === "EPIPE" || err.code === "ECONNRESET" ? undefined : reject(err),
    );
    for (let i = 0; i < 11; i++) req.write("x".repeat(100_000));
    req.end();
  });
  expect(chunked).toBe(413);
});

it("close() returns while a keep-alive connection is open, and stops listening", async () => {
  const own = mkdtempSync(join(tmpdir(), "shop-api-http-close-"));
  const other = await startServer({ dbPath: join(own, "shop.db"), port: 0, demoOrigins: [SHOP_A], log: () => {} });
  try {
    const res = await fetch(`${other.url}/api/auth/e-commerce-getcountry`, { headers: { Connection: "keep-alive" } });
    expect(res.status).toBe(200);
    await other.close();
    await expect(fetch(`${other.url}/api/auth/e-commerce-getcountry`)).rejects.toThrow();
  } finally {
    await other.close();
    rmSync(own, { recursive: true, force: true });
  }
});
