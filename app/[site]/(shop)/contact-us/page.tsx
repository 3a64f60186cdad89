import type { Metadata } from "next";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

export const metadata: Metadata = { title: "Contact Us" };

/** Route settled by the foundation; its screen is built by a later issue. */
export default async function ContactUsPage({ params }: { params: Promise<{ site: string }> }) {
  await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="Contact Us" />
      <ComingSoon what="The contact page" />
    </>
  );
}
