// Shop-API calls per warm page view, counted from the reference API's request log (one line per
// request on its stdout: "METHOD /path STATUS 1.2ms", see packages/shop-api/src/http/request-log.ts).
import { fetchText } from "./html.mjs";
import { delay } from "./servers.mjs";

export const LOG_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) (\d{3}) /;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Groups API paths so that ids and file names do not make one row per request. */
function normalizePath(path) {
  if (path.startsWith("/storage/")) return "/storage/*";
  return path
    .replace(UUID, "{uuid}")
    .split("/")
    .map((seg) => (/^\d+$/.test(seg) ? "{id}" : seg))
    .join("/");
}

let markCount = 0;

/**
 * Sends a request to an unknown path of the API and waits until its log line arrives, so that
 * every line logged before it has been read. Returns the number of lines received so far.
 */
export async function barrier(api, apiUrl, collected) {
  const path = `/__bench/mark-${process.pid}-${++markCount}`;
  const res = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  const started = Date.now();
  while (!collected.some((l) => l.includes(` ${path} `))) {
    if (Date.now() - started > 10_000)
      throw new Error(`the shop API's request log did not show ${path}:\n${api.tail()}`);
    await delay(20);
  }
  return collected.length;
}

const view = (url) => fetchText(url); // one page view; throws unless it answers 200

/**
 * For each page: two warm-up views, then `views` sequential views of the HTML document; counts
 * the API requests logged during those views per normalized path. Returns
 * Map(pageKey → { views, perPath: Map("METHOD path" → calls) }).
 */
export async function countUpstreamCalls({ api, apiUrl, pages, views }) {
  const collected = [];
  const off = api.onLine((line) => {
    if (LOG_LINE.test(line)) collected.push(line);
  });
  try {
    const results = new Map();
    for (const page of pages) {
      await view(page.url);
      await view(page.url);
      await delay(500); // background revalidations started by the warm-up land before counting
      const from = await barrier(api, apiUrl, collected);
      for (let i = 0; i < views; i++) await view(page.url);
      const to = await barrier(api, apiUrl, collected);
      const perPath = new Map();
      for (const line of collected.slice(from, to)) {
        const [, method, path] = LOG_LINE.exec(line);
        if (path.startsWith("/__bench/")) continue;
        const key = `${method} ${normalizePath(path)}`;
        perPath.set(key, (perPath.get(key) ?? 0) + 1);
      }
      results.set(page.key, { views, perPath });
    }
    return results;
  } finally {
    off();
  }
}

/** The calls the target says must not happen on a warm view (within their revalidation window). */
export const SHELL_CALLS = ["GET /api/gym-theme", "GET /api/footer", "GET /api/site-attribute"];
