// The critical path of a page, read from its HTML as served (no browser): what the document's head
// makes the browser request before it can paint, and how big the document is.
// - Render-blocking stylesheets: `<link rel="stylesheet">` without a non-matching `media` (print).
// - Scripts: `<script src>` (Next's are async, fetched in parallel with the stylesheets; `nomodule`
//   ones are skipped by current browsers and not counted).
// - Preloads: `<link rel="preload">` / `modulepreload`, by what they fetch.
// "Requests before first paint" = stylesheets + scripts + preloads: all start while the head is
// parsed, before the first paint, which waits for the stylesheets (images in the body not counted).
import { gzipSync } from "node:zlib";
import { startTags } from "./html.mjs";

export async function criticalPath(url, { cookie } = {}) {
  const res = await fetch(url, {
    headers: cookie ? { cookie } : {},
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${html.slice(0, 200)}`);
  const links = startTags(html, "link");
  const rels = (t) => (t.attrs.rel ?? "").toLowerCase().split(/\s+/);
  const stylesheets = links.filter(
    (t) => rels(t).includes("stylesheet") && !/^print$/i.test(t.attrs.media ?? "") && !("disabled" in t.attrs),
  );
  const scripts = startTags(html, "script").filter((t) => t.attrs.src && !("nomodule" in t.attrs));
  const preloads = links.filter((t) => rels(t).includes("preload") || rels(t).includes("modulepreload"));
  const rsc = [...html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]),
    0,
  );
  const bytes = Buffer.byteLength(html);
  return {
    stylesheets: stylesheets.length,
    scripts: scripts.length,
    preloads: preloads.map((t) => (t.attrs.as ?? (rels(t).includes("modulepreload") ? "script" : "?")).toLowerCase()),
    imagePreloads: preloads.filter((t) => (t.attrs.as ?? "").toLowerCase() === "image").length,
    requestsBeforePaint: stylesheets.length + scripts.length + preloads.length,
    htmlBytes: bytes,
    htmlGzipBytes: gzipSync(html).length,
    rscBytes: rsc,
  };
}
