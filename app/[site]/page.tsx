import type { Metadata } from "next";
import { imageUrl } from "@/lib/images";
import { homeJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { requireShop, type Shop } from "@/lib/current-shop.server";
import { getBlogs } from "@/lib/shop-api/blogs.server";
import { isUpstreamFailure, ShopApiUnavailableError } from "@/lib/shop-api/core.server";
import { getLatestProducts } from "@/lib/shop-api/products.server";
import { FeaturedProducts } from "@/components/home/featured-products";
import { HeroSlider } from "@/components/home/hero-slider";
import { LatestBlog } from "@/components/home/latest-blog.client";
import { OurProducts } from "@/components/home/our-products";
import { ServiceStrip } from "@/components/home/service-strip.client";
import { JsonLdScript } from "@/components/json-ld-script";
import { productCardData } from "@/components/catalogue/product-card-data";
import { productSummary } from "@/lib/shop-api/product-summary";

type Props = PageProps<"/[site]">;

function homeDescription(shop: Shop): string {
  const categories = shop.menuGroups.map((a) => a.heading);
  return categories.length > 0 ? `${shop.name}: shop ${categories.join(", ")} online.` : `${shop.name}: shop online.`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = await requireShop((await params).site);
  const image = shop.heroSlides[0]?.image || shop.logo;
  return pageMetadata({
    origin: shop.origin,
    path: "/",
    title: shop.title,
    description: homeDescription(shop),
    image: image ? imageUrl(image) : undefined,
    siteName: shop.title,
    isHome: true,
  });
}

/** How many posts 'Latest Blog' shows. */
const LATEST_BLOG_COUNT = 3;

/** Home: hero slider, 'Our Products', 'Featured Products', 'Latest Blog', service strip. */
export default async function HomePage({ params }: Props) {
  const shop = await requireShop((await params).site);
  return (
    <>
      <JsonLdScript
        data={homeJsonLd({
          origin: shop.origin,
          name: shop.name,
          logo: shop.logo ? imageUrl(shop.logo) : undefined,
          email: shop.contact.email || undefined,
          telephone: shop.contact.phone || undefined,
          sameAs: shop.socialLinks.map((link) => link.href),
        })}
      />
      <h1 className="visually-hidden">{shop.name}</h1>
      {shop.heroSlides.length > 0 ? <HeroSlider slides={shop.heroSlides} /> : null}
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
  const [latest, blogs] = await Promise.all([
    getLatestProducts(shop.origin),
    shop.blogEnabled ? getBlogs(shop.origin) : null,
  ]);
  // A home kept without its products (or blog) would be served so until its next revalidation.
  for (const result of [latest, blogs])
    if (result && !result.ok && isUpstreamFailure(result))
      throw new ShopApiUnavailableError(result, "The home page's catalogue");
  const visible = latest.ok ? latest.data.map(productSummary).filter((product) => product.visible) : [];
  const cards = visible.map((product) => productCardData(product, shop.currency.symbol));
  return (
    <>
      <OurProducts cards={cards} layout={shop.gridLayout} eagerFirstRow={shop.heroSlides.length === 0} />
      {shop.featuredProducts ? <FeaturedProducts cards={cards} /> : null}
      {blogs?.ok ? (
        <LatestBlog
          posts={blogs.data.slice(0, LATEST_BLOG_COUNT).map(({ id, title, image }) => ({ id, title, image }))}
        />
      ) : null}
    </>
  );
}
