// Throughput and latency of warm pages with autocannon on loopback.
import autocannon from "autocannon";
import { rawGet } from "./html.mjs";

export const WARM_UP_VIEWS = 3;
export const WARM_UP_SECONDS = 3;

/** A few views before the load; returns how the last one was served (Next's cache header, Cache-Control). */
async function warm(url, headers = {}) {
  let served = "";
  for (let i = 0; i < WARM_UP_VIEWS; i++) {
    const res = await rawGet(url, headers, 30_000);
    if (res.status !== 200) throw new Error(`warm-up GET ${url} answered ${res.status}`);
    const cache = res.header("x-nextjs-cache");
    const control = res.header("cache-control") ?? "";
    served = cache ? `cache ${cache}` : /no-store|private/.test(control) ? "rendered per request" : control || "?";
  }
  return served;
}

async function round(url, { connections, seconds, headers = {} }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: { accept: "text/html", ...headers },
  });
  return {
    total: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Loads each page for `seconds` in total, in `rounds` alternating rounds (page A, B, C, A, B, C),
 * so that a busy moment of the machine is shared by every page rather than landing on one.
 * Requests per second = requests / seconds over the rounds; p99 = the worst round's.
 */
export async function loadTests(pages, { connections, seconds, rounds, log }) {
  const served = new Map();
  for (const page of pages) served.set(page.key, await warm(page.url, page.headers));
  // A short load first, not counted: the JIT compiles each server's hot paths under load, and a
  // server with more code than the bare page would otherwise spend its first round doing so.
  for (const page of pages) await round(page.url, { connections, seconds: WARM_UP_SECONDS, headers: page.headers });
  const results = new Map(pages.map((p) => [p.key, []]));
  const roundSeconds = Math.max(1, Math.round(seconds / rounds));
  for (let r = 1; r <= rounds; r++) {
    for (const page of pages) {
      const result = await round(page.url, { connections, seconds: roundSeconds, headers: page.headers });
      results.get(page.key).push(result);
      log(
        `load ${r}/${rounds} ${page.label}: ${Math.round(result.total / result.seconds)} req/s, p99 ${result.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`,
      );
    }
  }
  const sum = (list, field) => list.reduce((s, x) => s + x[field], 0);
  return new Map(
    pages.map((page) => {
      const list = results.get(page.key);
      const total = sum(list, "total");
      const secs = sum(list, "seconds");
      return [
        page.key,
        {
          rps: secs > 0 ? total / secs : 0,
          total,
          seconds: secs,
          rounds: list.length,
          roundSeconds,
          p50: Math.round(sum(list, "p50") / list.length),
          p99: Math.max(...list.map((x) => x.p99)),
          errors: sum(list, "errors"),
          timeouts: sum(list, "timeouts"),
          non2xx: sum(list, "non2xx"),
          served: served.get(page.key),
        },
      ];
    }),
  );
}
