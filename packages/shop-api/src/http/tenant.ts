import type { Context, MiddlewareHandler } from "hono";
import { findShopByOrigin, normalizeOrigin, type Shop } from "../shops/shops";
import type { AppEnv } from "./env";
import { notFound } from "./errors";

/** The origin named by the query: `site_url` wins over `url` (the auth calls carry `url`). */
export function originFromQuery(c: Context): string | undefined {
  return c.req.query("site_url") ?? c.req.query("url");
}

export const SHOP_NOT_FOUND = "Shop not found";

/** Resolves the shop from `site_url`/`url` (or the given raw origin) and throws 404 when unknown. */
export function resolveShop(c: Context<AppEnv>, rawOrigin = originFromQuery(c)): Shop {
  const origin = normalizeOrigin(rawOrigin);
  const shop = origin ? findShopByOrigin(c.var.deps.db, origin) : undefined;
  if (!shop) throw notFound(SHOP_NOT_FOUND);
  return shop;
}

/** Middleware for public calls: sets `c.var.shop` or answers 404 `{status:false,msg:"Shop not found"}`. */
export const shopFromQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("shop", resolveShop(c));
  await next();
};
