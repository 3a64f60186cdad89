import type { ChildProcess } from "node:child_process";
import { connect, createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { API_PORT, DEMO_LOGIN, SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./fixtures";
import { rawRequest } from "./raw-http";
import { freePort, spawnStorefront } from "./support/storefront-process";

/*
 * The production server (server.mjs) as an operator runs it: its own instance, in front of a TCP
 * proxy to the reference shop API that the test can slow down, black-hole or shut. It serves the
 * two demo shops by their Host headers (ALLOWED_HOSTS), and a preloaded module registers a
 * shutdown step that says when it ran.
 */

test.describe.configure({ mode: "serial" });

const shopHost = (origin: string) => new URL(origin).host;

let storePort = 0;
let store: ChildProcess;
let storeExit: Promise<number | null>;
let output: () => string = () => "";

/** A proxy to the shop API: "pass" (optionally slowed by `delayMs` per chunk sent upstream), "hold" (accepts, never answers) or closed. */
const proxy = {
  mode: "pass" as "pass" | "hold",
  delayMs: 0,
  delayed: 0,
  server: null as Server | null,
  sockets: new Set<Socket>(),
  port: 0,
  listen(port = 0): Promise<number> {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on("close", () => this.sockets.delete(client));
      if (this.mode === "hold") return;
      const upstream = connect(API_PORT, "127.0.0.1");
      this.sockets.add(upstream);
      upstream.on("close", () => this.sockets.delete(upstream));
      client.on("data", (chunk) => {
        if (!this.delayMs) return void upstream.write(chunk);
        this.delayed += 1;
        setTimeout(() => upstream.write(chunk), this.delayMs);
      });
      upstream.pipe(client);
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
    });
    return new Promise((resolve) =>
      this.server!.listen(port, "127.0.0.1", () => resolve((this.port = (this.server!.address() as AddressInfo).port))),
    );
  },
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  },
};

/** One request with exactly these headers (Host included) on a connection of its own. */
const send = (path: string, headers: Record<string, string>, init: { method?: string; body?: string } = {}) =>
  rawRequest(storePort, path, headers, { ...init, timeoutMs: 15_000 });

const logLines = () =>
  output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const requestLines = (requestId: string) =>
  logLines().filter((line) => line.msg === "request" && line.request_id === requestId);

async function waitFor<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test.beforeAll(async () => {
  await proxy.listen();
  storePort = await freePort();
  ({ process: store, output } = spawnStorefront({
    port: storePort,
    apiPort: proxy.port,
    allowedHosts: [SHOP_ONE, SHOP_TWO].map(shopHost).join(","),
    logLevel: "info",
    preload: "./e2e/support/shutdown-probe.mjs",
    env: { TRUST_PROXY: "0" },
  }));
  storeExit = new Promise((resolve) => store.once("exit", (code) => resolve(code)));
  await waitFor("the server to listen", () => logLines().some((line) => line.msg === "listening"), 30_000);
});

test.afterAll(async () => {
  if (store.exitCode === null && store.signalCode === null) store.kill("SIGKILL");
  await proxy.close();
});

test("health checks answer for any Host, outside the shops, uncached and with the security headers", async () => {
  for (const host of [`127.0.0.1:${storePort}`, "10.0.0.7", "not-a-shop.example", shopHost(SHOP_ONE)]) {
    const live = await send("/healthz", { host });
    expect([live.status, JSON.parse(live.body)]).toEqual([200, { status: "ok" }]);
    const ready = await send("/readyz?probe=1", { host });
    expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: "ok" }]);
    for (const answer of [live, ready]) {
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-type"]).toBe("application/json");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    }
  }
  expect((await send("/healthz", { host: "10.0.0.7" }, { method: "POST" })).status).toBe(405);
});

test("every request is one JSON line with its shop, method, path, status, duration and id, and no secret", async () => {
  const secrets = { cookie: "visitor-cookie-value", authorization: "Bearer visitor-bearer-value", code: "836204" };
  const common = {
    "content-type": "application/json",
    cookie: `tracking=${secrets.cookie}`,
    authorization: secrets.authorization,
    "x-request-id": "client-chosen-id",
  };
  const origin = SHOP_ONE;
  const login = await send(
    "/api/account/login?code=" + secrets.code,
    { ...common, host: shopHost(origin), origin },
    { method: "POST", body: JSON.stringify(DEMO_LOGIN) },
  );
  expect(login.status).toBe(200);
  const sessionCookies = (login.headers["set-cookie"] ?? [])
    .map((cookie) => cookie.split(";")[0]!.split("=").slice(1).join("="))
    .filter((value) => value.length > 8);
  expect(sessionCookies.length).toBeGreaterThan(0);
  const verifyBody = JSON.stringify({ email: `nobody-${Date.now()}@example.com`, code: secrets.code });
  const verify = await send(
    "/api/account/verify",
    { ...common, host: shopHost(SHOP_TWO), origin: SHOP_TWO },
    { method: "POST", body: verifyBody },
  );
  expect(verify.status).toBeLessThan(500);

  // Without TRUST_PROXY the client's X-Request-Id is not believed: the server makes one and echoes it.
  const ids = [login, verify].map((answer) => String(answer.headers["x-request-id"]));
  expect(ids).not.toContain("client-chosen-id");
  const [loginLine, verifyLine] = await waitFor("both request lines", () => {
    const lines = ids.map(requestLines);
    return lines.every((found) => found.length > 0) && lines;
  });
  expect(loginLine).toEqual([
    expect.objectContaining({
      level: "info",
      shop: origin,
      method: "POST",
      path: "/api/account/login",
      status: 200,
      duration_ms: expect.any(Number),
      time: expect.any(String),
    }),
  ]);
  expect(verifyLine).toEqual([
    expect.objectContaining({ shop: SHOP_TWO, method: "POST", path: "/api/account/verify", status: verify.status }),
  ]);
  // The shop-API call the login made is logged under the same request id.
  expect(logLines()).toContainEqual(
    expect.objectContaining({
      msg: "shop-api call",
      request_id: ids[0],
      path: "/api/auth/login",
      outcome: "ok",
      status: 200,
    }),
  );

  for (const secret of [
    ...Object.values(secrets),
    "visitor-bearer-value",
    DEMO_LOGIN.password,
    ...sessionCookies,
    "client-chosen-id",
  ])
    expect(output()).not.toContain(secret);
});

test("with the shop API gone, the server is alive but not ready, within the probe's timeout", async () => {
  const host = "10.0.0.7";
  await proxy.close();
  expect((await send("/healthz", { host })).status).toBe(200);
  // /readyz reuses a probe's result for a second: ask until the answer is the new one.
  const readiness = async () => {
    const answer = await send("/readyz", { host });
    return { status: answer.status, body: JSON.parse(answer.body) as unknown, cache: answer.headers["cache-control"] };
  };
  await expect
    .poll(readiness)
    .toEqual({ status: 503, body: { status: "unavailable", reason: "shop API unreachable" }, cache: "no-store" });

  // A shop API that accepts connections and never answers: the probe gives up after 2 s.
  proxy.mode = "hold";
  await proxy.listen(proxy.port);
  await expect.poll(readiness, { timeout: 10_000 }).toEqual({
    status: 503,
    body: { status: "unavailable", reason: "shop API did not answer within 2000 ms" },
    cache: "no-store",
  });
  expect(logLines()).toContainEqual(
    expect.objectContaining({ level: "warn", msg: "not ready", reason: "shop API unreachable" }),
  );

  proxy.mode = "pass";
  await expect.poll(async () => (await readiness()).status).toBe(200);
});

test("SIGTERM: the request in flight completes, new connections are refused, the shutdown steps run, exit 0", async () => {
  // A page this instance has not rendered yet, over a slow shop API: it stays in flight.
  proxy.delayMs = 1500;
  const slow = send("/contact-us", { host: shopHost(SHOP_TWO) });
  let settled = false;
  void slow.finally(() => (settled = true));
  await waitFor("the slow page to reach the shop API", () => proxy.delayed > 0);
  store.kill("SIGTERM");

  const refused = () =>
    new Promise<boolean>((resolve) => {
      const socket = connect(storePort, "127.0.0.1");
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
      socket.once("connect", () => resolve(!!socket.destroy() && false));
    });
  await waitFor("new connections to be refused", refused);
  expect(settled).toBe(false);

  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("</html>");
  expect(await storeExit).toBe(0);
  const lines = logLines();
  const shutdownAt = lines.findIndex((line) => line.signal === "SIGTERM");
  const pageAt = lines.findIndex(
    (line) => line.msg === "request" && line.path === "/contact-us" && line.status === 200,
  );
  expect(shutdownAt).toBeGreaterThan(-1);
  expect(pageAt).toBeGreaterThan(shutdownAt);
  expect(output()).toContain("shutdown step ran");
  expect(lines.at(-1)).toMatchObject({ msg: "stopped" });
});
