import type { Metadata } from "next";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

export const metadata: Metadata = { title: "FAQ" };

/** Route settled by the foundation; its screen is built by a later issue. */
export default async function FaqPage({ params }: { params: Promise<{ site: string }> }) {
  await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="FAQ" />
      <ComingSoon what="The FAQ" />
    </>
  );
}
