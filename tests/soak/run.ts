/**
 * `npm run soak`: the whole system under a shopper's mix while its parts fail and come back. Starts the
 * reference shop API (temporary database, SOAK_SHOPS shops, default 200), Redis, two storefront
 * instances of one build behind Varnish (tests/soak/stack.ts), drives anonymous browsers, signed-in
 * customers and admin edits (driver.ts) for SOAK_MINUTES (default 30), injects each fault kind several
 * times (faults.ts), then checks the invariants against the shop API's database and what the clients
 * saw (invariants.ts), prints the tables (report.ts) and exits 1 when one fails.
 *
 * SOAK_SEED (default 1) repeats a run's mix and fault order; SOAK_PORT_BASE (5700: Varnish, then the two
 * instances and the shop API, 7 ports in all); SOAK_KEEP=1 keeps the logs and database; SOAK_JSON=file
 * writes every figure; SOAK_HEAP_SNAPSHOTS=1 writes heap snapshots of both instances at the end of the
 * warm-up and at the end (each stands the instance still for seconds: for finding a leak, not for a run
 * of record).
 * Needs `npm run build`, redis-server, varnish and varnish-modules.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { stopOnSignal } from "../support/stop-on-signal";
import { browse, customer, editedPrice, random, type Catalogue } from "./driver";
import { FAULT_KINDS, inject, planFaults } from "./faults";
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
  percentile,
  type CustomerTruth,
  type FaultWindow,
  type HeldSample,
  type MemorySample,
  type Verdict,
} from "./invariants";
import { faultTable, heldTable, invariantTable, mixTable, table } from "./report";
import { startStack, type Stack } from "./stack";

const root = resolve(__dirname, "..", "..");
const number = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === "" ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return value;
};
const minutes = number("SOAK_MINUTES", 30);
const seed = number("SOAK_SEED", 1);
const shopCount = Math.round(number("SOAK_SHOPS", 200));
const basePort = Math.round(number("SOAK_PORT_BASE", 5700));
const short = minutes < 10;
const runMs = minutes * 60_000;
/** The first minute has no fault: it is the latency baseline, and the caches' warm-up. */
const BASELINE_MS = 60_000;
const times = { outageMs: short ? 3_000 : 10_000, slowMs: short ? 15_000 : 60_000, slowDelayMs: 5_000 };

const dir = mkdtempSync(join(tmpdir(), "storefront-soak-"));
let t0 = Date.now();
const now = () => Date.now() - t0;
let stack: Stack | null = null;

async function cleanUp() {
  await stack?.stop();
  if (process.env.SOAK_KEEP === "1") console.log(`soak: logs and database kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
stopOnSignal(cleanUp);

const log = (message: string) => console.log(`soak ${(now() / 1000).toFixed(0).padStart(5)} s: ${message}`);

async function apiJson<T>(apiUrl: string, path: string, shop: string): Promise<T> {
  const response = await fetch(
    `${apiUrl}${path}${path.includes("?") ? "&" : "?"}site_url=${encodeURIComponent(shop)}`,
    {
      signal: AbortSignal.timeout(15_000),
    },
  );
  if (!response.ok) throw new Error(`shop API ${path} for ${shop}: ${response.status}`);
  return (await response.json()) as T;
}

async function catalogueOf(apiUrl: string, shop: string): Promise<Catalogue> {
  const [latest, attributes, blogs] = await Promise.all([
    apiJson<{ data: { uuid: string; status: number; stock?: number }[] }>(apiUrl, "/api/ecom-our-latest-product", shop),
    apiJson<{ data: { is_header_attr: number; fk_column_name: string; setting_id: number }[] }>(
      apiUrl,
      "/api/site-attribute",
      shop,
    ),
    apiJson<{ data: { blog_id: number }[] }>(apiUrl, "/api/blogs", shop),
  ]);
  return {
    shop,
    products: latest.data.filter((p) => p.status === 1).map((p) => p.uuid),
    categories: attributes.data
      .filter((a) => a.is_header_attr === 1)
      .map((a) => `/catagory/${encodeURIComponent(a.fk_column_name)}/${a.setting_id}`),
    blogs: (blogs.data ?? []).map((b) => b.blog_id),
  };
}

/** Runs `task` over `items`, `width` at a time. */
async function pool<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!);
      }
    }),
  );
  return results;
}

/** The newest order before the run: the demo seeds some for every customer. */
function lastOrderId(dbPath: string): number {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    return (db.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM sale_orders").get() as { id: number }).id;
  } finally {
    db.close();
  }
}

/** What the shop API's own database holds for each demo customer: orders, placement keys, cart lines. */
function readTruth(dbPath: string, seededUpTo: number): Map<string, CustomerTruth> {
  const db = new DatabaseSync(dbPath, { readOnly: true });
  try {
    const truth = new Map<string, CustomerTruth>();
    const customers = db
      .prepare(
        "SELECT c.id, s.origin FROM customers c JOIN shops s ON s.id = c.shop_id WHERE c.email = 'demo@example.com'",
      )
      .all() as { id: number; origin: string }[];
    for (const { id, origin } of customers) {
      const orders = (
        db.prepare("SELECT id, status FROM sale_orders WHERE customer_id = ?").all(id) as {
          id: number;
          status: number;
        }[]
      ).map((o) => ({ ...o, seeded: o.id <= seededUpTo }));
      const keys = new Map<string, number | null>();
      for (const row of db.prepare("SELECT key, body FROM idempotency_keys WHERE customer_id = ?").all(id) as {
        key: string;
        body: string | null;
      }[]) {
        let orderId: number | null = null;
        try {
          orderId = (JSON.parse(row.body ?? "null") as { order_id?: number } | null)?.order_id ?? null;
        } catch {
          orderId = null;
        }
        keys.set(row.key, orderId);
      }
      const cart = (
        db
          .prepare(
            "SELECT i.uuid AS product, l.quantity, l.finalize FROM cart_lines l JOIN items i ON i.id = l.item_id WHERE l.customer_id = ?",
          )
          .all(id) as { product: string; quantity: number; finalize: number }[]
      ).map((l) => ({ product: l.product, quantity: l.quantity, finalize: l.finalize === 1 }));
      truth.set(`demo@${new URL(origin).hostname}`, { orders, keys, cart });
    }
    return truth;
  } finally {
    db.close();
  }
}

function adminEdit(apiUrl: string, serverKey: string, shop: string, product: string, price: string): Promise<number> {
  return new Promise((done) => {
    const child = spawn(
      join(root, "node_modules", ".bin", "tsx"),
      ["packages/shop-api/src/admin-cli.ts", "product", product, "--price", price, "--site-url", shop, "--api", apiUrl],
      { cwd: root, stdio: "ignore", env: { ...process.env, SHOP_API_SERVER_KEY: serverKey } },
    );
    child.once("exit", (code) => done(code ?? 1));
    child.once("error", () => done(1));
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const CUSTOMERS = 8;

async function restock(apiUrl: string, serverKey: string, shop: string, product: string): Promise<void> {
  const response = await fetch(`${apiUrl}/api/admin/products/${product}?site_url=${encodeURIComponent(shop)}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", "x-shop-server-key": serverKey },
    body: JSON.stringify({ stock: 100_000 }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`restocking ${product} of ${shop}: ${response.status}`);
}

async function main(): Promise<number> {
  if (!existsSync(join(root, ".next", "BUILD_ID"))) throw new Error("No storefront build: run `npm run build` first.");
  const loadBefore = loadavg();
  const rnd = random(seed);
  log(`${minutes} min, seed ${seed}, ${shopCount} shops, ports from ${basePort}; starting the stack`);
  stack = await startStack({ root, dir, now, basePort, shops: shopCount });
  const s = stack;
  const catalogues = await pool(s.shops, 8, (shop) => catalogueOf(s.apiUrl, shop));
  // The customers' shops get stock for a whole run of orders: a sold-out cart would only be refused.
  await pool(
    catalogues.slice(0, CUSTOMERS).flatMap((c) => c.products.map((product) => ({ shop: c.shop, product }))),
    4,
    ({ shop, product }) => restock(s.apiUrl, s.serverKey, shop, product),
  );
  log(`stack ready, ${catalogues.length} shops read; traffic starts`);

  const seededUpTo = lastOrderId(join(dir, "shop.db"));
  const requests: RequestRecord[] = [];
  t0 = Date.now();
  const client = createClient(s.edgePort, now, (r) => requests.push(r));
  const windows: FaultWindow[] = [];
  const memory: MemorySample[] = [];
  const held: HeldSample[] = [];
  const snapshots: string[] = [];
  /** A fault is in progress until this moment (the end of its window). */
  let faultUntil = 0;
  const edits = { ok: 0, failed: 0 };
  let running = true;

  const plan = planFaults(rnd, short ? 1 : Math.max(2, Math.floor((minutes - 2) / 9)), BASELINE_MS, runMs - 30_000);
  const faults = (async () => {
    for (const { kind, at } of plan) {
      // Never within the last fault's window: each window is one fault's alone.
      const wait = Math.max(at, windows.at(-1)?.end ?? 0) - now();
      if (wait > 0) await pause(wait);
      log(`fault: ${kind}`);
      faultUntil = Infinity;
      const window = await inject(s, kind, times, now);
      faultUntil = window.end;
      log(`recovered from ${kind} after ${((window.recoveredAfterMs ?? 0) / 1000).toFixed(1)} s`);
      windows.push(window);
    }
  })();

  const anonymous = Array.from({ length: 4 }, async (_, i) => {
    const own = random(seed * 1000 + i);
    while (running) {
      await browse(client.send, own.pick(catalogues), own);
      await pause(150 + own.int(0, 299));
    }
  });
  const customers = catalogues.slice(0, CUSTOMERS).map((c, i) => customer(client.send, c, random(seed * 2000 + i)));
  const shoppers = customers.map(async (c, i) => {
    const own = random(seed * 3000 + i);
    while (running) {
      await c.step();
      await pause(200 + own.int(0, 499));
    }
  });
  const editor = (async () => {
    const own = random(seed * 4000);
    while (running) {
      await pause(short ? 8_000 : 20_000);
      const c = own.pick(catalogues);
      const code = await adminEdit(s.apiUrl, s.serverKey, c.shop, own.pick(c.products), editedPrice(own));
      if (code === 0) edits.ok++;
      else edits.failed++;
    }
  })();
  const loadByMinute = new Map<number, number>();
  const sampler = (async () => {
    while (running) {
      const minute = Math.floor(now() / 60_000);
      loadByMinute.set(minute, Math.max(loadByMinute.get(minute) ?? 0, loadavg()[0]!));
      s.storePids().forEach((pid, i) => {
        try {
          const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
          if (kb > 0) memory.push({ at: now(), instance: `storefront ${"ab"[i]}`, pid, rssMb: kb / 1024 });
        } catch {
          // restarting
        }
      });
      await pause(5_000);
    }
  })();

  const heldSample = async (i: 0 | 1) => {
    const answer = await s.memoryOf(i, true);
    if (!answer) return;
    const mb = (bytes: number) => bytes / 1024 / 1024;
    held.push({
      at: now(),
      instance: `storefront ${"ab"[i]}`,
      pid: answer.pid,
      rssMb: mb(answer.memory.rss),
      heapUsedMb: mb(answer.memory.heapUsed),
      heapTotalMb: mb(answer.memory.heapTotal),
      externalMb: mb(answer.memory.external),
      arrayBuffersMb: mb(answer.memory.arrayBuffers),
      youngMb: mb(answer.spaces.new_space?.size ?? 0),
      pageCacheMb: mb(answer.pageCache?.bytes ?? 0),
      gcMs: answer.gcMs ?? NaN,
    });
  };
  const snapshot = async (i: 0 | 1) => {
    const file = await s.heapSnapshot(i);
    if (file) snapshots.push(file);
    log(`heap snapshot of storefront ${"ab"[i]}: ${file ?? "none (no answer)"}`);
  };
  // What each instance holds, read inside it after a full garbage collection, about once a minute each:
  // never in the first minute (the latency baseline), never during a fault (a sample due then waits for
  // its end), and never both instances within 20 s of each other (a collection stands an instance still).
  // SOAK_HEAP_SNAPSHOTS=1 writes a heap snapshot of each instead of its first sample after the 5-minute
  // warm-up, and of both at the end of the traffic.
  const heapSnapshots = process.env.SOAK_HEAP_SNAPSHOTS === "1";
  const heldSampler = (async () => {
    const last = [-Infinity, -Infinity];
    const snapped = [false, false];
    let lastAny = -Infinity;
    while (running) {
      await pause(2_000);
      const i = last[0]! <= last[1]! ? 0 : 1;
      if (now() < BASELINE_MS + 5_000 || now() < faultUntil || now() - lastAny < 20_000 || now() - last[i]! < 60_000)
        continue;
      last[i] = lastAny = now();
      if (heapSnapshots && !snapped[i] && now() >= 5 * 60_000) {
        snapped[i] = true;
        await snapshot(i);
      } else await heldSample(i);
    }
  })();

  // The run lasts SOAK_MINUTES, or until the last fault has recovered and a quiet stretch followed it.
  await pause(runMs);
  await faults;
  const quiet = (windows.at(-1)?.end ?? 0) + 10_000 - now();
  if (quiet > 0) await pause(quiet);
  running = false;
  await Promise.all([...anonymous, ...shoppers, editor, sampler, heldSampler]);
  const trafficMs = now();
  log(`traffic stopped after ${(trafficMs / 1000).toFixed(0)} s; customers settle`);
  if (heapSnapshots) for (const i of [0, 1] as const) await snapshot(i);
  await s.allReady();
  await Promise.all(customers.map((c) => c.settle()));
  client.close();

  const truth = readTruth(join(dir, "shop.db"), seededUpTo);
  const records = customers.map((c) => c.record);
  const traffic = requests.filter((r) => r.at < trafficMs);
  const latency = checkLatency(
    traffic.filter((r) => !r.kind.startsWith("cart") && r.kind !== "place" && r.kind !== "sign in"),
    windows,
  );
  const verdicts: Verdict[] = [
    ...checkOrders(records, truth),
    checkCarts(records, truth),
    ...checkErrors(requests, windows),
    checkRollingRestarts(requests, windows),
    // Judged over 5 minutes or more after a 5-minute warm-up: a 2-minute run shows its figures only.
    checkMemory({ rss: memory, held }, windows, short ? 45_000 : 5 * 60_000, 5 * 60_000),
    latency.verdict,
    checkLogs(
      s.logs.filter((l) => isErrorLine(l.source, l.line)),
      windows,
    ),
  ];
  const loadAfter = loadavg();

  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, load ${loadBefore.map((l) => l.toFixed(2)).join(" ")} before, ${loadAfter.map((l) => l.toFixed(2)).join(" ")} after`;
  console.log(
    `\nSoak: ${minutes} min (traffic ${(trafficMs / 60_000).toFixed(1)} min), seed ${seed}, ${shopCount} shops; ${machine}`,
  );
  console.log(
    `${requests.length} requests, ${records.length} customers, admin edits ${edits.ok} ok / ${edits.failed} failed\n`,
  );
  console.log(faultTable(FAULT_KINDS, windows, requests));
  console.log();
  console.log(invariantTable(verdicts));
  console.log();
  console.log(mixTable(requests, percentile));
  console.log();
  console.log(
    table(
      ["minute", "requests outside faults", "p99 ms", "load (highest 1-min average)"],
      latency.minutes.map((m) => [
        String(m.minute + 1),
        String(m.count),
        m.p99.toFixed(0),
        (loadByMinute.get(m.minute) ?? 0).toFixed(1),
      ]),
    ),
  );
  console.log();
  console.log(heldTable(held));
  if (snapshots.length) console.log(`\nHeap snapshots (kept with SOAK_KEEP=1):\n${snapshots.join("\n")}`);
  if (process.env.SOAK_JSON)
    writeFileSync(
      process.env.SOAK_JSON,
      JSON.stringify(
        {
          ...{
            minutes,
            seed,
            shopCount,
            machine,
            windows,
            verdicts,
            memory,
            held,
            latency: latency.minutes,
            edits,
            records,
          },
          failures: requests.filter((r) => r.status === 0 || r.status >= 500),
        },
        null,
        2,
      ),
    );
  return verdicts.every((v) => v.ok) ? 0 : 1;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    await cleanUp();
    process.exit(1);
  });
