import { safeExternalUrl } from "@/lib/safe-url";
import type { Footer } from "@/lib/shop-api/footer.server";
import type { AttributeGroup } from "@/lib/shop-api/site-attributes.server";
import type { Slide, Theme } from "@/lib/shop-api/theme.server";

/**
 * The shop's settings as pages read them: theme, currency, menus, contact details and every 0/1 flag,
 * mapped once from the shop API's theme, footer and attributes (any of which may be missing when
 * its call failed: the shell then shows placeholders).
 */
export type ShopSettings = {
  /** The company's name, else the browser title, else "Shop". */
  name: string;
  /** The browser title, else the company's name, else "Shop". */
  title: string;
  /** Image paths; empty when none. */
  logo: string;
  favicon: string;
  currency: { symbol: string; code: string };
  /** The theme's flat shipping rate (0 when none). */
  shippingCharges: number;
  /** The hero slider's slides; none when the theme turns the slider off. */
  heroSlides: Slide[];
  featuredProducts: boolean;
  /** The home grid's layout: 1 gives 3 cards per row, 2 gives 4, anything else 6. */
  gridLayout: number;
  blogEnabled: boolean;
  pixelId: string | null;
  contact: { address: string; phone: string; email: string };
  /** The social links the footer flags on, each a plain http(s) URL. */
  socialLinks: { name: "Facebook" | "YouTube" | "Instagram" | "Twitter"; href: string }[];
  /** The attribute groups of the header's menus and category dropdown (is_header_attr). */
  menuGroups: AttributeGroup[];
};

/** The blog is on unless the footer says it is off: a footer that could not be read hides nothing. */
function blogOn(footer: Footer | null): boolean {
  return footer === null || footer.is_enable_blog === 1;
}

function socialLinks(footer: Footer | null): ShopSettings["socialLinks"] {
  if (!footer) return [];
  const candidates = [
    ["Facebook", footer.is_enable_fbLink, footer.fb_link],
    ["YouTube", footer.is_enable_youtubeLink, footer.youtube_link],
    ["Instagram", footer.is_enable_instaLink, footer.insta_link],
    ["Twitter", footer.is_enable_twitterLink, footer.twitter_link],
  ] as const;
  return candidates.flatMap(([name, enabled, link]) => {
    const href = enabled === 1 ? safeExternalUrl(link) : null;
    return href ? [{ name, href }] : [];
  });
}

export function shopSettings(
  theme: Theme | null,
  footer: Footer | null,
  attributes: readonly AttributeGroup[],
): ShopSettings {
  const company = theme?.company?.company_name ?? "";
  const browserTitle = theme?.browser_title ?? "";
  return {
    name: company || browserTitle || "Shop",
    title: browserTitle || company || "Shop",
    logo: theme?.logo_image ?? "",
    favicon: theme?.favicon_image ?? "",
    currency: {
      symbol: theme?.company?.get_currency?.symbol ?? "",
      code: theme?.company?.get_currency?.currency_code ?? "",
    },
    shippingCharges: theme?.shipping_charges ?? 0,
    heroSlides: theme?.is_enable_slider === 1 ? theme.slider_options : [],
    featuredProducts: theme?.is_featured_product === 1,
    gridLayout: theme?.product_grid_layout ?? 1,
    blogEnabled: blogOn(footer),
    pixelId: theme?.pixel_id ?? null,
    contact: { address: footer?.address_label ?? "", phone: footer?.contact_no ?? "", email: footer?.email ?? "" },
    socialLinks: socialLinks(footer),
    menuGroups: attributes.filter((a) => a.inHeader),
  };
}
