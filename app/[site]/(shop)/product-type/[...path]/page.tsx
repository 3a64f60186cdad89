import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import type { ListingState } from "@/lib/listing/query";
import { productTypeListing } from "@/lib/listing/scope";
import { ListingPage } from "@/components/catalogue/listing/listing-page";
import {
  listingDescription,
  listingId,
  listingMetadata,
  listingPath,
  noStaticParams,
  type ListingRoute,
} from "@/lib/listing/route";
import { productTypeHref } from "@/lib/routing";

type Params = PageProps<"/[site]/product-type/[...path]">["params"];

/** Names of the product types (CONTRACT.md: 1 featured, 2 NEW); other types are plain products. */
const PRODUCT_TYPE_TITLES: Partial<Record<number, string>> = { 1: "Featured Products", 2: "New Products" };

/**
 * Product-type listing, public path `/Product/{id}`: the router rewrites it here so that no
 * folder differs from `product/` only by case (lib/routing.ts). Links and the filter form use the
 * public path.
 */
async function resolveRoute(params: Params): Promise<{ route: ListingRoute; state: ListingState }> {
  const { site, path: requested } = await params;
  const {
    segments: [id],
    state,
  } = listingPath(requested, 1);
  const shop = await requireShop(site);
  const productType = listingId(id, { zero: true });
  const namedTitle = PRODUCT_TYPE_TITLES[productType];
  const title = namedTitle ?? "Products";
  const path = productTypeHref(productType);
  const route = {
    shop,
    listing: productTypeListing(productType),
    canonicalPath: path,
    canonicalRequest: true,
    title,
    description: listingDescription(shop, title.toLowerCase()),
    header: { first: "Products", second: namedTitle },
    crumbs: [{ name: title, path }],
  };
  return { route, state };
}

export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: PageProps<"/[site]/product-type/[...path]">): Promise<Metadata> {
  const { route, state } = await resolveRoute(params);
  return listingMetadata(route, state);
}

export default async function ProductTypePage({ params }: PageProps<"/[site]/product-type/[...path]">) {
  const { route, state } = await resolveRoute(params);
  return <ListingPage route={route} state={state} />;
}
