import { notFound } from "next/navigation";
import { requireShop } from "@/lib/shop";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { ComingSoon } from "@/components/page/coming-soon";

/** Blog post linked from the cards (/BlogDetail/{blog_id}); built by a later issue. */
export default async function BlogDetailPage({ params }: { params: Promise<{ site: string; blog_id: string }> }) {
  const { site, blog_id } = await params;
  await requireShop(site);
  if (!/^\d+$/.test(blog_id)) notFound();
  return (
    <>
      <BreadcrumbHeader first="Blog" />
      <ComingSoon what="This blog post" />
    </>
  );
}
