import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryHref, categoryLabel, decodeSegment } from "@/lib/routing";
import { requireShop } from "@/lib/current-shop.server";
import { categoryListing } from "@/lib/listing/scope";
import { ListingPage } from "@/components/catalogue/listing/listing-page";
import {
  isCanonicalName,
  listingDescription,
  listingId,
  listingMetadata,
  listingState,
  noStaticParams,
  type ListingRoute,
} from "@/lib/listing/route";

type Params = PageProps<"/[site]/catagory/[category_name]/[id]/[[...filters]]">["params"];

/** Category listing `/catagory/{category_name}/{id}` (the spelling is the contract's); unknown ids are not found. */
async function resolveRoute(params: Params): Promise<ListingRoute> {
  const { site, category_name, id } = await params;
  const shop = await requireShop(site);
  const settingId = listingId(id);
  const listing = categoryListing(shop.attributes, settingId);
  if (!listing?.group) notFound();
  const name = decodeSegment(category_name);
  const heading = listing.group.heading;
  const canonicalPath = categoryHref(listing.group.name, settingId);
  return {
    shop,
    listing,
    canonicalPath,
    canonicalRequest: isCanonicalName(category_name, canonicalPath),
    title: heading,
    description: listingDescription(shop, heading),
    header: { first: "Shop Category", second: categoryLabel(name) },
    crumbs: [{ name: heading, path: canonicalPath }],
  };
}

export const generateStaticParams = noStaticParams;

export async function generateMetadata({
  params,
}: PageProps<"/[site]/catagory/[category_name]/[id]/[[...filters]]">): Promise<Metadata> {
  return listingMetadata(await resolveRoute(params), listingState((await params).filters));
}

export default async function CategoryPage({
  params,
}: PageProps<"/[site]/catagory/[category_name]/[id]/[[...filters]]">) {
  const route = await resolveRoute(params);
  return <ListingPage route={route} state={listingState((await params).filters)} />;
}
