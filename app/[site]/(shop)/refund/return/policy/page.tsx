import type { Metadata } from "next";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

export const metadata: Metadata = { title: "Privvacy Policy" };

/** Route settled by the foundation; its screen is built by a later issue. */
export default async function RefundPolicyPage({ params }: { params: Promise<{ site: string }> }) {
  await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="Privvacy Policy" />
      <ComingSoon what="The refund and return policy" />
    </>
  );
}
