import type { Metadata } from "next";
import { imageUrl } from "@/lib/images";
import { safeExternalUrl } from "@/lib/safe-url";
import { homeJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { shopName } from "@/lib/seo/urls";
import { requireShop, type Shop } from "@/lib/shop";
import { getBlogs } from "@/lib/shop-api/blogs";
import { isUpstreamFailure, ShopApiUnavailableError } from "@/lib/shop-api/core";
import { getLatestProducts } from "@/lib/shop-api/products";
import { FeaturedProducts } from "@/components/home/featured-products";
import { HeroSlider } from "@/components/home/hero-slider";
import { LatestBlog } from "@/components/home/latest-blog";
import { OurProducts } from "@/components/home/our-products";
import { ServiceStrip } from "@/components/home/service-strip-client";
import { JsonLdScript } from "@/components/json-ld-script";
import { productCardData } from "@/components/catalogue/product-card-data";
import { productSummary } from "@/lib/shop-api/product-summary";

type Props = PageProps<"/[site]">;

function homeDescription(shop: Shop): string {
  const company = shop.theme?.company?.company_name || shopName(shop.theme);
  const categories = shop.attributes.filter((a) => a.is_header_attr === 1).map((a) => a.column_heading);
  return categories.length > 0 ? `${company}: shop ${categories.join(", ")} online.` : `${company}: shop online.`;
}

function heroEnabled(shop: Shop): boolean {
  return shop.theme?.is_enable_slider === 1 && shop.theme.slider_options.length > 0;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = await requireShop((await params).site);
  const name = shopName(shop.theme);
  const firstSlide = heroEnabled(shop) ? shop.theme?.slider_options[0]?.item_image : undefined;
  const image = firstSlide || shop.theme?.logo_image;
  return pageMetadata({ origin: shop.origin, path: "/", title: name, description: homeDescription(shop), image: image ? imageUrl(image) : undefined, siteName: name, isHome: true });
}

/** Home: hero slider, 'Our Products', 'Featured Products', 'Latest Blog', service strip. */
export default async function HomePage({ params }: Props) {
  const shop = await requireShop((await params).site);
  const theme = shop.theme;
  const footer = shop.footer;
  const name = theme?.company?.company_name || shopName(theme);
  const sameAs = footer
    ? [
        footer.is_enable_fbLink === 1 ? footer.fb_link : "",
        footer.is_enable_youtubeLink === 1 ? footer.youtube_link : "",
        footer.is_enable_instaLink === 1 ? footer.insta_link : "",
        footer.is_enable_twitterLink === 1 ? footer.twitter_link : "",
      ].flatMap((link) => safeExternalUrl(link) ?? [])
    : [];

  return (
    <>
      <JsonLdScript
        data={homeJsonLd({
          origin: shop.origin,
          name,
          logo: theme?.logo_image ? imageUrl(theme.logo_image) : undefined,
          email: footer?.email || undefined,
          telephone: footer?.contact_no || undefined,
          sameAs,
        })}
      />
      <h1 className="visually-hidden">{name}</h1>
      {heroEnabled(shop) && theme ? <HeroSlider slides={theme.slider_options} /> : null}
      <HomeCatalogue shop={shop} />
      <ServiceStrip />
    </>
  );
}

/**
 * The sections that need catalogue data. Not streamed behind a loading indicator: the page is
 * kept per shop (ISR), so visitors get it whole, and streamed content would stay hidden from
 * visitors without JavaScript.
 */
async function HomeCatalogue({ shop }: { shop: Shop }) {
  const theme = shop.theme;
  const blogEnabled = shop.footer?.is_enable_blog === 1;
  const [latest, blogs] = await Promise.all([getLatestProducts(shop.origin), blogEnabled ? getBlogs(shop.origin) : null]);
  // A home kept without its products (or blog) would be served so until its next revalidation.
  for (const result of [latest, blogs]) if (result && !result.ok && isUpstreamFailure(result)) throw new ShopApiUnavailableError(result, "The home page's catalogue");
  const visible = latest.ok ? latest.data.map(productSummary).filter((product) => product.visible) : [];
  const cards = visible.map((product) => productCardData(product, theme?.company?.get_currency?.symbol ?? ""));
  return (
    <>
      <OurProducts cards={cards} layout={theme?.product_grid_layout ?? 1} eagerFirstRow={!heroEnabled(shop)} />
      {theme?.is_featured_product === 1 ? <FeaturedProducts cards={cards} /> : null}
      {blogs?.ok ? <LatestBlog blogs={blogs.data} /> : null}
    </>
  );
}
