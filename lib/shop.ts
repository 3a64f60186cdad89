import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getFooter, type WebsitePage } from "@/lib/shop-api/footer";
import { shopSettings, type ShopSettings } from "@/lib/shop-settings";
import { getSiteAttributes, type SiteAttribute } from "@/lib/shop-api/site-attributes";
import { getTheme, type Theme } from "@/lib/shop-api/theme";
import { getConfig } from "@/lib/config";
import { originOfSite } from "@/lib/tenant";
import { isKnownUnknown, rememberUnknown } from "@/lib/unknown-shops.server";

/**
 * The shop a page renders for: its origin (from the `[site]` segment) and the site-wide data the
 * shell needs. Cached per request (React cache) and across requests by the shop-API client's
 * shared cache, so the layout, metadata and pages can all ask for it freely.
 */
export type Shop = ShopSettings & {
  origin: string;
  /** The theme's colours are read from it (lib/theme-style.ts); null when it could not be fetched. */
  theme: Theme | null;
  pages: WebsitePage[];
  attributes: SiteAttribute[];
};

export type ShopLookup = { status: "ok"; shop: Shop } | { status: "unknown" };

/**
 * "unknown" when the segment names no shop served here (a malformed host, or one outside
 * ALLOWED_HOSTS) or the shop API does not know the origin (404, remembered briefly); any other
 * failure still renders the shop, with placeholders, as fetch failures are only logged.
 */
export const lookupShop = cache(async (site: string): Promise<ShopLookup> => {
  const tenant = originOfSite(site, getConfig);
  if (!tenant.ok) return { status: "unknown" };
  const { origin } = tenant;
  if (isKnownUnknown(origin)) return { status: "unknown" };
  const [theme, footer, attributes] = await Promise.all([getTheme(origin), getFooter(origin), getSiteAttributes(origin)]);
  if (!theme.ok && theme.status === 404) {
    rememberUnknown(origin);
    return { status: "unknown" };
  }
  return {
    status: "ok",
    shop: {
      ...shopSettings(theme.ok ? theme.data : null, footer.ok ? footer.data.footer : null, attributes.ok ? attributes.data : []),
      origin,
      theme: theme.ok ? theme.data : null,
      pages: footer.ok ? footer.data.pages : [],
      attributes: attributes.ok ? attributes.data : [],
    },
  };
});

/**
 * The shop of a page (from its `site` param), or notFound() when the origin is unknown. The
 * (shop) layout has already answered 404 for an unknown origin; this gives pages typed access.
 */
export async function requireShop(site: string): Promise<Shop> {
  const lookup = await lookupShop(site);
  if (lookup.status !== "ok") notFound();
  return lookup.shop;
}
