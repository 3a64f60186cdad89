import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { pageParam } from "@/lib/content/blog";
import { BlogListPage, blogListMetadata } from "@/components/content/blog-list-page";

type Props = PageProps<"/[site]/articles/page/[page]">;

/** Pages of the blog list are rendered on their first request, then kept (ISR). */
export function generateStaticParams(): { page: string }[] {
  return [];
}

/** The page a segment names; the first page has only its plain URL, /articles. */
function pageOf(segment: string): number {
  const number = pageParam(segment);
  if (number === null || number === 1) notFound();
  return number;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, page } = await params;
  return blogListMetadata(site, pageOf(page));
}

export default async function ArticlesListPage({ params }: Props) {
  const { site, page } = await params;
  return <BlogListPage site={site} page={pageOf(page)} />;
}
