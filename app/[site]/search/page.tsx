import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { parseListingQuery } from "@/lib/listing/query";
import { searchPageRefusal } from "@/lib/search/page-limit.server";
import { searchQuery } from "@/lib/search/query";
import { pageMetadata } from "@/lib/seo/metadata";
import { requireShop } from "@/lib/current-shop.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { SearchResults } from "@/components/search/search-results";

// The query is the page: rendered per request (the [site] layout is otherwise kept per shop).
export const dynamic = "force-dynamic";

type Props = PageProps<"/[site]/search">;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const shop = await requireShop((await params).site);
  const query = searchQuery((await searchParams).q);
  const name = shop.title;
  return pageMetadata({
    origin: shop.origin,
    path: "/search",
    title: query ? `Search results for “${query}”` : "Search",
    description: `Search the products of ${name}.`,
    siteName: name,
    noIndex: true,
  });
}

/** `/search?q=…&page=N`: the shop's products matching the header's search box, not indexed by search engines. */
export default async function SearchPage({ params, searchParams }: Props) {
  const shop = await requireShop((await params).site);
  const query = await searchParams;
  const refusal = await searchPageRefusal(shop.origin, await headers(), query.q);
  if (refusal) redirect(refusal);
  return (
    <>
      <BreadcrumbHeader first="Search" />
      <SearchResults shop={shop} raw={query.q} page={parseListingQuery(query).page} />
    </>
  );
}
