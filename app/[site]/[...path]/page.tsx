import { notFound } from "next/navigation";
import { categoryHref, decodeSegment, optionHref } from "@/lib/routing";
import { requireShop } from "@/lib/current-shop.server";
import { optionListing } from "@/lib/listing/scope";
import { listingRoutePage } from "@/components/catalogue/listing/listing-page";
import { isCanonicalName, listingDescription, listingId, noStaticParams } from "@/lib/listing/route";

/**
 * Option listing `/{product_name}/{id}` reached from the mega-menu: the products of the option's
 * group that carry the option. Any path no other route serves lands here (and /404): one that is
 * not an option listing of the shop is not found (404).
 */
const { generateMetadata, Page } = listingRoutePage(2, async (site, [name, id]) => {
  const shop = await requireShop(site);
  const optionId = listingId(id);
  const listing = optionListing(shop.attributes, optionId);
  const option = listing?.group?.options.find((o) => o.id === optionId);
  if (!listing?.group || !option) notFound();
  const canonicalPath = optionHref(option.label, optionId);
  return {
    shop,
    listing,
    canonicalPath,
    canonicalRequest: isCanonicalName(name, canonicalPath),
    title: option.label,
    description: listingDescription(shop, `${option.label} in ${listing.group.heading}`),
    header: { first: "Products", second: decodeSegment(name).replace("-", " ") },
    crumbs: [
      { name: listing.group.heading, path: categoryHref(listing.group.name, listing.group.id) },
      { name: option.label, path: canonicalPath },
    ],
  };
});

export const generateStaticParams = noStaticParams;
export { generateMetadata };
export default Page;
