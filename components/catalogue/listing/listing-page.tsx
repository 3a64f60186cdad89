import type { ListingState } from "@/lib/listing/query";
import type { ListingRoute } from "@/lib/listing/route";
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
export function ListingPage({ route, state }: { route: ListingRoute; state: ListingState }) {
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
