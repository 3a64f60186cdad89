import { notFound } from "next/navigation";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

/** Blog post (spec part 2: both /articles/{id} and /BlogDetail/{id}); built by a later issue. */
export default async function ArticlePage({ params }: { params: Promise<{ site: string; id: string }> }) {
  const { site, id } = await params;
  await requireShop(site);
  if (!/^\d+$/.test(id)) notFound();
  return (
    <>
      <BreadcrumbHeader first="Blog" />
      <ComingSoon what="This blog post" />
    </>
  );
}
