/**
 * `npm run bench:api`: latency of the catalogue calls the storefront makes on every page — theme,
 * a filtered products page, product detail — against the reference API on a fresh seeded database.
 * The server runs in its own process; requests go over loopback with keep-alive. Each call is warmed
 * up, then measured sequentially (one request at a time) and with a few requests in flight. Counts and
 * time are bounded. Prints median and p99 and writes them to BENCHMARKS.md
 * ("Shop API catalogue latency"). Target: a median under 5 ms per call.
 */
import { cpus, loadavg } from "node:os";
import { resolve } from "node:path";
import { createClient, type Call, type Client } from "./http-client";
import { writeSection } from "./report";
import { startServerProcess } from "./server-process";
import { summarize, type Summary } from "./stats";

const ORIGIN = "http://localhost:3000";
const SITE = `site_url=${encodeURIComponent(ORIGIN)}`;
const WARMUP = 300;
const SEQUENTIAL = 2000;
const CONCURRENT = 4000;
const IN_FLIGHT = 8;
const PHASE_TIME_CAP_MS = 20_000;
const TARGET_MEDIAN_MS = 5;

type Measured = { samples: number[]; wallMs: number };

/** Sends `count` requests (cycling through `calls`) with `inFlight` workers; stops early at the time cap. */
async function measure(client: Client, calls: readonly Call[], count: number, inFlight: number): Promise<Measured> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && performance.now() - started < PHASE_TIME_CAP_MS) {
      const call = calls[next++ % calls.length]!;
      const res = await client.send(call);
      if (res.status !== 200)
        throw new Error(`${call.method} ${call.path} answered ${res.status}: ${res.body.slice(0, 200)}`);
      samples.push(res.ms);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { samples, wallMs: performance.now() - started };
}

/** The three calls, with real ids read from the API itself. */
async function catalogueCalls(client: Client): Promise<{ name: string; calls: Call[] }[]> {
  const attributes = JSON.parse((await client.send({ method: "GET", path: `/api/site-attribute?${SITE}` })).body) as {
    data: { setting_id: number; field_type: string }[];
  };
  const category = attributes.data.find((a) => a.field_type === "select");
  if (!category) throw new Error("no category group seeded");
  const listing = JSON.parse(
    (await client.send({ method: "POST", path: `/api/products?${SITE}&page=1`, body: "{}" })).body,
  ) as {
    data: { data: { uuid: string }[] };
  };
  const uuids = listing.data.data.map((i) => i.uuid);
  if (uuids.length === 0) throw new Error("no products seeded");
  const filter = JSON.stringify({
    attribute: category.setting_id,
    price: { min: 0, max: 400 },
    discount: { min: 0, max: 50 },
  });
  return [
    { name: "Theme `GET /api/gym-theme`", calls: [{ method: "GET", path: `/api/gym-theme?${SITE}` }] },
    {
      name: "Products page `POST /api/products` (category + price + discount filter)",
      calls: [1, 2].map((page) => ({ method: "POST", path: `/api/products?${SITE}&page=${page}`, body: filter })),
    },
    {
      name: "Product detail `GET /api/product/{uuid}`",
      calls: uuids.map((uuid) => ({ method: "GET", path: `/api/product/${uuid}?${SITE}` })),
    },
  ];
}

const ms = (v: number) => v.toFixed(2);

function table(rows: { name: string; sequential: Summary; concurrent: Summary; rps: number }[]): string {
  const lines = [
    `| Call | Sequential median | Sequential p99 | ${IN_FLIGHT} in flight: median | ${IN_FLIGHT} in flight: p99 | Throughput (${IN_FLIGHT} in flight) |`,
    "|---|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${ms(r.sequential.median)} ms | ${ms(r.sequential.p99)} ms | ${ms(r.concurrent.median)} ms | ${ms(r.concurrent.p99)} ms | ${Math.round(r.rps)} req/s |`,
    ),
  ];
  return lines.join("\n");
}

async function main(): Promise<void> {
  // Other work on the machine shows up in the tail latencies: record how busy it was.
  const loadAtStart = loadavg()[0] ?? 0;
  const server = await startServerProcess();
  const client = createClient(server.url, IN_FLIGHT);
  try {
    const rows: { name: string; sequential: Summary; concurrent: Summary; rps: number }[] = [];
    for (const { name, calls } of await catalogueCalls(client)) {
      await measure(client, calls, WARMUP, 1);
      const sequential = await measure(client, calls, SEQUENTIAL, 1);
      const concurrent = await measure(client, calls, CONCURRENT, IN_FLIGHT);
      rows.push({
        name,
        sequential: summarize(sequential.samples),
        concurrent: summarize(concurrent.samples),
        rps: (concurrent.samples.length / concurrent.wallMs) * 1000,
      });
      const last = rows[rows.length - 1]!;
      console.log(
        `${name}: median ${ms(last.sequential.median)} ms, p99 ${ms(last.sequential.p99)} ms (sequential, n=${last.sequential.count}); ` +
          `median ${ms(last.concurrent.median)} ms, p99 ${ms(last.concurrent.p99)} ms (${IN_FLIGHT} in flight, n=${last.concurrent.count})`,
      );
    }

    const slow = rows.filter((r) => r.sequential.median >= TARGET_MEDIAN_MS);
    const cpu = cpus();
    const body = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:api\` (bench/shop-api/catalogue.ts) on this machine: ` +
        `${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"}), Node ${process.version}; ` +
        `1-minute load average ${loadAtStart.toFixed(1)} at the start` +
        (loadAtStart > cpu.length / 2 ? " (other processes were busy: expect inflated p99 figures)." : "."),
      "",
      `The reference API runs in its own process on a fresh seeded database (64 products per shop), request log on; the client ` +
        `sends keep-alive HTTP over loopback from another process on the same machine, so client and server share the CPU. ` +
        `Per call: ${WARMUP} warm-up requests, then ${SEQUENTIAL} sequential requests and ${CONCURRENT} with ${IN_FLIGHT} in flight ` +
        `(each phase capped at ${PHASE_TIME_CAP_MS / 1000} s). Latency is from sending the request to the last byte of the answer.`,
      "",
      `**Target: median under ${TARGET_MEDIAN_MS} ms per call** (sequential). ` +
        (slow.length === 0 ? "Met by every call." : `Not met by: ${slow.map((r) => r.name).join(", ")}.`),
      "",
      table(rows),
      "",
      `With ${IN_FLIGHT} requests in flight the latency includes queueing behind the other requests on a single event loop; ` +
        "compare runs on the same machine, not absolute figures across machines.",
    ].join("\n");
    writeSection(resolve(__dirname, "..", "..", "BENCHMARKS.md"), "Shop API catalogue latency", body);
    console.log('Written to BENCHMARKS.md (section "Shop API catalogue latency").');
    if (slow.length > 0) process.exitCode = 1;
  } finally {
    client.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
