// A repeat visit: the same page loaded a second time in a browser whose cache the first load
// primed (a new tab of the same profile), unthrottled, in Debian's Chromium through Playwright. What
// it still fetches over the network, and when it paints, per page; median of `runs` fresh profiles.
import { chromium } from "@playwright/test";
import { median } from "./stats.mjs";

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"];

/** Paint and network figures of the page in `page`, once its load event has fired and LCP settled. */
function figures(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          lcp = entries[entries.length - 1]?.startTime ?? lcp;
        }).observe({ type: "largest-contentful-paint", buffered: true });
        // LCP entries are queued as tasks: read them after the page had a frame to report them.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const nav = performance.getEntriesByType("navigation")[0];
            const resources = performance.getEntriesByType("resource");
            const overNetwork = [nav, ...resources].filter((e) => e && e.transferSize > 0);
            resolve({
              fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
              lcpMs: lcp,
              loadMs: nav?.loadEventEnd ?? null,
              requests: resources.length + 1,
              networkRequests: overNetwork.length,
              networkBytes: overNetwork.reduce((sum, e) => sum + e.transferSize, 0),
            });
          }, 0),
        );
      }),
  );
}

export async function warmLoads(pages, { runs, chromePath, log }) {
  const results = new Map(pages.map((p) => [p.key, []]));
  const browser = await chromium.launch({ executablePath: chromePath, args: ARGS });
  try {
    for (let round = 1; round <= runs; round++) {
      for (const page of pages) {
        const context = await browser.newContext();
        try {
          const first = await context.newPage();
          await first.goto(page.url, { waitUntil: "load" });
          await first.close();
          const second = await context.newPage();
          await second.goto(page.url, { waitUntil: "load" });
          results.get(page.key).push(await figures(second));
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  const summary = new Map();
  for (const [key, list] of results) {
    const med = (f) => median(list.map(f).filter((v) => typeof v === "number"));
    summary.set(key, {
      runs: list.length,
      fcpMs: med((r) => r.fcpMs),
      lcpMs: med((r) => r.lcpMs),
      loadMs: med((r) => r.loadMs),
      requests: med((r) => r.requests),
      networkRequests: med((r) => r.networkRequests),
      networkBytes: med((r) => r.networkBytes),
    });
    const s = summary.get(key);
    log?.(
      `warm load ${key}: FCP ${Math.round(s.fcpMs)} ms, load ${Math.round(s.loadMs)} ms, ${s.networkRequests} of ${s.requests} requests over the network (${(s.networkBytes / 1024).toFixed(1)} KB)`,
    );
  }
  return summary;
}
