import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/open";
import type { AppEnv, Shop } from "./env";
import { notFound } from "./errors";

/**
 * Normalises an origin to `scheme://host[:port]` in lower case without a trailing slash, or null when
 * it is not an http(s) URL. A path after the origin is tolerated and dropped ("http://a.b/" → "http://a.b").
 */
export function normalizeOrigin(raw: string | undefined | null): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin.toLowerCase();
}

export function findShopByOrigin(db: Db, origin: string): Shop | undefined {
  return db.prepare("SELECT * FROM shops WHERE origin = ?").get(origin) as Shop | undefined;
}

/** The origin named by the query: `site_url` wins over `url` (the auth calls of spec part 1 use `url`). */
export function originFromQuery(c: Context): string | undefined {
  return c.req.query("site_url") ?? c.req.query("url");
}

export const SHOP_NOT_FOUND = "Shop not found";

/** Resolves the shop from `site_url`/`url` (or the given raw origin) and throws 404 when unknown. */
export function resolveShop(c: Context<AppEnv>, rawOrigin = originFromQuery(c)): Shop {
  const origin = normalizeOrigin(rawOrigin);
  const shop = origin ? findShopByOrigin(c.get("deps").db, origin) : undefined;
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  return shop;
}

/** Middleware for public calls: sets `c.get("shop")` or answers 404 `{status:false,msg:"Shop not found"}`. */
export const shopFromQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("shop", resolveShop(c));
  await next();
};
