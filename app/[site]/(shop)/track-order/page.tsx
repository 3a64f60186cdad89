import type { Metadata } from "next";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

export const metadata: Metadata = { title: "Track Order" };

/** Route settled by the foundation; its screen is built by a later issue. */
export default async function TrackOrderPage({ params }: { params: Promise<{ site: string }> }) {
  await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="Track Order" />
      <ComingSoon what="Order tracking" />
    </>
  );
}
