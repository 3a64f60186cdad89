// Warm-up before Lighthouse, beyond the page itself and its images: the pages it links to. Once
// hydrated, Next prefetches every link in the viewport (`<Link>`), and a page the server has not
// rendered yet is rendered then, with its shop-API calls, on the same 2 cores as the page being
// measured: the likely cause of observed (unthrottled) paints of over a second on a fresh server.
import { fetchText, startTags } from "./html.mjs";

export async function warmLinkedPages(pageUrl, { max = 80 } = {}) {
  const html = await fetchText(pageUrl);
  const origin = new URL(pageUrl).origin;
  const targets = new Set();
  for (const tag of startTags(html, "a")) {
    if (!tag.attrs.href) continue;
    const url = new URL(tag.attrs.href, pageUrl);
    if (url.origin !== origin || url.pathname.startsWith("/api/")) continue;
    url.hash = "";
    targets.add(url.href);
  }
  let failed = 0;
  const list = [...targets].slice(0, max);
  for (const url of list) {
    // The document, then the router's prefetch of it (RSC payload).
    for (const headers of [{ accept: "text/html" }, { rsc: "1", "next-router-prefetch": "1" }]) {
      const res = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(60_000) }).catch(
        () => null,
      );
      await res?.arrayBuffer();
      if (!res || res.status >= 500) failed++;
    }
  }
  return { pages: list.length, failed };
}
