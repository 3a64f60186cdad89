import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryHref, decodeSegment, optionHref } from "@/lib/routing";
import { requireShop } from "@/lib/current-shop.server";
import type { ListingState } from "@/lib/listing/query";
import { optionListing } from "@/lib/listing/scope";
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

type Params = PageProps<"/[site]/[...path]">["params"];

/**
 * Option listing `/{product_name}/{id}` reached from the mega-menu: the products of the option's
 * group that carry the option. Any path no other route serves lands here (and /404): one that is
 * not an option listing of the shop is not found (404).
 */
async function resolveRoute(params: Params): Promise<{ route: ListingRoute; state: ListingState }> {
  const { site, path } = await params;
  const {
    segments: [name, id],
    state,
  } = listingPath(path, 2);
  const shop = await requireShop(site);
  const optionId = listingId(id);
  const listing = optionListing(shop.attributes, optionId);
  const option = listing?.group?.options.find((o) => o.id === optionId);
  if (!listing?.group || !option) notFound();
  const segment = decodeSegment(name);
  const canonicalPath = optionHref(option.label, optionId);
  const route = {
    shop,
    listing,
    canonicalPath,
    canonicalRequest: isCanonicalName(name, canonicalPath),
    title: option.label,
    description: listingDescription(shop, `${option.label} in ${listing.group.heading}`),
    header: { first: "Products", second: segment.replace("-", " ") },
    crumbs: [
      {
        name: listing.group.heading,
        path: categoryHref(listing.group.name, listing.group.id),
      },
      { name: option.label, path: canonicalPath },
    ],
  };
  return { route, state };
}

export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: PageProps<"/[site]/[...path]">): Promise<Metadata> {
  const { route, state } = await resolveRoute(params);
  return listingMetadata(route, state);
}

export default async function OptionListingPage({ params }: PageProps<"/[site]/[...path]">) {
  const { route, state } = await resolveRoute(params);
  return <ListingPage route={route} state={state} />;
}
