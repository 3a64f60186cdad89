import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { watchUpstream } from "@/lib/ops/upstream-outage.server.mjs";
import { withoutPageDeadline } from "./deadline.server";

/**
 * One deadline for all the shop-API calls of a page render, against a shop API that answers every
 * call after 600 ms. The deadline leaves 400 ms of slack, so a busy machine does not fail the test. React's cache is one memo per render on the server; here a render is
 * simulated by one memo that a test opens and closes.
 */

const mockRender = { open: false, memo: new Map<unknown, unknown>() };
jest.mock("react", () => {
  const actual = jest.requireActual<typeof import("react")>("react");
  return {
    ...actual,
    cache:
      <T>(fn: () => T) =>
      () => {
        if (!mockRender.open) return fn();
        if (!mockRender.memo.has(fn)) mockRender.memo.set(fn, fn());
        return mockRender.memo.get(fn) as T;
      },
  };
});

const THEME_ANSWER = JSON.stringify({ status: true, data: { browser_title: "Demo" } });
let server: Server;
let theme: typeof import("./theme.server");

beforeAll(async () => {
  server = createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end(THEME_ANSWER), 600);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SHOP_API_TIMEOUT_MS = "3000";
  process.env.SHOP_API_PAGE_DEADLINE_MS = "1000";
  theme = await import("./theme.server");
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  mockRender.open = false;
  mockRender.memo.clear();
});

const SHOP = "http://localhost:3100";

it("gives the calls of one page render one deadline, so their waits do not add up", async () => {
  mockRender.open = true;
  const started = performance.now();
  const first = await theme.getTheme(SHOP);
  const second = await theme.getTheme(SHOP);
  const elapsed = performance.now() - started;
  expect(first.ok).toBe(true);
  expect(second).toMatchObject({ ok: false, reason: "timeout" });
  expect(elapsed).toBeLessThan(1600);
});

it("starts a new deadline for each render", async () => {
  for (let render = 0; render < 2; render++) {
    mockRender.open = true;
    mockRender.memo.clear();
    expect((await theme.getTheme(SHOP)).ok).toBe(true);
  }
});

it("leaves calls outside a render (route handlers) their own timeout each", async () => {
  const results = [];
  for (let call = 0; call < 3; call++) results.push(await theme.getTheme(SHOP));
  expect(results.map((result) => result.ok)).toEqual([true, true, true]);
});

it("counts a request's deadline from its start, across the renders of the page and of its error page", async () => {
  await watchUpstream({ failed: false, startedAt: performance.now() }, async () => {
    mockRender.open = true;
    expect((await theme.getTheme(SHOP)).ok).toBe(true);
    mockRender.memo.clear();
    expect(await theme.getTheme(SHOP)).toMatchObject({ ok: false, reason: "timeout" });
  });
});

it("leaves the calls of a write request (no start given) their own timeout each", async () => {
  await watchUpstream({ failed: false, startedAt: null }, async () => {
    for (let call = 0; call < 3; call++) expect((await theme.getTheme(SHOP)).ok).toBe(true);
  });
});

it("leaves shared work a request only starts (a search index) outside that request's deadline", async () => {
  await watchUpstream({ failed: false, startedAt: performance.now() - 10_000 }, async () => {
    expect(await theme.getTheme(SHOP)).toMatchObject({ ok: false, reason: "timeout" });
    expect((await withoutPageDeadline(() => theme.getTheme(SHOP))).ok).toBe(true);
  });
});
