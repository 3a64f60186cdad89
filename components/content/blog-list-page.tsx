import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { blogListPage } from "@/lib/content/blog";
import { blogListHref } from "@/lib/routing";
import { loadBlogPosts } from "@/lib/content/blog.server";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/json-ld-script";
import { BlogPagination } from "./blog-pagination";
import { PostCards } from "./post-cards";
import { RecentPosts } from "./recent-posts";
import styles from "./content.module.css";

async function load(site: string, page: number) {
  const { shop, posts } = await loadBlogPosts(site);
  const list = blogListPage(posts, page);
  if (!list) notFound();
  return { shop, posts, list };
}

export async function blogListMetadata(site: string, page: number): Promise<Metadata> {
  const { shop, list } = await load(site, page);
  const name = shop.title;
  const title = list.page > 1 ? `Blog, page ${list.page}` : "Blog";
  return pageMetadata({
    origin: shop.origin,
    path: blogListHref(list.page),
    title,
    description: `News, tips and stories from ${name}.`,
    siteName: name,
  });
}

/** One page of the blog: the shop's posts, and the newest in a sidebar. */
export async function BlogListPage({ site, page }: { site: string; page: number }) {
  const { shop, posts, list } = await load(site, page);
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(shop.origin, [
          { name: "Home", path: "/" },
          { name: "Blog", path: "/articles" },
        ])}
      />
      <BreadcrumbHeader first="Blog" />
      <div className={`${styles.page} ${styles.withSidebar}`}>
        <section aria-label="Posts">
          {list.posts.length > 0 ? (
            <PostCards posts={list.posts} />
          ) : (
            <p className={styles.notice}>No posts have been published yet.</p>
          )}
          <BlogPagination page={list.page} pageCount={list.pageCount} />
        </section>
        <RecentPosts posts={posts} />
      </div>
    </>
  );
}
