import type { Metadata } from "next";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

export const metadata: Metadata = { title: "Shopping cart" };

/** Route settled by the foundation; its screen is built by a later issue. */
export default async function ShoppingCartPage({ params }: { params: Promise<{ site: string }> }) {
  await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="Checkout" second="Shopping cart" />
      <ComingSoon what="The shopping cart" />
    </>
  );
}
