import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";

/** What a page of the build makes the browser load before it is interactive, read from the build's manifests. */
export type RouteAssets = {
  route: string;
  /** Render-blocking stylesheets: the CSS of the page's entry (its layouts' included). */
  stylesheets: string[];
  /** Script chunks of the first load: the framework's root chunks and every chunk of the route's segments. */
  scripts: string[];
  /** Sum of the script chunks, each gzipped on its own (zlib default level), in bytes. */
  scriptGzipBytes: number;
};

type FileRef = string | { path: string };
type ClientManifest = { entryCSSFiles: Record<string, FileRef[]>; entryJSFiles?: Record<string, string[]> };

const pathOf = (file: FileRef) => (typeof file === "string" ? file : file.path);

function readClientManifest(file: string): Record<string, ClientManifest> {
  const sandbox: { globalThis: { __RSC_MANIFEST?: Record<string, ClientManifest> } } = { globalThis: {} };
  sandbox.globalThis = sandbox as never;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  return sandbox.globalThis.__RSC_MANIFEST ?? {};
}

function manifestFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...manifestFiles(path));
    else if (entry.name === "page_client-reference-manifest.js") out.push(path);
  }
  return out;
}

/** Every App Router page of the build in `distDir` (`.next`), by its route (`/[site]/page`). */
export function readRouteAssets(distDir: string): Map<string, RouteAssets> {
  const build = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return gzipped.get(file)!;
  };
  const routes = new Map<string, RouteAssets>();
  const appDir = join(distDir, "server", "app");
  for (const file of manifestFiles(appDir)) {
    const route =
      "/" +
      relative(appDir, file)
        .split(sep)
        .join("/")
        .replace(/_client-reference-manifest\.js$/, "");
    const manifest = readClientManifest(file)[route];
    if (!manifest) continue;
    const pageEntry = Object.keys(manifest.entryCSSFiles).find((key) => key.endsWith(`/app${route}`));
    const stylesheets = (pageEntry ? manifest.entryCSSFiles[pageEntry] : undefined)?.map(pathOf) ?? [];
    const scripts = [...new Set([...build.rootMainFiles, ...Object.values(manifest.entryJSFiles ?? {}).flat()])];
    routes.set(route, {
      route,
      stylesheets,
      scripts,
      scriptGzipBytes: scripts.reduce((sum, f) => sum + gzipSize(f), 0),
    });
  }
  return routes;
}

/**
 * Documents as server.mjs sends them (the stylesheet inlined), gzipped at zlib's default level, in KB:
 * e2e/first-paint.spec.ts holds the built storefront to these, and the bench reports against them.
 */
export const HTML_GZIP_BUDGET_KB = { home: 26, category: 25, product: 25 } as const;

export function hasBuild(distDir: string): boolean {
  return existsSync(join(distDir, "build-manifest.json")) && existsSync(join(distDir, "server", "app"));
}
