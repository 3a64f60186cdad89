import type { Metadata } from "next";
import { headers } from "next/headers";
import { requireShop } from "@/lib/current-shop.server";
import { clientAddress } from "@/lib/rate-limit.server";
import { lookUpTracking, trackingNumbers } from "@/lib/orders/tracking.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { TrackOrderView } from "@/components/track-order/track-order-view";

// Rendered for every request: the result depends on the query and each lookup counts against the client's limit.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Track Order", robots: { index: false, follow: true } };

/** `/track-order?order_no=…&tracking_no=…`: the form, and with both numbers the result, rendered here. */
export default async function TrackOrderPage({ params, searchParams }: PageProps<"/[site]/track-order">) {
  const shop = await requireShop((await params).site);
  const numbers = trackingNumbers(await searchParams);
  const outcome = await lookUpTracking(shop.origin, clientAddress({ headers: await headers() }), numbers);
  return (
    <>
      <BreadcrumbHeader first="Track Order" />
      <TrackOrderView numbers={numbers} outcome={outcome} />
    </>
  );
}
