import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { blogListPath, pageParam } from "@/lib/content/blog";
import { BlogListPage, blogListMetadata } from "@/components/content/blog-list-page";

type Props = { params: Promise<{ site: string; page: string }> };

/** Pages of the blog list are rendered on their first request, then kept (ISR). */
export function generateStaticParams(): { page: string }[] {
  return [];
}

function pageOf(segment: string): number {
  const number = pageParam(segment);
  if (number === null) notFound();
  return number;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, page } = await params;
  return blogListMetadata(site, pageOf(page));
}

export default async function ArticlesListPage({ params }: Props) {
  const { site, page } = await params;
  const number = pageOf(page);
  // Only here, not in the metadata too: a redirect thrown by both sends its Location twice.
  if (number === 1) permanentRedirect(blogListPath(1));
  return <BlogListPage site={site} page={number} />;
}
