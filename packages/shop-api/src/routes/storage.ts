import { readFile, stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../http/env";
import { notFound } from "../http/errors";

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
};

/**
 * Maps the part of the URL after /storage/ to a file under `root`, or null when it could escape it
 * (`..`, absolute paths, backslashes, NUL, bad percent-encoding) or has an extension we do not serve.
 */
export function storagePath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.length === 0 || decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/");
  if (segments.some((s) => s === "" || s === "." || s === ".." || s.startsWith("."))) return null;
  if (!(extname(decoded).toLowerCase() in CONTENT_TYPES)) return null;
  const base = resolve(root);
  const full = resolve(base, ...segments);
  return full.startsWith(base + sep) ? full : null;
}

/** GET /storage/*: seeded images, cached for a year (file names never change content). */
export const storage = new Hono<AppEnv>();

storage.get("/*", async (c) => {
  const rawPath = c.req.path.slice("/storage/".length);
  const file = storagePath(c.var.deps.storageDir, rawPath);
  if (!file) throw notFound("File not found");
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound("File not found");
  const data = await readFile(file);
  return c.body(new Uint8Array(data), 200, {
    "Content-Type": CONTENT_TYPES[extname(file).toLowerCase()] ?? "application/octet-stream",
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Length": String(data.length),
  });
});
