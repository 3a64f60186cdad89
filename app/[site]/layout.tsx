import type { Metadata } from "next";
import type { CSSProperties } from "react";
import { getConfig } from "@/lib/config";
import { imageUrl } from "@/lib/images";
import { lookupShop, requireShop } from "@/lib/current-shop.server";
import { themeVariables } from "@/lib/theme-style";
import { SiteFooter } from "@/components/footer/site-footer";
import { SiteHeader } from "@/components/header/site-header";
import { PixelConsent } from "@/components/consent/pixel-consent.client";
import { FieldVitals } from "@/components/field-vitals.client";
import { ShopUpdatedNotice } from "@/components/page/shop-updated";
import { SiteProviders } from "@/components/site-providers.client";
import "../stylesheets";

const FALLBACK_FAVICON = "/assets/favicon.svg";

/**
 * No shop is known at build time; each shop's pages are rendered on first request and then cached
 * (incremental static regeneration), revalidated as often as the shortest-lived shop data they
 * use. Nothing per visitor is rendered on the server, so one copy per shop serves everyone.
 */
export function generateStaticParams(): { site: string }[] {
  return [];
}

export async function generateMetadata({ params }: Pick<LayoutProps<"/[site]">, "params">): Promise<Metadata> {
  const lookup = await lookupShop((await params).site);
  if (lookup.status === "unavailable") return { title: "Temporarily unavailable", robots: { index: false } };
  if (lookup.status !== "ok") return { title: "Shop not available", robots: { index: false } };
  const { title, favicon, origin } = lookup.shop;
  return {
    metadataBase: new URL(origin),
    title: { default: title, template: `%s | ${title}` },
    icons: { icon: imageUrl(favicon, FALLBACK_FAVICON) },
  };
}

/**
 * The document of every shop page and the shop's shell: the shop's colours as CSS variables on <html> rendered
 * on the server (so the first HTML already looks like the shop), then header, main and footer around every page,
 * with the client context (auth modal, toasts, scroll to top). A page's not-found renders inside it.
 *
 * One route level, not a layout and a route group below it: each level is about sixteen fibers of Next's router
 * scaffolding for the browser to hydrate on every page (BENCHMARKS.md). For an origin the shop API does not know
 * it calls notFound(), which renders ../not-found.tsx ("Shop not available", status 404); when the shop API
 * fails, ../global-error.tsx takes the document's place (503).
 */
export default async function ShopLayout({ children, params }: LayoutProps<"/[site]">) {
  const shop = await requireShop((await params).site);
  const pixelScriptUrl = getConfig().pixelScriptUrl;
  const pixel = shop.pixelId && pixelScriptUrl ? { pixelId: shop.pixelId, scriptUrl: pixelScriptUrl } : null;
  return (
    <html lang="en" style={themeVariables(shop.theme) as CSSProperties}>
      <body>
        <SiteProviders>
          <div id="site-root">
            <a href="#main" className="skip-link">
              Skip to content
            </a>
            <ShopUpdatedNotice />
            {/* First after the skip link, so keyboard and screen-reader users meet the question before the page. */}
            {pixel ? <PixelConsent {...pixel} /> : null}
            <SiteHeader shop={shop} />
            <main id="main">{children}</main>
            <SiteFooter shop={shop} cookieSettings={pixel !== null} />
          </div>
          {getConfig().fieldVitals ? <FieldVitals /> : null}
        </SiteProviders>
      </body>
    </html>
  );
}
