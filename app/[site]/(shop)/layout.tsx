import { getConfig } from "@/lib/config";
import { requireShop } from "@/lib/current-shop.server";
import { SiteFooter } from "@/components/footer/site-footer";
import { SiteHeader } from "@/components/header/site-header";
import { PixelConsent } from "@/components/consent/pixel-consent.client";
import { FieldVitals } from "@/components/field-vitals.client";
import { ShopUpdatedNotice } from "@/components/page/shop-updated";
import { SiteProviders } from "@/components/site-providers.client";

/**
 * The shop's shell: header, main and footer around every page, with the client context (auth
 * modal, toasts, scroll to top). Not-found pages of a known shop render inside it.
 *
 * For an origin the shop API does not know it calls notFound(): status 404, and ../not-found.tsx
 * ("shop not available") takes the shell's place; when the shop API fails, ../error.tsx does (503).
 */
export default async function ShopShell({ children, params }: LayoutProps<"/[site]">) {
  const shop = await requireShop((await params).site);
  const pixelScriptUrl = getConfig().pixelScriptUrl;
  const pixel = shop.pixelId && pixelScriptUrl ? { pixelId: shop.pixelId, scriptUrl: pixelScriptUrl } : null;
  return (
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
  );
}
