import type { Metadata } from "next";
import { BlogListPage, blogListMetadata } from "@/components/content/blog-list-page";

type Props = PageProps<"/[site]/articles">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata((await params).site, 1);
}

export default async function ArticlesPage({ params }: Props) {
  return <BlogListPage site={(await params).site} page={1} />;
}
