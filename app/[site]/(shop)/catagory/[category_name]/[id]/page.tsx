import { notFound } from "next/navigation";
import { categoryLabel, decodeSegment } from "@/lib/format";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

/** Category listing `/catagory/{category_name}/{id}` (spelling is the contract's); the catalogue issue builds it. */
export default async function CategoryPage({ params }: { params: Promise<{ site: string; category_name: string; id: string }> }) {
  const { site, category_name, id } = await params;
  await requireShop(site);
  if (!/^\d+$/.test(id)) notFound();
  return (
    <>
      <BreadcrumbHeader first="Shop Category" second={categoryLabel(decodeSegment(category_name))} />
      <ComingSoon what="This category" />
    </>
  );
}
