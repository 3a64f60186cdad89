import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryHref, categoryLabel, decodeSegment } from "@/lib/routing";
import { requireShop } from "@/lib/current-shop.server";
import type { ListingState } from "@/lib/listing/query";
import { categoryListing } from "@/lib/listing/scope";
import { ListingPage } from "@/components/catalogue/listing/listing-page";
import {
  isCanonicalName,
  listingDescription,
  listingId,
  listingMetadata,
  listingPath,
  noStaticParams,
  type ListingRoute,
} from "@/lib/listing/route";

type Params = PageProps<"/[site]/catagory/[...path]">["params"];

/**
 * Category listing `/catagory/{category_name}/{id}` (the spelling is the contract's), and its state
 * segment; unknown ids are not found.
 */
async function resolveRoute(params: Params): Promise<{ route: ListingRoute; state: ListingState }> {
  const { site, path } = await params;
  const {
    segments: [categoryName, id],
    state,
  } = listingPath(path, 2);
  const shop = await requireShop(site);
  const settingId = listingId(id);
  const listing = categoryListing(shop.attributes, settingId);
  if (!listing?.group) notFound();
  const name = decodeSegment(categoryName);
  const heading = listing.group.heading;
  const canonicalPath = categoryHref(listing.group.name, settingId);
  const route = {
    shop,
    listing,
    canonicalPath,
    canonicalRequest: isCanonicalName(categoryName, canonicalPath),
    title: heading,
    description: listingDescription(shop, heading),
    header: { first: "Shop Category", second: categoryLabel(name) },
    crumbs: [{ name: heading, path: canonicalPath }],
  };
  return { route, state };
}

export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: PageProps<"/[site]/catagory/[...path]">): Promise<Metadata> {
  const { route, state } = await resolveRoute(params);
  return listingMetadata(route, state);
}

export default async function CategoryPage({ params }: PageProps<"/[site]/catagory/[...path]">) {
  const { route, state } = await resolveRoute(params);
  return <ListingPage route={route} state={state} />;
}
