import { notFound } from "next/navigation";
import { decodeSegment } from "@/lib/format";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

/**
 * Option listing `/{product_name}/{id}` reached from the mega-menu; the catalogue issue builds it.
 * Any two-segment path lands here unless a static route claims it, so a non-numeric id is a 404.
 */
export default async function OptionListingPage({ params }: { params: Promise<{ site: string; name: string; id: string }> }) {
  const { site, name, id } = await params;
  await requireShop(site);
  if (!/^\d+$/.test(id)) notFound();
  return (
    <>
      <BreadcrumbHeader first="Products" second={decodeSegment(name).replace("-", " ")} />
      <ComingSoon what="This listing" />
    </>
  );
}
