import { notFound } from "next/navigation";
import { categoryHref, categoryLabel, decodeSegment } from "@/lib/routing";
import { requireShop } from "@/lib/current-shop.server";
import { categoryListing } from "@/lib/listing/scope";
import { listingRoutePage } from "@/components/catalogue/listing/listing-page";
import { isCanonicalName, listingDescription, listingId, noStaticParams } from "@/lib/listing/route";

/** Category listing `/catagory/{category_name}/{id}` (the spelling is the contract's); unknown ids are not found. */
const { generateMetadata, Page } = listingRoutePage(2, async (site, [categoryName, id]) => {
  const shop = await requireShop(site);
  const settingId = listingId(id);
  const listing = categoryListing(shop.attributes, settingId);
  if (!listing?.group) notFound();
  const heading = listing.group.heading;
  const canonicalPath = categoryHref(listing.group.name, settingId);
  return {
    shop,
    listing,
    canonicalPath,
    canonicalRequest: isCanonicalName(categoryName, canonicalPath),
    title: heading,
    description: listingDescription(shop, heading),
    header: { first: "Shop Category", second: categoryLabel(decodeSegment(categoryName)) },
    crumbs: [{ name: heading, path: canonicalPath }],
  };
});

export const generateStaticParams = noStaticParams;
export { generateMetadata };
export default Page;
