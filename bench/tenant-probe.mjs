// Loaded into the storefront's server by the tenant bench (`node --import ./bench/tenant-probe.mjs
// server.mjs`), never by `npm start`: a tiny HTTP server on 127.0.0.1:BENCH_PROBE_PORT that answers
// what the bench cannot see from outside, the process's memory and its page cache's entries and bytes.
// `GET /?gc=1` collects garbage first when the server runs with --expose-gc.
import { createServer } from "node:http";

const PAGE_CACHE = Symbol.for("storefront.page-cache"); // lib/page-cache/rejected-answers.mjs registers it

function pageCacheStats() {
  const cache = globalThis[PAGE_CACHE];
  const memory = cache?.memory;
  if (!memory) return null;
  /** Bytes by kind of entry (APP_PAGE, FETCH, …), and for pages by part, to see what fills the budget. */
  const kinds = {};
  for (const entry of memory.entries.values()) {
    const value = entry.value ?? {};
    const kind = (kinds[value.kind ?? "none"] ??= { entries: 0, bytes: 0, html: 0, rsc: 0, segments: 0 });
    kind.entries += 1;
    kind.bytes += entry.size;
    if (typeof value.html === "string") kind.html += value.html.length;
    if (value.rscData) kind.rsc += value.rscData.length ?? 0;
    if (value.segmentData instanceof Map)
      for (const buffer of value.segmentData.values()) kind.segments += buffer?.length ?? 0;
  }
  return { entries: memory.entries.size, bytes: memory.bytes, maxBytes: memory.maxBytes, kinds };
}

/** One page entry laid out: its key, the sizes of its parts, and which segments repeat the RSC payload. */
function inspect(response) {
  const memory = globalThis[PAGE_CACHE]?.memory;
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

const port = Number(process.env.BENCH_PROBE_PORT);
if (Number.isInteger(port) && port > 0) {
  const server = createServer((request, response) => {
    if (request.url?.includes("gc=1") && typeof globalThis.gc === "function") globalThis.gc();
    if (request.url?.includes("inspect=1")) return inspect(response);
    const memory = process.memoryUsage();
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ memory, pageCache: pageCacheStats() }));
  });
  server.unref();
  server.listen(port, "127.0.0.1");
}
