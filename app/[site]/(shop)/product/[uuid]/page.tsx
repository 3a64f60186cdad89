import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

/** Product detail `/product/{uuid}`; the catalogue issue builds it (404 when the shop answers status false). */
export default async function ProductPage({ params }: { params: Promise<{ site: string; uuid: string }> }) {
  await requireShop((await params).site);
  return (
    <>
      <BreadcrumbHeader first="Product" />
      <ComingSoon what="This product" />
    </>
  );
}
