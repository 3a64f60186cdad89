import { notFound } from "next/navigation";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

/**
 * Product-type listing, public path `/Product/{id}`: the middleware rewrites it here so that no
 * folder differs from `product/` only by case (lib/routing.ts). Built by the catalogue issue.
 */
export default async function ProductTypePage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site, id } = await params;
  await requireShop(site);
  if (!/^\d+$/.test(id)) notFound();
  return (
    <>
      <BreadcrumbHeader first="Products" />
      <ComingSoon what="This listing" />
    </>
  );
}
