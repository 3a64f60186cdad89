import type { Metadata } from "next";
import type { ListingState } from "@/lib/listing/query";
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
function ListingPage({ route, state }: { route: ListingRoute; state: ListingState }) {
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(route.shop.origin, [{ name: "Home", path: "/" }, ...route.crumbs])} />
      <BreadcrumbHeader first={route.header.first} second={route.header.second} />
      <ListingView
        shop={route.shop}
        listing={route.listing}
        state={state}
        pathname={route.canonicalPath}
        canonicalRequest={route.canonicalRequest}
      />
    </>
  );
}

type ListingRouteProps = { params: Promise<{ site: string; path: string[] }> };

/**
 * What a listing route's page file exports (category, product type, mega-menu option): its metadata
 * and page, from `resolve`, which finds the shop's listing for the route's `named` segments; the
 * state segment after them is read here (lib/listing/route.ts listingPath).
 */
export function listingRoutePage<N extends 1 | 2>(
  named: N,
  resolve: (site: string, segments: NamedSegments<N>) => Promise<ListingRoute>,
) {
  const read = async ({ params }: ListingRouteProps) => {
    const { site, path } = await params;
    const { segments, state } = listingPath(path, named);
    return { route: await resolve(site, segments), state };
  };
  return {
    async generateMetadata(props: ListingRouteProps): Promise<Metadata> {
      const { route, state } = await read(props);
      return listingMetadata(route, state);
    },
    async Page(props: ListingRouteProps) {
      const { route, state } = await read(props);
      return <ListingPage route={route} state={state} />;
    },
  };
}
