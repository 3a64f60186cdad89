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
  return { entries: memory.entries.size, bytes: memory.bytes, maxBytes: memory.maxBytes };
}

const port = Number(process.env.BENCH_PROBE_PORT);
if (Number.isInteger(port) && port > 0) {
  const server = createServer((request, response) => {
    if (request.url?.includes("gc=1") && typeof globalThis.gc === "function") globalThis.gc();
    const memory = process.memoryUsage();
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ memory, pageCache: pageCacheStats() }));
  });
  server.unref();
  server.listen(port, "127.0.0.1");
}
