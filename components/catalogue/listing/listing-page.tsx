import type { Metadata } from "next";
import { cache } from "react";
import { loadListing, type LoadedListing } from "@/lib/listing/load.server";
import { listingMetadata, listingPath, type ListingRoute, type NamedSegments } from "@/lib/listing/route";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/json-ld-script";
import { ListingView } from "./listing-view";

/**
 * Rendered whole, without streaming: the products must be in the HTML for visitors without
 * JavaScript (streamed Suspense content is only revealed by a script) and an unknown id must
 * answer 404 (a loading.tsx boundary would have sent 200 before the page could say so). The inner
 * loading state belongs to moves between states of a listing (ListingResults marks the shown
 * results busy until the next arrive).
 */
function ListingPage({ route, loaded }: { route: ListingRoute; loaded: LoadedListing }) {
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(route.shop.origin, [{ name: "Home", path: "/" }, ...route.crumbs])} />
      <BreadcrumbHeader first={route.header.first} second={route.header.second} />
      <ListingView route={route} loaded={loaded} />
    </>
  );
}

type ListingRouteProps = { params: Promise<{ site: string; path: string[] }> };

/**
 * What a listing route's page file exports (category, product type, mega-menu option): its metadata
 * and page, from `resolve`, which finds the shop's listing for the route's `named` segments; the
 * state segment after them is read here (lib/listing/route.ts listingPath), once per request for both.
 */
export function listingRoutePage<N extends 1 | 2>(
  named: N,
  resolve: (site: string, segments: NamedSegments<N>) => Promise<ListingRoute>,
) {
  const read = cache(async (site: string, ...path: string[]) => {
    const { segments, state } = listingPath(path, named);
    return { route: await resolve(site, segments), state };
  });
  const readParams = async ({ params }: ListingRouteProps) => {
    const { site, path } = await params;
    return read(site, ...path);
  };
  return {
    async generateMetadata(props: ListingRouteProps): Promise<Metadata> {
      const { route, state } = await readParams(props);
      return listingMetadata(route, state);
    },
    async Page(props: ListingRouteProps) {
      const { route, state } = await readParams(props);
      return <ListingPage route={route} loaded={await loadListing(route, state)} />;
    },
  };
}
