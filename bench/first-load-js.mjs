// First-load JavaScript of a page: the `<script src>` chunks under /_next/static/ that its HTML
// makes the browser download, each gzipped with zlib (default level), summed. Inline scripts (the
// RSC payload) are not counted; chunks loaded later on demand are not first-load.
//
// To tell what a page loads beyond the bare page, each Turbopack chunk is split into its modules:
// a chunk is `(globalThis.TURBOPACK ||= []).push([script, id, factory, id, factory, …])`, and
// module ids are derived from module paths, so the same module has the same id in both builds.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { fetchText, startTags } from "./html.mjs";

// Packages named by their usual marks in minified code (modules of npm packages carry no names).
const MARKERS = [
  ["zod", /\$Zod|ZodError|\b_zod\b/],
  ["sonner", /sonner-/],
  ["swiper", /swiper-/i],
  ["swr", /SWRConfig|\$swr\$/],
  ["dayjs", /"Invalid Date"/],
  ["sanitize-html", /allowedSchemesByTag/],
  ["iron-session", /Fe26\.2/],
  ["next/image", /getImgProps|imageConfigDefault/],
  ["next/link", /useLinkStatus/],
];

/** Evaluates a chunk's top level in an empty context (factories are not run): [{ id, source }] or null. */
function chunkModules(code) {
  const context = { TURBOPACK: [] };
  context.globalThis = context;
  context.self = context;
  try {
    vm.runInNewContext(code, context, { timeout: 2000 });
  } catch {
    return null; // the runtime chunk, which does more than push modules
  }
  const modules = [];
  for (const entry of context.TURBOPACK) {
    if (!Array.isArray(entry)) continue;
    for (let i = 0; i < entry.length - 1; i++) {
      if (typeof entry[i] === "number" && typeof entry[i + 1] === "function")
        modules.push({ id: entry[i], source: entry[i + 1].toString() });
    }
  }
  return modules;
}

function labelOf(source, names, id) {
  if (names.has(id)) return names.get(id);
  const marker = MARKERS.find(([, re]) => re.test(source));
  if (marker) return marker[0];
  // Project modules: an export name that survived minification, else a telling string to grep for.
  const exported = [...source.matchAll(/\.s\(\[\s*"([A-Za-z_$][\w$]{2,})"/g)].map((m) => m[1]);
  if (exported.length) return `exports ${exported.slice(0, 2).join(", ")}`;
  const strings = [...source.matchAll(/"([A-Za-z][\w .,:'!?-]{5,60})"/g)]
    .map((m) => m[1])
    .filter((t) => /[ :]/.test(t) && t !== "use strict");
  const telling = strings.sort((a, b) => b.length - a.length)[0];
  return telling ? `module ${id} ("${telling}")` : `module ${id}`;
}

/** Module id → project path, from the client-reference manifests of a build (client components only). */
export function clientModuleNames(distDir) {
  const names = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith("_client-reference-manifest.js")) {
        const text = readFileSync(path, "utf8");
        for (const m of text.matchAll(/"\[project\]\/([^"]+?)(?: <module evaluation>)?":\{"id":(\d+)/g))
          names.set(Number(m[2]), m[1]);
      }
    }
  };
  try {
    walk(join(distDir, "server", "app"));
  } catch {
    // no manifests: labels fall back to markers
  }
  return names;
}

export async function firstLoadJs(pageUrl, names = new Map(), { cookie } = {}) {
  const html = await fetchText(pageUrl, cookie ? { headers: { cookie } } : {});
  const srcs = [
    ...new Set(
      startTags(html, "script")
        .map((t) => t.attrs.src)
        .filter(Boolean)
        .map((src) => new URL(src, pageUrl))
        .filter((u) => u.pathname.startsWith("/_next/static/"))
        .map((u) => u.href),
    ),
  ];
  const chunks = await Promise.all(
    srcs.map(async (href) => {
      const res = await fetch(href, { signal: AbortSignal.timeout(30_000) });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`GET ${href} answered ${res.status}`);
      const path = new URL(href).pathname;
      const modules = chunkModules(body.toString("utf8"));
      return {
        path,
        raw: body.length,
        gzip: gzipSync(body).length,
        modules:
          modules?.map((m) => ({
            id: m.id,
            size: m.source.length,
            source: m.source,
            label: labelOf(m.source, names, m.id),
            chunk: path,
          })) ?? null,
      };
    }),
  );
  chunks.sort((a, b) => b.gzip - a.gzip);
  const modules = new Map();
  for (const chunk of chunks) for (const m of chunk.modules ?? []) modules.set(m.id, m);
  return {
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: gzipSync(Buffer.from(html)).length,
    count: chunks.length,
    raw: chunks.reduce((s, c) => s + c.raw, 0),
    gzip: chunks.reduce((s, c) => s + c.gzip, 0),
    chunks,
    modules,
  };
}

/** The modules a page loads that the bare page does not, largest first, with their gzip size together. */
export function modulesBeyond(page, bare) {
  const extra = [...page.modules.values()].filter((m) => !bare.modules.has(m.id)).sort((a, b) => b.size - a.size);
  return {
    modules: extra,
    raw: extra.reduce((s, m) => s + m.size, 0),
    gzip: extra.length ? gzipSync(Buffer.from(extra.map((m) => m.source).join("\n"))).length : 0,
  };
}
