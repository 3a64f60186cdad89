import type { Metadata } from "next";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

export const metadata: Metadata = { title: "Card Payment" };

/** Route settled by the foundation; its screen is built by a later issue. */
export default async function CardCheckoutPage({ params }: { params: Promise<{ site: string }> }) {
  await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="Card Payment" />
      <ComingSoon what="Card payment" />
    </>
  );
}
