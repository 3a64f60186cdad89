import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogListPage, blogListPath, pageParam } from "@/lib/content/blog";
import { loadBlogPosts } from "@/lib/content/blog.server";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { shopName } from "@/lib/seo/urls";
import { BlogPagination } from "@/components/content/blog-pagination";
import { PostCards } from "@/components/content/post-cards";
import { RecentPosts } from "@/components/content/recent-posts";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/seo/json-ld";
import styles from "@/components/content/content.module.css";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ page?: string | string[] }> };

async function load({ params, searchParams }: Props) {
  const { shop, posts } = await loadBlogPosts((await params).site);
  const page = pageParam((await searchParams).page);
  const list = page === null ? null : blogListPage(posts, page);
  if (!list) notFound();
  return { shop, posts, list };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shop, list } = await load(props);
  const name = shopName(shop.theme);
  const title = list.page > 1 ? `Blog, page ${list.page}` : "Blog";
  return pageMetadata({ origin: shop.origin, path: blogListPath(list.page), title, description: `News, tips and stories from ${name}.`, siteName: name });
}

/** The blog: the shop's posts a page at a time, and the newest in a sidebar. */
export default async function ArticlesPage(props: Props) {
  const { shop, posts, list } = await load(props);
  return (
    <>
      <JsonLdScript data={breadcrumbJsonLd(shop.origin, [{ name: "Home", path: "/" }, { name: "Blog", path: "/articles" }])} />
      <BreadcrumbHeader first="Blog" />
      <div className={`${styles.page} ${styles.withSidebar}`}>
        <section aria-label="Posts">
          {list.posts.length > 0 ? <PostCards posts={list.posts} /> : <p className={styles.notice}>No posts have been published yet.</p>}
          <BlogPagination page={list.page} pageCount={list.pageCount} />
        </section>
        <RecentPosts posts={posts} />
      </div>
    </>
  );
}
