import { notFound, permanentRedirect } from "next/navigation";
import { blogPostHref } from "@/lib/routing";

/** /articles/{id} is the same post as /BlogDetail/{id}, which is its one canonical URL. */
export default async function ArticleRedirect({ params }: PageProps<"/[site]/articles/[id]">) {
  const { id } = await params;
  if (!/^\d{1,15}$/.test(id)) notFound();
  permanentRedirect(blogPostHref(Number(id)));
}
