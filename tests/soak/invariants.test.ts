import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { createLogger } from "../../lib/ops/logger.server.mjs";
import { placeOrder, type PlaceOptions } from "./driver";
import { createClient, type RequestRecord } from "./http";
import {
  checkCarts,
  checkErrors,
  checkLatency,
  checkLogs,
  checkMemory,
  checkOrders,
  checkRollingRestarts,
  isErrorLine,
  type CustomerRecord,
  type CustomerTruth,
  type FaultWindow,
  type MemorySeries,
} from "./invariants";

/**
 * A storefront whose place-order route keeps the shop's idempotency promise (a key makes one order, a
 * repeat is answered with it) and whose first request makes its order but answers only after the
 * client has given up: the timeout a shopper meets when the shop API is slow.
 */
async function shopThatTimesOutOnce() {
  const orders: number[] = [];
  const keys = new Map<string, number>();
  let first = true;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const key = (JSON.parse(body) as { idempotency_key: string }).idempotency_key;
      let id = keys.get(key);
      if (id === undefined) {
        id = orders.length + 1;
        orders.push(id);
        keys.set(key, id);
      }
      const answer = JSON.stringify({ status: true, next: { kind: "receipt", orderId: id }, empty: true });
      const send = () => res.writeHead(200, { "content-type": "application/json" }).end(answer);
      if (first) {
        first = false;
        setTimeout(send, 1_000);
      } else send();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const client = createClient(
    (server.address() as AddressInfo).port,
    () => 0,
    () => undefined,
  );
  return {
    send: client.send,
    truth: (): CustomerTruth => ({ orders: orders.map((id) => ({ id, status: 1 })), keys: new Map(keys), cart: [] }),
    close: () => {
      client.close();
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

const shopper = { name: "demo@shop-1.localhost", shop: "http://shop-1.localhost:5700", cookie: "session=1" };

async function placeAfterTimeout(retry: PlaceOptions["retry"]) {
  const shop = await shopThatTimesOutOnce();
  try {
    const intent = await placeOrder(shop.send, shopper, { double: false, retry, timeoutMs: 300 });
    const truth = shop.truth();
    const record: CustomerRecord = {
      customer: shopper.name,
      intents: [intent],
      cart: [],
      history: truth.orders.map((o) => o.id),
    };
    return { intent, verdict: checkOrders([record], new Map([[shopper.name, truth]]))[0]! };
  } finally {
    await shop.close();
  }
}

describe("the order invariant", () => {
  test("passes a client that asks again with the same key after a timeout: one order", async () => {
    const { intent, verdict } = await placeAfterTimeout("same key");
    expect(intent).toMatchObject({ outcome: "placed", orderIds: [1] });
    expect(verdict.ok).toBe(true);
  });

  test("fails a client that places again blindly after a timeout: the first order is doubled", async () => {
    const { intent, verdict } = await placeAfterTimeout("blind");
    expect(intent).toMatchObject({ outcome: "placed", orderIds: [2] });
    expect(verdict.ok).toBe(false);
    expect(verdict.detail).toContain("order 1 exists but no client saw it placed");
  });

  const truth = (orders: number[], keys: [string, number | null][]): Map<string, CustomerTruth> =>
    new Map([["c", { orders: orders.map((id) => ({ id, status: 1 })), keys: new Map(keys), cart: [] }]]);
  const record = (intents: CustomerRecord["intents"], history: number[] | null): CustomerRecord[] => [
    { customer: "c", intents, cart: null, history },
  ];

  test("takes an unknown outcome either way when the history tells the truth", () => {
    const unknown = { customer: "c", key: "k1", outcome: "unknown" as const, orderIds: [] };
    // Made (its key's answer was never stored: the shop API died in between), or not made at all.
    expect(checkOrders(record([unknown], [7]), truth([7], [["k1", null]]))[0]!.ok).toBe(true);
    expect(checkOrders(record([unknown], []), truth([], []))[0]!.ok).toBe(true);
    expect(checkOrders(record([unknown], []), truth([7], [["k1", 7]]))[0]!.detail).toContain("history shows []");
    expect(checkOrders(record([unknown], null), truth([], []))[0]!.detail).toContain("never read");
  });

  test("fails an order its client was told had failed, and a double click answered with two orders", () => {
    const failed = { customer: "c", key: "k1", outcome: "failed" as const, orderIds: [] };
    expect(checkOrders(record([failed], [3]), truth([3], [["k1", 3]]))[0]!.detail).toContain("told it failed");
    const twice = { customer: "c", key: "k2", outcome: "placed" as const, orderIds: [4, 5] };
    expect(checkOrders(record([twice], [4, 5]), truth([4, 5], [["k2", 4]]))[0]!.detail).toContain(
      "answered orders 4, 5",
    );
    const answered = { customer: "c", key: "k3", outcome: "placed" as const, orderIds: [9] };
    expect(checkOrders(record([answered], []), truth([], []))[0]!.detail).toContain("does not exist");
  });
});

test("the cart invariant compares lines, quantities and selection, in any order", () => {
  const lines = [
    { product: "a", quantity: 2, finalize: true },
    { product: "b", quantity: 1, finalize: false },
  ];
  const held = (cart: typeof lines) => new Map([["c", { orders: [], keys: new Map(), cart }]]);
  const seen: CustomerRecord[] = [{ customer: "c", intents: [], cart: lines, history: [] }];
  expect(checkCarts(seen, held([...lines].reverse())).ok).toBe(true);
  expect(checkCarts(seen, held([lines[0]!, { ...lines[1]!, quantity: 2 }])).ok).toBe(false);
  expect(checkCarts(seen, held([lines[0]!])).ok).toBe(false);
});

const request = (over: Partial<RequestRecord>): RequestRecord => ({
  at: 1_000,
  ms: 50,
  kind: "home",
  method: "GET",
  path: "/",
  shop: "http://shop-1.localhost:5700",
  status: 200,
  retryAfter: false,
  stackTrace: false,
  edgeError: false,
  ...over,
});
const window = (kind: FaultWindow["kind"], start: number, end: number): FaultWindow => ({
  kind,
  start,
  end,
  recoveredAfterMs: end - start,
});

test("a 5xx is allowed only in a fault window, and there only as a 503 with Retry-After; a stack trace never", () => {
  const windows = [window("shop API killed", 10_000, 20_000)];
  const [outside, inside, traces] = checkErrors(
    [
      request({ at: 12_000, status: 503, retryAfter: true }),
      request({ at: 9_990, ms: 20, status: 503, retryAfter: true }),
    ],
    windows,
  );
  expect([outside!.ok, inside!.ok, traces!.ok]).toEqual([true, true, true]);
  expect(checkErrors([request({ at: 25_000, status: 500 })], windows)[0]!.ok).toBe(false);
  expect(checkErrors([request({ at: 12_000, status: 502 })], windows)[1]!.ok).toBe(false);
  expect(checkErrors([request({ at: 12_000, status: 503 })], windows)[1]!.ok).toBe(false);
  expect(checkErrors([request({ status: 404, stackTrace: true })], windows)[2]!.ok).toBe(false);
});

test("a rolling restart may drop no request: no reset and no error page of the edge's own", () => {
  const windows = [window("rolling restart", 10_000, 20_000), window("Varnish restarted", 30_000, 40_000)];
  expect(checkRollingRestarts([request({ at: 11_000 }), request({ at: 31_000, status: 0 })], windows).ok).toBe(true);
  expect(checkRollingRestarts([request({ at: 11_000, status: 0, error: "socket hang up" })], windows).ok).toBe(false);
  expect(checkRollingRestarts([request({ at: 11_000, status: 503, edgeError: true })], windows).ok).toBe(false);
});

describe("the memory invariant judges what a process holds on to after a full collection", () => {
  const MIN = 60_000;
  /** A process's RSS every 5 s and what it holds once a minute, for `minutes` from `from`. */
  const run = (
    pid: number,
    from: number,
    minutes: number,
    rssMb: (minute: number) => number,
    heldMbAt: (minute: number) => number,
    pageCacheMbAt: (minute: number) => number = () => 30,
  ): MemorySeries => ({
    rss: Array.from({ length: minutes * 12 }, (_, i) => ({
      at: from + i * 5_000,
      instance: "storefront a",
      pid,
      rssMb: rssMb((i * 5_000) / MIN),
    })),
    held: Array.from({ length: minutes - 1 }, (_, i) => {
      const heapUsedMb = heldMbAt(i + 1) - 40;
      return {
        at: from + (i + 1) * MIN + 20_000,
        instance: "storefront a",
        pid,
        rssMb: rssMb(i + 1),
        heapUsedMb,
        heapTotalMb: heapUsedMb * 1.4,
        externalMb: 40,
        arrayBuffersMb: 35,
        youngMb: 32,
        pageCacheMb: pageCacheMbAt(i + 1),
        gcMs: 60,
      };
    }),
  });
  const both = (...series: MemorySeries[]): MemorySeries => ({
    rss: series.flatMap((s) => s.rss),
    held: series.flatMap((s) => s.held),
  });
  // RSS as the 30-minute run saw it: up to about 500 MB, 150 MB lower while the shop API is slow (minutes
  // 12 to 14: less allocation, V8 shrinks its young generation), then up again, ending 20% above where it
  // was after the warm-up.
  const breathing = (m: number) => (m < 5 ? 300 + m * 20 : m >= 12 && m < 14 ? 330 : Math.min(500, 410 + (m - 5) * 5));

  test("passes a process whose RSS breathes with the allocation rate while what it holds stays flat", () => {
    const verdict = checkMemory(
      run(1, 0, 30, breathing, (m) => (m < 5 ? 100 + m * 10 : 150 + (m % 3))),
      [],
      5 * MIN,
      5 * MIN,
    );
    expect(verdict.ok).toBe(true);
    // RSS is shown beside it, with its highest.
    expect(verdict.detail).toMatch(
      /held outside the page cache 12\d → 12\d MB \(\d\.\d%\); with it 15\d → 15\d MB; RSS 4\d\d → 500 MB \(highest 500\)/,
    );
  });

  test("fails a leak: what the process holds grows steadily after the warm-up, whatever its RSS does", () => {
    const leak = run(1, 0, 30, breathing, (m) => 150 + m * 1.5);
    const verdict = checkMemory(leak, [], 5 * MIN, 5 * MIN);
    expect(verdict.ok).toBe(false);
    expect(verdict.detail).toContain("storefront a pid 1: held outside the page cache 132 → 159 MB (20.5%)");
    // Even with a flat RSS (the allocator had room to spare).
    expect(
      checkMemory(
        run(
          1,
          0,
          30,
          () => 450,
          (m) => 150 + m * 1.5,
        ),
        [],
        5 * MIN,
        5 * MIN,
      ).ok,
    ).toBe(false);
  });

  test("passes a page cache that fills towards its bound long after the warm-up, the rest flat", () => {
    const filling = (m: number) => Math.min(48, 10 + 1.5 * m);
    const verdict = checkMemory(
      run(1, 0, 30, breathing, (m) => 120 + filling(m), filling),
      [],
      5 * MIN,
      5 * MIN,
    );
    expect(verdict.ok).toBe(true);
    // Held with the cache grew by a quarter: shown, not judged.
    expect(verdict.detail).toContain("held outside the page cache 120 → 120 MB (0.0%); with it 142 → 168 MB");
  });

  test("leaves out what a process holds during a fault: requests held by a slow shop API are not a leak", () => {
    const slow = { kind: "shop API slow" as const, start: 24 * MIN, end: 30 * MIN, recoveredAfterMs: 6 * MIN };
    const series = run(1, 0, 30, breathing, (m) => (m >= 24 ? 190 : 150));
    expect(checkMemory(series, [slow], 5 * MIN, 5 * MIN).ok).toBe(true);
    expect(checkMemory(series, [], 5 * MIN, 5 * MIN).ok).toBe(false);
  });

  test("starts afresh with a restarted process, and shows a life too short after its warm-up without judging it", () => {
    // The second process holds less at first than the first one did: no growth of either.
    const restarted = both(
      run(
        1,
        0,
        15,
        () => 450,
        () => 160,
      ),
      run(2, 15 * MIN, 15, breathing, (m) => (m < 5 ? 100 + m * 8 : 140)),
    );
    expect(checkMemory(restarted, [], 5 * MIN, 5 * MIN).ok).toBe(true);
    const short = checkMemory(
      run(1, 0, 8, breathing, (m) => 150 + m * 5),
      [],
      5 * MIN,
      5 * MIN,
    );
    expect(short.ok).toBe(true);
    expect(short.detail).toContain("not judged");
  });
});

test("latency: each minute's p99 outside the faults within twice the first minute's", () => {
  const minute = (m: number, ms: number) =>
    Array.from({ length: 120 }, (_, i) => request({ at: m * 60_000 + i * 400, ms }));
  expect(checkLatency([...minute(0, 100), ...minute(1, 180)], []).verdict.ok).toBe(true);
  expect(checkLatency([...minute(0, 100), ...minute(1, 250)], []).verdict.ok).toBe(false);
  // Slow requests inside a fault window do not count.
  const windows = [window("shop API slow", 60_000, 120_000)];
  expect(checkLatency([...minute(0, 100), ...minute(1, 5_000)], []).verdict.ok).toBe(false);
  expect(checkLatency([...minute(0, 100), ...minute(1, 5_000), ...minute(2, 120)], windows).verdict.ok).toBe(true);
});

/** The lines the storefront's own logger writes, as the soak reads them from its output. */
function storefrontLines(write: (log: ReturnType<typeof createLogger>) => void): string[] {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  write(createLogger({ level: "warn", destination }));
  return lines;
}

test("error log lines: explained inside a fault window, not outside; info lines are not errors", () => {
  const [errorLine = "", warnLine = ""] = storefrontLines((log) => {
    log.error({ upstream: "shop-api" }, "shop-api call failed");
    log.warn("[redis] unavailable");
  });
  expect(isErrorLine("storefront-a", errorLine)).toBe(true);
  expect(isErrorLine("storefront-a", warnLine)).toBe(false);
  expect(isErrorLine("storefront-a", JSON.stringify({ level: 50, msg: "pino's numbered level" }))).toBe(true);
  expect(isErrorLine("shop-api", "Error: SQLITE_BUSY")).toBe(true);
  const windows = [window("Redis killed", 10_000, 20_000)];
  expect(checkLogs([{ at: 15_000, source: "storefront-a", line: errorLine }], windows).ok).toBe(true);
  expect(checkLogs([{ at: 25_000, source: "storefront-a", line: errorLine }], windows).ok).toBe(false);
});
