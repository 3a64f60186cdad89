import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { isMissing, isUpstreamFailure, ShopApiUnavailableError, type ShopApiFailure } from "@/lib/shop-api/core.server";
import { getFooter, type WebsitePage } from "@/lib/shop-api/footer.server";
import { shopSettings, type ShopSettings } from "@/lib/shop-settings";
import { getSiteAttributes, type AttributeGroup } from "@/lib/shop-api/site-attributes.server";
import { getTheme, type Theme } from "@/lib/shop-api/theme.server";
import { metrics } from "@/lib/ops/telemetry/sink";
import { rememberUnknown, shopOrigin } from "@/lib/unknown-shops.server";

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
  attributes: AttributeGroup[];
};

export type ShopLookup =
  { status: "ok"; shop: Shop } | { status: "unknown" } | { status: "unavailable"; failure: ShopApiFailure };

/**
 * "unknown" when the segment names no shop served here (a malformed host, or one outside
 * ALLOWED_HOSTS) or the shop API does not know the origin (404, remembered briefly);
 * "unavailable" when the shop API failed to deliver the shell's data (no answer, a 5xx, a
 * malformed answer): a page rendered without it would be kept with placeholders. A refusal (4xx)
 * of the footer or attributes still renders the shop, with placeholders.
 */
export const lookupShop = cache(async (site: string): Promise<ShopLookup> => {
  const shop = shopOrigin(site);
  if (!shop.ok) return { status: "unknown" };
  const { origin } = shop;
  const [theme, footer, attributes] = await Promise.all([
    getTheme(origin),
    getFooter(origin),
    getSiteAttributes(origin),
  ]);
  if (!theme.ok && isMissing(theme)) {
    rememberUnknown(origin);
    return { status: "unknown" };
  }
  const failure = [theme, footer, attributes].find((result) => !result.ok && isUpstreamFailure(result));
  if (failure && !failure.ok) return { status: "unavailable", failure };
  metrics().shopResolved(origin);
  return {
    status: "ok",
    shop: {
      ...shopSettings(
        theme.ok ? theme.data : null,
        footer.ok ? footer.data.footer : null,
        attributes.ok ? attributes.data : [],
      ),
      origin,
      theme: theme.ok ? theme.data : null,
      pages: footer.ok ? footer.data.pages : [],
      attributes: attributes.ok ? attributes.data : [],
    },
  };
});

/**
 * The shop of a page (from its `site` param), or notFound() when the origin is unknown, or
 * ShopApiUnavailableError (the error page, 503) when the shop API failed. The shop's layout has
 * already answered for both; this gives pages typed access.
 */
export async function requireShop(site: string): Promise<Shop> {
  const lookup = await lookupShop(site);
  if (lookup.status === "unavailable") throw new ShopApiUnavailableError(lookup.failure, "The shop");
  if (lookup.status !== "ok") notFound();
  return lookup.shop;
}
