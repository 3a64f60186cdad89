// "Elements hydrated": how many of a page's elements React builds a fiber for when it hydrates the
// page, beside the elements in the document. React marks every host element it hydrates or creates
// with an internal `__reactFiber$…` key; what a static region holds (docs/adr/0013-static-regions.md)
// has none. "Fibers hydrated": every fiber of React's tree, components included, walked from the
// document's root (bench/hydration-count.mjs). Counted in Chromium once the counts have stopped
// changing (every Suspense boundary has hydrated), unthrottled: the figures depend on the page, not
// on the machine.
import { chromium } from "@playwright/test";
import { hydrationCounts } from "./hydration-count.mjs";

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"];
const SETTLED_MS = 750;
const TIMEOUT_MS = 20_000;

const same = (a, b) => a.hydrated === b.hydrated && a.elements === b.elements && a.fibers === b.fibers;

/** { elements, hydrated, fibers, hostFibers, componentFibers } for each of `pages` ({ key, url }), by key. */
export async function countHydrated(pages, chromiumPath = "/usr/bin/chromium") {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const results = {};
  try {
    for (const { key, url } of pages) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: "load" });
      let last = await page.evaluate(hydrationCounts);
      const deadline = Date.now() + TIMEOUT_MS;
      for (let stableSince = Date.now(); Date.now() - stableSince < SETTLED_MS;) {
        if (Date.now() > deadline) throw new Error(`${url}: the hydrated count did not settle in ${TIMEOUT_MS} ms`);
        await page.waitForTimeout(100);
        const now = await page.evaluate(hydrationCounts);
        if (!same(now, last)) stableSince = Date.now();
        last = now;
      }
      if (last.hydrated === 0 || last.fibers === 0)
        throw new Error(`${url}: React hydrated nothing (did its scripts load?)`);
      results[key] = last;
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

// `node bench/hydration.mjs URL…`: the counts of a few pages of a running server.
if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  const counts = await countHydrated(urls.map((url) => ({ key: url, url })));
  for (const [url, { elements, hydrated, fibers, hostFibers }] of Object.entries(counts))
    console.log(
      `${url}: ${hydrated} of ${elements} elements hydrated (${((100 * hydrated) / elements).toFixed(0)}%), ${fibers} fibers (${hostFibers} host)`,
    );
}
