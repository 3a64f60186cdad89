// "Elements hydrated": how many of a page's elements React builds a fiber for when it hydrates the
// page, beside the elements in the document. React marks every host element it hydrates or creates
// with an internal `__reactFiber$…` key; what a static region holds (docs/adr/0013-static-regions.md)
// has none. Counted in Chromium once the count has stopped changing (every Suspense boundary has
// hydrated), unthrottled: the figure depends on the page, not on the machine.
import { chromium } from "@playwright/test";

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"];
const SETTLED_MS = 750;
const TIMEOUT_MS = 20_000;

function countElements() {
  const all = document.querySelectorAll("*");
  let hydrated = 0;
  for (const element of all) if (Object.keys(element).some((key) => key.startsWith("__reactFiber$"))) hydrated++;
  return { elements: all.length, hydrated };
}

/** { elements, hydrated } for each of `pages` ({ key, url }), by key. */
export async function countHydrated(pages, chromiumPath = "/usr/bin/chromium") {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const results = {};
  try {
    for (const { key, url } of pages) {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: "load" });
      let last = await page.evaluate(countElements);
      const deadline = Date.now() + TIMEOUT_MS;
      for (let stableSince = Date.now(); Date.now() - stableSince < SETTLED_MS;) {
        if (Date.now() > deadline) throw new Error(`${url}: the hydrated count did not settle in ${TIMEOUT_MS} ms`);
        await page.waitForTimeout(100);
        const now = await page.evaluate(countElements);
        if (now.hydrated !== last.hydrated || now.elements !== last.elements) stableSince = Date.now();
        last = now;
      }
      if (last.hydrated === 0) throw new Error(`${url}: React hydrated nothing (did its scripts load?)`);
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
  for (const [url, { elements, hydrated }] of Object.entries(counts))
    console.log(`${url}: ${hydrated} of ${elements} elements hydrated (${((100 * hydrated) / elements).toFixed(0)}%)`);
}
