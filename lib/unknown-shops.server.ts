import "server-only";
import { getConfig } from "@/lib/config";
import { originOfSite, resolveOrigin, type TenantResolution } from "@/lib/tenant";

/**
 * Origins the shop API said it does not know, remembered for a minute, so that a host no shop
 * answers to costs no shop-API call on every request. Keys come from request headers, so the
 * memory is bounded: the oldest entries go first. A shop created meanwhile shows after a minute.
 */
export const UNKNOWN_SHOP_TTL_MS = 60_000;
export const UNKNOWN_SHOP_MAX_ENTRIES = 2_000;

const unknownUntil = new Map<string, number>();

/** True while the shop API's "unknown" for this origin is fresh. */
export function isKnownUnknown(origin: string, now = Date.now()): boolean {
  const until = unknownUntil.get(origin);
  if (until === undefined) return false;
  if (until > now) return true;
  unknownUntil.delete(origin);
  return false;
}

export function rememberUnknown(origin: string, now = Date.now()): void {
  unknownUntil.delete(origin);
  if (unknownUntil.size >= UNKNOWN_SHOP_MAX_ENTRIES) {
    const oldest = unknownUntil.keys().next();
    if (!oldest.done) unknownUntil.delete(oldest.value);
  }
  unknownUntil.set(origin, now + UNKNOWN_SHOP_TTL_MS);
}

/** How many origins are remembered; for tests. */
export function unknownShopCount(): number {
  return unknownUntil.size;
}

type ShopOrigin = { ok: true; origin: string } | { ok: false; status: 400 | 404 | 421; reason: string };

/**
 * The origin of the shop a `[site]` segment names, refused when the segment names none served here
 * (400, 421) or one the shop API is known not to know (404): the first step of every page, route
 * handler and beacon of a shop, and lets a page start its own calls beside the shop lookup.
 */
export function shopOrigin(site: string): ShopOrigin {
  return served(originOfSite(site, getConfig));
}

/** The same for a request without a `[site]` segment (a Server Action): the shop its Host names. */
export function requestShopOrigin(headers: Headers): ShopOrigin {
  return served(resolveOrigin(headers, getConfig()));
}

function served(tenant: TenantResolution): ShopOrigin {
  if (!tenant.ok) return tenant;
  if (isKnownUnknown(tenant.origin)) return { ok: false, status: 404, reason: "Shop not available" };
  return { ok: true, origin: tenant.origin };
}
