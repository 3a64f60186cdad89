import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { siteRewrites } from "../../lib/tenant";

/**
 * Every route the storefront serves, read from the file tree (`app/**\/route.ts`, `app/**\/page.tsx`),
 * so a new route is swept without touching the sweep.
 */

export type Segment =
  | { kind: "static"; name: string }
  | { kind: "param"; name: string }
  | { kind: "catchAll"; name: string; optional: boolean };

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type HandlerRoute = {
  kind: "handler";
  file: string;
  /** Public path segments, e.g. `api`, `orders`, `[orderId]`, `cancel`. */
  segments: Segment[];
  methods: HttpMethod[];
  /** Built with `bffRoute` (Origin check, JSON body, session). */
  bff: boolean;
  /** Its `bffRoute` options validate a JSON body. */
  body: boolean;
  /** Its `bffRoute` needs a session. */
  auth: boolean;
  /** A server-to-server webhook: signed requests only (401 otherwise), no Origin check. */
  signed: boolean;
};

export type PageRoute = { kind: "page"; file: string; segments: Segment[] };
export type Route = HandlerRoute | PageRoute;

/** `/api/orders/[orderId]/cancel`: how reports name a route. */
export function routeLabel(route: Route): string {
  return (
    "/" +
    route.segments
      .map((s) =>
        s.kind === "static"
          ? s.name
          : s.kind === "param"
            ? `[${s.name}]`
            : s.optional
              ? `[[...${s.name}]]`
              : `[...${s.name}]`,
      )
      .join("/")
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

function parseSegment(name: string): Segment | null {
  if (/^\(.*\)$/.test(name)) return null; // route group: not in the URL
  let match = /^\[\[\.\.\.(\w+)\]\]$/.exec(name);
  if (match) return { kind: "catchAll", name: match[1]!, optional: true };
  match = /^\[\.\.\.(\w+)\]$/.exec(name);
  if (match) return { kind: "catchAll", name: match[1]!, optional: false };
  match = /^\[(\w+)\]$/.exec(name);
  if (match) return { kind: "param", name: match[1]! };
  return { kind: "static", name };
}

/** The URL segments of a file under `app/`, without the `[site]` segment that the router adds. */
function urlSegments(appDir: string, file: string): Segment[] {
  const parts = relative(appDir, file).split(sep).slice(0, -1);
  if (parts[0] === "[site]") parts.shift();
  return parts.map(parseSegment).filter((s): s is Segment => s !== null);
}

function exportedMethods(source: string): HttpMethod[] {
  const found = new Set<HttpMethod>();
  const pattern = /export\s+(?:const|(?:async\s+)?function)\s+(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g;
  for (const match of source.matchAll(pattern)) found.add(match[1] as HttpMethod);
  return HTTP_METHODS.filter((m) => found.has(m));
}

/** The options of `bffRoute({...})` come before `handle`; `body`/`auth` there say what it validates. */
function bffOptions(source: string): { bff: boolean; body: boolean; auth: boolean } {
  const calls = [...source.matchAll(/bffRoute\(\{([\s\S]*?)\bhandle\s*:/g)].map((m) => m[1] ?? "");
  if (calls.length === 0) return { bff: false, body: false, auth: false };
  return {
    bff: true,
    body: calls.some((options) => /(?:^|[\s{,])body\s*[,:]/.test(options)),
    auth: calls.some((options) => /\bauth\s*:\s*true\b/.test(options)),
  };
}

export function discoverRoutes(root: string): Route[] {
  const appDir = join(root, "app");
  const routes: Route[] = [];
  for (const file of walk(appDir).sort()) {
    const name = file.slice(file.lastIndexOf(sep) + 1);
    if (name === "route.ts") {
      const source = readFileSync(file, "utf8");
      routes.push({
        kind: "handler",
        file: relative(root, file),
        segments: urlSegments(appDir, file),
        methods: exportedMethods(source),
        ...bffOptions(source),
        signed: /\bverifyWebhook\(/.test(source),
      });
    } else if (name === "page.tsx") {
      routes.push({ kind: "page", file: relative(root, file), segments: urlSegments(appDir, file) });
    }
  }
  return routes;
}

/**
 * Public names of internal folders, from the router's own rewrites (`/:site/Product/:id` serves
 * `/:site/product-type/:id`): such a route is swept under both names.
 */
export function publicAliases(): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const rule of siteRewrites().afterFiles) {
    const from = rule.source.split("/").filter(Boolean).slice(1);
    const to = rule.destination.split("/").filter(Boolean).slice(1);
    if (from[0] && to[0] && !from[0].startsWith(":") && !to[0].startsWith(":")) aliases.set(to[0], from[0]);
  }
  return aliases;
}
