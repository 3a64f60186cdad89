// The largest paint of each page as Lighthouse's phone sees it (412 × 823 CSS px at 1.75 device
// pixels, touch), loaded once in Chromium, unthrottled: which element it is, the image request behind
// it, the size it is rendered at and the bytes of its response. It shows that the image floor
// (bench/baselines/bare-next-image) paints an image of the storefront's size class: which candidate
// the browser picks and what the optimizer sends depend on the page, not on the machine.
import { chromium } from "@playwright/test";

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"];
// Lighthouse 12's mobile emulation (its `screenEmulation` defaults).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The page's last LCP entry, once it had a frame to report it, with its element's box and its response's size. */
function largestPaint() {
  return new Promise((resolve) => {
    let last = null;
    new PerformanceObserver((list) => {
      last = list.getEntries().at(-1) ?? last;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (!last) return resolve(null);
        const box = last.element?.getBoundingClientRect();
        const resource = last.url ? performance.getEntriesByName(last.url, "resource")[0] : undefined;
        const url = last.url ? new URL(last.url) : null;
        resolve({
          element: last.element ? last.element.tagName.toLowerCase() : "(removed)",
          url: url ? url.pathname + url.search : null,
          width: box ? Math.round(box.width) : null,
          height: box ? Math.round(box.height) : null,
          bytes: resource?.encodedBodySize ?? null,
          contentType: resource?.contentType || null,
          startMs: last.startTime,
        });
      }, 0),
    );
  });
}

/** { element, url, width, height, bytes, contentType, startMs } of each of `pages` ({ key, url }), by key. */
export async function largestPaints(pages, chromiumPath = "/usr/bin/chromium") {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ARGS });
  const results = {};
  try {
    for (const { key, url } of pages) {
      const context = await browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: "load" });
        await page.waitForTimeout(500);
        const paint = await page.evaluate(largestPaint);
        if (!paint) throw new Error(`${url}: no largest-contentful-paint entry`);
        results[key] = paint;
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
