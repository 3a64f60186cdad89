import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { categoryHref, productHref } from "@/lib/routing";
import { priceDisplay, priceText } from "@/lib/pricing";
import { imageUrl, imageUrls } from "@/lib/images";
import { PRODUCT_UUID } from "@/lib/route-ids";
import { htmlToText } from "@/lib/sanitize.server";
import { breadcrumbJsonLd, productJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { requireShop, type Shop } from "@/lib/current-shop.server";
import { shopOrigin } from "@/lib/unknown-shops.server";
import { isMissing, isUpstreamFailure, ShopApiUnavailableError, type ShopApiResult } from "@/lib/shop-api/core.server";
import { getProduct, getRelatedProducts, type Item, type ProductDetail } from "@/lib/shop-api/products.server";
import { Price } from "@/components/catalogue/price";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { DescriptionTab } from "@/components/product/description-tab";
import { ProductGallery } from "@/components/product/product-gallery";
import { ProductOptions } from "@/components/product/product-options";
import { ProductQuantityProvider } from "@/components/product/product-quantity.client";
import { PurchaseBox } from "@/components/product/purchase-box.client";
import { RelatedProducts } from "@/components/product/related-products";
import { StaticRegion } from "@/components/static-region/static-region";
import { VariantThumbnails } from "@/components/product/variant-thumbnails";
import { ViewContent } from "@/components/product/view-content.client";
import { JsonLdScript } from "@/components/json-ld-script";
import { WishlistHeart } from "@/components/wishlist/wishlist-heart.client";
import wishlist from "@/components/wishlist/wishlist.module.css";
import styles from "@/components/product/product.module.css";
import { addToCartOnPage } from "./actions";

/** Products are not known at build time: each is rendered on its first request, then kept (ISR). */
export function generateStaticParams(): { uuid: string }[] {
  return [];
}

/**
 * The product, or notFound() (status 404) when the shop API does not show it: unknown, hidden
 * (status 0) or an answer without a product. A failed or malformed answer is an error instead
 * (ShopApiUnavailableError), so a kept page is served rather than replaced by a not-found page.
 * The product is asked for beside the shop lookup: one after the other, their waits add up.
 */
const loadProduct = cache(async (site: string, uuid: string): Promise<{ shop: Shop; detail: ProductDetail }> => {
  const served = shopOrigin(site);
  const [shop, result] = await Promise.all([
    requireShop(site),
    served.ok && PRODUCT_UUID.test(uuid) ? getProduct(served.origin, uuid) : null,
  ]);
  if (result === null) notFound();
  if (!result.ok) {
    if (isMissing(result)) notFound();
    throw new ShopApiUnavailableError(result, "The product");
  }
  const { summary } = result.data.product;
  if (!summary.visible) notFound();
  // One page per product: another spelling of its uuid (a shop API may match it loosely) is sent to it.
  if (summary.uuid !== uuid && PRODUCT_UUID.test(summary.uuid)) redirect(productHref(summary.uuid));
  return { shop, detail: result.data };
});

async function loadRelated(site: string, uuid: string): Promise<ShopApiResult<Item[]> | null> {
  const served = shopOrigin(site);
  return served.ok && PRODUCT_UUID.test(uuid) ? getRelatedProducts(served.origin, uuid) : null;
}

function describe({ product }: ProductDetail): string {
  return product.overview || htmlToText(product.description) || product.summary.name;
}

export async function generateMetadata({ params }: PageProps<"/[site]/product/[uuid]">): Promise<Metadata> {
  const { site, uuid } = await params;
  const { shop, detail } = await loadProduct(site, uuid);
  const product = detail.product.summary;
  return pageMetadata({
    origin: shop.origin,
    path: productHref(product.uuid),
    title: product.name,
    description: describe(detail),
    image: imageUrl(product.image),
    siteName: shop.title,
  });
}

/** Product detail `/product/{uuid}`. */
export default async function ProductPage({ params }: PageProps<"/[site]/product/[uuid]">) {
  const { site, uuid } = await params;
  // Both calls name the product by the uuid of the route, so they can run side by side.
  const [{ shop, detail }, related] = await Promise.all([loadProduct(site, uuid), loadRelated(site, uuid)]);
  // Checked once the product is known (a missing product is a 404 whatever its related call did); a
  // page kept without its related products would stay so.
  if (related && !related.ok && isUpstreamFailure(related))
    throw new ShopApiUnavailableError(related, "Related products");
  const { product } = detail;
  const { summary } = product;
  const { symbol: currencySymbol, code: currencyCode } = shop.currency;
  // One source for the quantity rules and the cart line: the stock as the cart counts it (whole, not negative).
  const { cartProduct } = product;
  const price = priceDisplay(summary, currencySymbol);
  const path = productHref(summary.uuid);
  const category = shop.attributes.find((a) => a.id === product.categoryId);
  const crumbs = [
    { name: "Home", path: "/" },
    ...(category ? [{ name: category.heading, path: categoryHref(category.name, category.id) }] : []),
    { name: summary.name, path },
  ];

  return (
    <>
      <JsonLdScript
        data={[
          productJsonLd({
            origin: shop.origin,
            path,
            name: summary.name,
            description: describe(detail),
            images: imageUrls(summary.image),
            sku: summary.uuid,
            price: price.finalPrice,
            currencyCode,
            stock: product.stock,
            brand: shop.name,
          }),
          breadcrumbJsonLd(shop.origin, crumbs),
        ]}
      />
      <ViewContent uuid={summary.uuid} name={summary.name} price={price.finalPrice} currency={currencyCode} />
      <BreadcrumbHeader first="Product" second={summary.name} />
      <ProductQuantityProvider key={summary.uuid} stock={cartProduct.stock} name={cartProduct.name}>
        <div className={styles.page}>
          <div className={styles.main}>
            <div className={styles.media}>
              <ProductGallery product={summary} />
              <VariantThumbnails variants={detail.variants} currentUuid={summary.uuid} />
            </div>
            <div className={styles.info}>
              <h2 className={styles.name}>{summary.name}</h2>
              <Price price={priceText(summary, currencySymbol)} className={styles.price} />
              {/* Plain markup that lays out as the column's own children (inline: a class would add to the page's script). */}
              <StaticRegion as="div" style={{ display: "contents" }}>
                {product.overview ? (
                  <div>
                    <h3 className={styles.overviewHeading}>Quick Overview</h3>
                    <p className={styles.overview}>{product.overview}</p>
                  </div>
                ) : null}
                <ProductOptions attributes={detail.attributes} />
              </StaticRegion>
              <PurchaseBox product={cartProduct} action={addToCartOnPage} />
              <WishlistHeart uuid={summary.uuid} name={summary.name} className={wishlist.productHeart} />
            </div>
          </div>
          <DescriptionTab html={product.description} />
          {related?.ok ? (
            <RelatedProducts items={related.data} currentUuid={summary.uuid} currencySymbol={currencySymbol} />
          ) : null}
        </div>
      </ProductQuantityProvider>
    </>
  );
}
