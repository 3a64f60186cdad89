import type { RequestRecord } from "./http";

export type FaultKind = "shop API killed" | "Redis killed" | "Varnish restarted" | "rolling restart" | "shop API slow";

/** A fault from its injection until the system was seen whole again, plus a margin for caches and probes. */
export type FaultWindow = { kind: FaultKind; start: number; end: number; recoveredAfterMs: number | null };

/** One place-order intent as its client saw it: one idempotency key, sent once or more (a double click). */
export type Intent = {
  customer: string;
  key: string;
  /** placed: the shop answered an order id; failed: refused for sure; unknown: no answer the client could trust. */
  outcome: "placed" | "failed" | "unknown";
  /** The order ids the answers named (two for a double click that was answered twice). */
  orderIds: number[];
};

/** A cart line as a customer saw it confirmed, and as the shop API's database holds it. */
export type Line = { product: string; quantity: number; finalize: boolean };

export type CustomerRecord = {
  customer: string;
  intents: Intent[];
  /** The cart as the customer last saw it confirmed (a write's answer or a read), null if never. */
  cart: Line[] | null;
  /** The order ids the order history showed at the end of the run. */
  history: number[] | null;
};

/** What the shop API's database holds for one customer. */
export type CustomerTruth = {
  /** Every order of the customer; `seeded` ones were there before the run (the demo's own). */
  orders: { id: number; status: number; seeded?: boolean }[];
  /** Idempotency key → the order its first accepted request made (null: the key made none). */
  keys: Map<string, number | null>;
  cart: Line[];
};

export type Verdict = { name: string; ok: boolean; detail: string };

const sortLines = (lines: Line[]) =>
  [...lines]
    .sort((a, b) => a.product.localeCompare(b.product))
    .map((l) => `${l.product}×${l.quantity}${l.finalize ? "✓" : ""}`);

/**
 * Every order a client saw placed exists exactly once; an order a client saw refused does not exist; an
 * outcome the client could not know is allowed either way, as long as the order history tells the truth.
 */
export function checkOrders(records: CustomerRecord[], truth: Map<string, CustomerTruth>): Verdict[] {
  const problems: string[] = [];
  let placed = 0;
  let unknown = 0;
  for (const record of records) {
    const db = truth.get(record.customer);
    if (!db) {
      problems.push(`${record.customer}: not in the shop API's database`);
      continue;
    }
    const placedOrders = db.orders.filter((o) => o.status !== 0);
    const exists = new Set(placedOrders.map((o) => o.id));
    const claimedBy = new Map<number, string>();
    const claim = (id: number, key: string) => {
      const other = claimedBy.get(id);
      if (other !== undefined && other !== key)
        problems.push(`${record.customer}: order ${id} answered to two intents`);
      claimedBy.set(id, key);
    };
    for (const intent of record.intents) {
      const made = db.keys.get(intent.key) ?? null;
      if (intent.outcome === "placed") {
        placed++;
        const ids = [...new Set(intent.orderIds)];
        if (ids.length > 1) problems.push(`${record.customer}: one intent answered orders ${ids.join(", ")}`);
        for (const id of ids) {
          if (!exists.has(id)) problems.push(`${record.customer}: order ${id} was answered but does not exist`);
          claim(id, intent.key);
        }
      } else if (intent.outcome === "failed") {
        if (made !== null && exists.has(made))
          problems.push(`${record.customer}: order ${made} exists though its client was told it failed`);
      } else {
        unknown++;
        if (made !== null) claim(made, intent.key);
      }
    }
    // A shop API killed between its order and the key's stored answer leaves a key without an order id:
    // such an order belongs to one of the customer's unknown outcomes, one order each at most.
    let unresolved = record.intents.filter(
      (i) => i.outcome === "unknown" && (db.keys.get(i.key) ?? null) === null,
    ).length;
    for (const order of placedOrders)
      if (!order.seeded && !claimedBy.has(order.id) && unresolved-- <= 0)
        problems.push(`${record.customer}: order ${order.id} exists but no client saw it placed (doubled?)`);
    if (record.history !== null) {
      const shown = [...record.history].sort((a, b) => a - b).join(",");
      const held = [...exists].sort((a, b) => a - b).join(",");
      if (shown !== held) problems.push(`${record.customer}: history shows [${shown}], the shop holds [${held}]`);
    } else if (record.intents.some((i) => i.outcome === "unknown"))
      problems.push(`${record.customer}: an unknown outcome, and the history was never read`);
  }
  return [
    {
      name: "orders exactly once (or not at all, or unknown with a true history)",
      ok: problems.length === 0,
      detail: problems.length ? problems.slice(0, 5).join("; ") : `${placed} placed, ${unknown} unknown, all accounted`,
    },
  ];
}

/** Every customer's cart in the shop API is the one they last saw confirmed. */
export function checkCarts(records: CustomerRecord[], truth: Map<string, CustomerTruth>): Verdict {
  const problems: string[] = [];
  for (const record of records) {
    if (record.cart === null) continue;
    const held = sortLines(truth.get(record.customer)?.cart ?? []).join(" ");
    const seen = sortLines(record.cart).join(" ");
    if (held !== seen) problems.push(`${record.customer}: saw [${seen}], the shop holds [${held}]`);
  }
  return {
    name: "each cart is what its customer last saw confirmed",
    ok: problems.length === 0,
    detail: problems.length ? problems.slice(0, 5).join("; ") : `${records.length} carts match`,
  };
}

const overlaps = (r: RequestRecord, w: { start: number; end: number }) => r.at <= w.end && r.at + r.ms >= w.start;

/** No 5xx outside a fault; inside one only 503 with Retry-After; never a stack trace. */
export function checkErrors(requests: RequestRecord[], windows: FaultWindow[]): Verdict[] {
  const outside: string[] = [];
  const inside: string[] = [];
  const traces = requests.filter((r) => r.stackTrace).map((r) => `${r.status} ${r.method} ${r.path}`);
  for (const r of requests) {
    if (r.status < 500) continue;
    // Whose answer it was: the edge's own page (no answer from an instance) or the storefront's.
    const line = `${r.status} ${r.method} ${r.path} at ${(r.at / 1000).toFixed(1)} s after ${Math.round(r.ms)} ms${r.edgeError ? " (the edge's page)" : ""}`;
    if (!windows.some((w) => overlaps(r, w))) outside.push(line);
    else if (r.status !== 503 || !r.retryAfter) inside.push(line);
  }
  return [
    { name: "no 5xx outside the fault windows", ok: outside.length === 0, detail: summary(outside) },
    { name: "inside them only 503 with Retry-After", ok: inside.length === 0, detail: summary(inside) },
    { name: "never a stack trace", ok: traces.length === 0, detail: summary(traces) },
  ];
}

/**
 * No request dropped by a SIGTERM: during a rolling restart every request is answered, by the
 * instance that drains or by the other (no reset connection, no error page of the edge's own).
 */
export function checkRollingRestarts(requests: RequestRecord[], windows: FaultWindow[]): Verdict {
  const rolling = windows.filter((w) => w.kind === "rolling restart");
  const others = windows.filter((w) => w.kind !== "rolling restart");
  const dropped = requests
    .filter((r) => rolling.some((w) => overlaps(r, w)) && !others.some((w) => overlaps(r, w)))
    .filter((r) => r.status === 0 || r.edgeError)
    .map((r) => `${r.status || r.error} ${r.method} ${r.path}`);
  const during = requests.filter((r) => rolling.some((w) => overlaps(r, w))).length;
  return {
    name: "no request dropped by a SIGTERM",
    ok: dropped.length === 0,
    detail: dropped.length ? summary(dropped) : `${during} requests during ${rolling.length} rolling restarts`,
  };
}

/** A storefront process's RSS, read from outside (/proc) every few seconds. */
export type MemorySample = { at: number; instance: string; pid: number; rssMb: number };

/**
 * What a storefront process holds on to, read inside it right after a full garbage collection
 * (bench/tenant-probe.mjs): V8's heap in use (live objects) and in all, `external` (memory outside
 * the heap that objects on it keep: Buffers and other array buffers, which `arrayBuffersMb` counts
 * alone), the young generation's size, and the RSS at that moment; `gcMs` is how long the collection
 * stood the process still.
 */
export type HeldSample = {
  at: number;
  instance: string;
  pid: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** The room V8 keeps for new objects (its young generation), which grows and shrinks with the allocation rate. */
  youngMb: number;
  /** What the page cache counts against its bound (SERVER_CACHE_MAX_MB), part of the held memory. */
  pageCacheMb: number;
  gcMs: number;
};

/** The memory a process holds on to: live objects on V8's heap and the memory outside it they keep (array buffers are in external). */
export const heldMb = (s: HeldSample) => s.heapUsedMb + s.externalMb;

/**
 * What the invariant judges: the held memory less what the page cache counts. The page cache fills
 * towards its bound (SERVER_CACHE_MAX_MB, tested on its own) for as long as new pages are asked for,
 * well past a warm-up over 200 shops; growth that is not the cache is what no bound holds.
 */
export const heldOutsideCacheMb = (s: HeldSample) => heldMb(s) - s.pageCacheMb;

/** What checkMemory reads: RSS every few seconds, and what each process holds after a full collection, now and then. */
export type MemorySeries = { rss: MemorySample[]; held: HeldSample[] };

/**
 * Each instance's memory after warm-up grows by less than `limit` (5%). "Memory" is what the process
 * holds on to: its live objects after a full garbage collection plus the memory outside V8's heap
 * they keep (heldMb), less what the bounded page cache counts (heldOutsideCacheMb), which a leak grows
 * and nothing else does. The held memory with the cache and RSS are shown beside it, not judged: RSS
 * also counts the room V8 and the allocator keep for garbage not yet collected, which follows the
 * allocation rate and the moment of the last collection, not what the process needs (RELIABILITY.md,
 * "Memory").
 *
 * Per process (a restart starts a new one), from its first sample: the samples after `warmupMs`,
 * outside the fault windows (a fault holds requests and their memory for its length); the median of
 * the first quarter (three at least) against the median of the last quarter. Judged when those
 * samples cover `judgedMs` or more; a shorter life is shown, not judged.
 */
export function checkMemory(
  series: MemorySeries,
  windows: FaultWindow[],
  warmupMs: number,
  judgedMs = 0,
  limit = 0.05,
): Verdict {
  const lines: string[] = [];
  let ok = true;
  const name = (s: { instance: string; pid: number }) => `${s.instance} pid ${s.pid}`;
  const firstSeen = new Map<string, number>();
  for (const s of [...series.rss, ...series.held])
    firstSeen.set(name(s), Math.min(firstSeen.get(name(s)) ?? Infinity, s.at));
  const quiet = (at: number) => !windows.some((w) => at >= w.start && at <= w.end);
  for (const id of new Set(series.held.map(name))) {
    const start = firstSeen.get(id)!;
    const after = <T extends { at: number; instance: string; pid: number }>(list: T[]) =>
      list.filter((s) => name(s) === id && s.at >= start + warmupMs && quiet(s.at)).sort((a, b) => a.at - b.at);
    const held = after(series.held);
    if (held.length < 2) continue;
    const judged = held.at(-1)!.at - held[0]!.at >= judgedMs && held.length >= 6;
    const k = Math.max(3, Math.ceil(held.length / 4));
    const base = median(held.slice(0, k).map(heldOutsideCacheMb));
    const end = median(held.slice(-k).map(heldOutsideCacheMb));
    const growth = (end - base) / base;
    const withCache = `${median(held.slice(0, k).map(heldMb)).toFixed(0)} → ${median(held.slice(-k).map(heldMb)).toFixed(0)} MB`;
    if (judged && growth >= limit) ok = false;
    // RSS over the same stretch, from the frequent samples, for the record.
    const rss = after(series.rss);
    const rssK = Math.max(3, Math.ceil(rss.length / 4));
    const rssText = rss.length
      ? `; RSS ${median(rss.slice(0, rssK).map((s) => s.rssMb)).toFixed(0)} → ${median(rss.slice(-rssK).map((s) => s.rssMb)).toFixed(0)} MB (highest ${Math.max(...rss.map((s) => s.rssMb)).toFixed(0)})`
      : "";
    lines.push(
      `${id}: held outside the page cache ${base.toFixed(0)} → ${end.toFixed(0)} MB (${(growth * 100).toFixed(1)}%${judged ? "" : ", not judged"}); with it ${withCache}${rssText}`,
    );
  }
  return {
    name: `memory held after warm-up (heap after a full GC + external, less the page cache) grows < ${limit * 100}%`,
    ok,
    detail: lines.length ? lines.join("; ") : "no process lived past its warm-up long enough to show",
  };
}

/** A minute with fewer requests outside the faults has no p99 worth judging. */
const MIN_MINUTE_SAMPLES = 100;

/** p99 latency of each minute outside the fault windows is at most `factor` times the first minute's. */
export function checkLatency(
  requests: RequestRecord[],
  windows: FaultWindow[],
  factor = 2,
): { verdict: Verdict; minutes: { minute: number; count: number; p99: number }[] } {
  const clean = requests.filter((r) => r.status > 0 && !windows.some((w) => overlaps(r, w)));
  const byMinute = new Map<number, number[]>();
  for (const r of clean)
    byMinute.set(Math.floor(r.at / 60_000), [...(byMinute.get(Math.floor(r.at / 60_000)) ?? []), r.ms]);
  const minutes = [...byMinute]
    .filter(([, list]) => list.length >= MIN_MINUTE_SAMPLES)
    .sort(([a], [b]) => a - b)
    .map(([minute, list]) => ({ minute, count: list.length, p99: percentile(list, 99) }));
  const first = minutes[0];
  const slow = first ? minutes.filter((m) => m.p99 > factor * first.p99) : [];
  return {
    minutes,
    verdict: {
      name: `p99 per minute outside faults ≤ ${factor}x the first minute's`,
      ok: first !== undefined && slow.length === 0,
      detail: !first
        ? `no minute had ${MIN_MINUTE_SAMPLES} requests outside the faults`
        : slow.length
          ? `first ${first.p99.toFixed(0)} ms; ${slow.map((m) => `minute ${m.minute + 1}: ${m.p99.toFixed(0)} ms`).join(", ")}`
          : `first ${first.p99.toFixed(0)} ms, worst ${Math.max(...minutes.map((m) => m.p99)).toFixed(0)} ms`,
    },
  };
}

/** An error line a server logged is explained when it falls in a fault window. */
export function checkLogs(errors: { at: number; source: string; line: string }[], windows: FaultWindow[]): Verdict {
  const unexplained = errors.filter((e) => !windows.some((w) => e.at >= w.start && e.at <= w.end));
  return {
    name: "no error log line the faults do not explain",
    ok: unexplained.length === 0,
    detail: unexplained.length
      ? summary(unexplained.map((e) => `${e.source} at ${(e.at / 1000).toFixed(1)} s: ${gist(e.line)}`))
      : `${errors.length} error lines, all in fault windows`,
  };
}

/** What a log line says: a JSON line's message and the call or error it names, without times and ids. */
const SAID = ["msg", "method", "path", "status", "outcome", "duration_ms", "detail", "err"];
function gist(line: string): string {
  try {
    const fields = JSON.parse(line) as Record<string, unknown>;
    return SAID.filter((key) => fields[key] !== undefined)
      .map((key) => `${key}=${JSON.stringify(fields[key])}`)
      .join(" ")
      .slice(0, 300);
  } catch {
    return line.slice(0, 160);
  }
}

/** A storefront JSON log line at error level or above, or a shop API line that says it failed. */
export function isErrorLine(source: string, line: string): boolean {
  if (line.startsWith("{")) {
    try {
      // The storefront's logger writes the level's name (lib/ops/logger.server.mjs); pino's default is its number.
      const { level } = JSON.parse(line) as { level?: unknown };
      return typeof level === "number" ? level >= 50 : level === "error" || level === "fatal";
    } catch {
      return false;
    }
  }
  if (source === "varnish") return false;
  return /\b(ERROR|Error:|FATAL|Unhandled|uncaught)/.test(line);
}

function summary(lines: string[]): string {
  if (lines.length === 0) return "none";
  return `${lines.length}: ${lines.slice(0, 4).join("; ")}${lines.length > 4 ? "; …" : ""}`;
}

function median(values: number[]): number {
  return percentile(values, 50);
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
