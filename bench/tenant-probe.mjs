// Loaded into the storefront's server by the tenant bench and the soak (`node --import
// ./bench/tenant-probe.mjs server.mjs`), never by `npm start`: a tiny HTTP server on
// 127.0.0.1:BENCH_PROBE_PORT that answers what a runner cannot see from outside, the process's memory
// and its page cache's entries and bytes. `GET /?gc=1` first makes a full garbage collection when the
// server runs with --expose-gc, and answers how long that pause took (`gcMs`); `GET /?snapshot=1`
// writes a heap snapshot into BENCH_PROBE_SNAPSHOT_DIR (the system's temporary directory) and answers
// its file.
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getHeapSpaceStatistics, writeHeapSnapshot } from "node:v8";
import { metricsSlot, pageCacheSlot } from "../lib/ops/process-shared.mjs";

// Where @opentelemetry/api (1.x, Next's bundled copy too) keeps what was registered: a tracer provider sits under `trace`.
const OTEL_API = Symbol.for("opentelemetry.js.api.1");

/** What of the operations telemetry runs in this process: a registered tracer provider (the SDK), the metrics recorder. */
function telemetry() {
  return { tracerProvider: Boolean(globalThis[OTEL_API]?.trace), metrics: metricsSlot.get() !== null };
}

function pageCacheStats() {
  const cache = pageCacheSlot.get();
  const memory = cache?.memory;
  if (!memory) return null;
  /**
   * Bytes by kind of entry (APP_PAGE, FETCH, …) and by part as kept (a packed part at its packed
   * size), and `backing`: the whole ArrayBuffers those bytes keep alive (a Buffer may be a view
   * into a larger one), each counted once.
   */
  const kinds = {};
  const backing = new Set();
  const keep = (buffer) => {
    if (buffer?.buffer instanceof ArrayBuffer) backing.add(buffer.buffer);
    return buffer?.length ?? 0;
  };
  for (const entry of memory.entries.values()) {
    const value = entry.value ?? {};
    const kind = (kinds[value.kind ?? "none"] ??= { entries: 0, bytes: 0, html: 0, rsc: 0, segments: 0 });
    kind.entries += 1;
    kind.bytes += entry.size;
    if (typeof value.html === "string") kind.html += value.html.length;
    else if (value.html?.bytes) kind.html += keep(value.html.bytes);
    // A page kept as its gzip answer (PackedPage): its own parts; the shared stylesheet's are not the page's.
    else if (Array.isArray(value.html?.parts))
      value.html.parts.forEach((part, i) => (kind.html += i % 2 === 0 ? keep(part) : 0));
    if (value.rscData) kind.rsc += keep(value.rscData);
    if (value.segmentData instanceof Map)
      for (const buffer of Map.prototype.values.call(value.segmentData)) kind.segments += keep(buffer);
  }
  let backingBytes = 0;
  for (const arrayBuffer of backing) backingBytes += arrayBuffer.byteLength;
  return { entries: memory.entries.size, bytes: memory.bytes, maxBytes: memory.maxBytes, kinds, backingBytes };
}

/** One page entry laid out: its key, the sizes of its parts, and which segments repeat the RSC payload. */
function inspect(response) {
  const memory = pageCacheSlot.get()?.memory;
  const found = [...(memory?.entries ?? [])].find(([, entry]) => entry.value?.kind === "APP_PAGE");
  const [key, entry] = found ?? [];
  const value = entry?.value ?? {};
  const rsc = value.rscData ? Buffer.from(value.rscData) : null;
  const segments = value.segmentData instanceof Map ? [...value.segmentData] : [];
  response.writeHead(200, { "content-type": "application/json" });
  response.end(
    JSON.stringify({
      key,
      size: entry?.size,
      tags: entry?.tags,
      fields: Object.keys(value),
      html: value.html?.length,
      rsc: rsc?.length,
      htmlHasRsc: rsc ? value.html.includes(rsc.subarray(0, 200).toString("latin1")) : null,
      segments: segments.map(([path, buffer]) => ({
        path,
        bytes: buffer.length,
        sameAsRsc: rsc?.equals(Buffer.from(buffer)),
      })),
    }),
  );
}

/** A heap snapshot of the process (the process stands still while it is written: seconds). */
function snapshot(response) {
  const started = performance.now();
  const file = writeHeapSnapshot(
    join(process.env.BENCH_PROBE_SNAPSHOT_DIR || tmpdir(), `storefront-${process.pid}-${Date.now()}.heapsnapshot`),
  );
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ pid: process.pid, file, ms: performance.now() - started }));
}

const port = Number(process.env.BENCH_PROBE_PORT);
if (Number.isInteger(port) && port > 0) {
  const server = createServer((request, response) => {
    if (request.url?.includes("snapshot=1")) return snapshot(response);
    let gcMs = null;
    if (request.url?.includes("gc=1") && typeof globalThis.gc === "function") {
      const started = performance.now();
      globalThis.gc();
      gcMs = performance.now() - started;
    }
    if (request.url?.includes("inspect=1")) return inspect(response);
    const memory = process.memoryUsage();
    response.writeHead(200, { "content-type": "application/json" });
    // Each V8 space's size and use: which one a growing heap grows in.
    const spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        { size: space.space_size, used: space.space_used_size },
      ]),
    );
    response.end(
      JSON.stringify({ pid: process.pid, gcMs, memory, spaces, pageCache: pageCacheStats(), telemetry: telemetry() }),
    );
  });
  server.unref();
  // A probe that cannot listen says so and leaves the server it was loaded into running.
  server.on("error", (error) => process.stderr.write(`tenant-probe: ${error.message}\n`));
  server.listen(port, "127.0.0.1");
}
