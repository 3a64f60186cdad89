import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { watchUpstream } from "@/lib/ops/upstream-outage.server.mjs";
import { withoutPageDeadline } from "./deadline.server";
import { THEME_ANSWER } from "./theme.fixture";

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
      <A extends unknown[], T>(fn: (...args: A) => T) =>
      (...args: A) => {
        if (!mockRender.open) return fn(...args);
        const memo = (mockRender.memo.get(fn) ?? new Map<string, T>()) as Map<string, T>;
        mockRender.memo.set(fn, memo);
        const key = JSON.stringify(args);
        if (!memo.has(key)) memo.set(key, fn(...args));
        return memo.get(key) as T;
      },
  };
});

const THEME = JSON.stringify({ status: true, data: THEME_ANSWER });
const REFUSAL = JSON.stringify({ status: false, msg: "Shop not found", data: null });
const UNKNOWN_SHOP = "http://localhost:3102";
let server: Server;
let requests = 0;
let theme: typeof import("./theme.server");

beforeAll(async () => {
  server = createServer((req, res) => {
    requests++;
    const answer = req.url?.includes(encodeURIComponent(UNKNOWN_SHOP)) ? REFUSAL : THEME;
    setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end(answer), 600);
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
const OTHER_SHOP = "http://localhost:3101";

it("gives the calls of one page render one deadline, so their waits do not add up", async () => {
  mockRender.open = true;
  const started = performance.now();
  const first = await theme.getTheme(SHOP);
  const second = await theme.getTheme(OTHER_SHOP);
  const elapsed = performance.now() - started;
  expect(first.ok).toBe(true);
  expect(second).toMatchObject({ ok: false, reason: "timeout" });
  expect(elapsed).toBeLessThan(1600);
});

it("asks the shop API once per resource in a render, and remembers a failure as well as an answer", async () => {
  mockRender.open = true;
  requests = 0;
  const answers = [await theme.getTheme(SHOP), await theme.getTheme(SHOP)];
  expect(answers.map((answer) => answer.ok)).toEqual([true, true]);
  expect(requests).toBe(1);
  mockRender.memo.clear();
  const refusals = [await theme.getTheme(UNKNOWN_SHOP), await theme.getTheme(UNKNOWN_SHOP)];
  expect(refusals).toEqual([expect.objectContaining({ ok: false, reason: "refused" }), refusals[0]]);
  expect(requests).toBe(2);
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
