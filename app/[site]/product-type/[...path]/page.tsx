import { requireShop } from "@/lib/current-shop.server";
import { productTypeListing } from "@/lib/listing/scope";
import { listingRoutePage } from "@/components/catalogue/listing/listing-page";
import { listingDescription, listingId, noStaticParams } from "@/lib/listing/route";
import { productTypeHref } from "@/lib/routing";

/** Names of the product types (CONTRACT.md: 1 featured, 2 NEW); other types are plain products. */
const PRODUCT_TYPE_TITLES: Partial<Record<number, string>> = { 1: "Featured Products", 2: "New Products" };

/**
 * Product-type listing, public path `/Product/{id}`: the router rewrites it here so that no
 * folder differs from `product/` only by case (lib/routing.ts). Links and the filter form use the
 * public path.
 */
const { generateMetadata, Page } = listingRoutePage(1, async (site, [id]) => {
  const shop = await requireShop(site);
  const productType = listingId(id, { zero: true });
  const namedTitle = PRODUCT_TYPE_TITLES[productType];
  const title = namedTitle ?? "Products";
  const path = productTypeHref(productType);
  return {
    shop,
    listing: productTypeListing(productType),
    canonicalPath: path,
    canonicalRequest: true,
    title,
    description: listingDescription(shop, title.toLowerCase()),
    header: { first: "Products", second: namedTitle },
    crumbs: [{ name: title, path }],
  };
});

export const generateStaticParams = noStaticParams;
export { generateMetadata };
export default Page;
