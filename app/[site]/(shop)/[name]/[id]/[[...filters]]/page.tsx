import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { categoryHref, decodeSegment, optionHref } from "@/lib/routing";
import { requireShop } from "@/lib/current-shop.server";
import { optionListing } from "@/lib/listing/scope";
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

type Params = PageProps<"/[site]/[name]/[id]/[[...filters]]">["params"];

/**
 * Option listing `/{product_name}/{id}` reached from the mega-menu: the products of the option's
 * group that carry the option. Any two-segment path lands here unless a static route claims it,
 * so an id that is not one of the shop's options is not found.
 */
async function resolveRoute(params: Params): Promise<ListingRoute> {
  const { site, name, id } = await params;
  const shop = await requireShop(site);
  const optionId = listingId(id);
  const listing = optionListing(shop.attributes, optionId);
  const option = listing?.group?.options.find((o) => o.id === optionId);
  if (!listing?.group || !option) notFound();
  const segment = decodeSegment(name);
  const canonicalPath = optionHref(option.label, optionId);
  return {
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
}

export const generateStaticParams = noStaticParams;

export async function generateMetadata({ params }: PageProps<"/[site]/[name]/[id]/[[...filters]]">): Promise<Metadata> {
  return listingMetadata(await resolveRoute(params), listingState((await params).filters));
}

export default async function OptionListingPage({ params }: PageProps<"/[site]/[name]/[id]/[[...filters]]">) {
  const route = await resolveRoute(params);
  return <ListingPage route={route} state={listingState((await params).filters)} />;
}
