import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { healthAnswer } from "./health.server.mjs";
import { PROBE_PATH, probeShopApi, readinessCheck } from "./readiness.server.mjs";

let answer: (res: ServerResponse) => void = (res) => res.end("[]");
let calls: string[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(req.url ?? "");
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls = [];
  answer = (res) => res.end('{"status":true,"data":[]}');
});

describe("readiness probe", () => {
  it("asks the shop API for the public country list and is ready when it answers 2xx", async () => {
    await expect(probeShopApi(base)).resolves.toEqual({ ok: true });
    expect(calls).toEqual([PROBE_PATH]);
  });

  it("is not ready when the shop API fails, is silent past the timeout, or is not listening", async () => {
    answer = (res) => res.writeHead(502).end();
    await expect(probeShopApi(base)).resolves.toEqual({ ok: false, reason: "shop API answered HTTP 502" });
    answer = () => undefined;
    await expect(probeShopApi(base, 150)).resolves.toEqual({
      ok: false,
      reason: "shop API did not answer within 150 ms",
    });
    await expect(probeShopApi("http://127.0.0.1:1")).resolves.toEqual({ ok: false, reason: "shop API unreachable" });
  });

  it("shares a probe in flight and reuses its result for a second", async () => {
    let clock = 0;
    const ready = readinessCheck(base, { now: () => clock });
    await Promise.all([ready(), ready(), ready()]);
    clock = 999;
    await ready();
    expect(calls).toHaveLength(1);
    clock = 2000;
    await ready();
    expect(calls).toHaveLength(2);
  });
});

describe("health answers", () => {
  const up = async () => ({ ok: true as const });
  const down = async () => ({ ok: false as const, reason: "shop API unreachable" });

  it("/healthz answers while this process runs, whatever the shop API does", async () => {
    await expect(healthAnswer("GET", "/healthz", { ready: down, stopping: true })).resolves.toEqual({
      status: 200,
      body: { status: "ok" },
    });
  });

  it("/readyz follows the shop API, and refuses once the server is stopping", async () => {
    await expect(healthAnswer("GET", "/readyz", { ready: up, stopping: false })).resolves.toEqual({
      status: 200,
      body: { status: "ok" },
    });
    await expect(healthAnswer("HEAD", "/readyz", { ready: down, stopping: false })).resolves.toEqual({
      status: 503,
      body: { status: "unavailable", reason: "shop API unreachable" },
    });
    await expect(healthAnswer("GET", "/readyz", { ready: up, stopping: true })).resolves.toEqual({
      status: 503,
      body: { status: "unavailable", reason: "shutting down" },
    });
  });

  it("refuses other methods", async () => {
    await expect(healthAnswer("POST", "/readyz", { ready: up, stopping: false })).resolves.toMatchObject({
      status: 405,
      headers: { allow: "GET, HEAD" },
    });
  });
});
