import type { Metadata } from "next";
import { FillImage } from "@/components/ui/fill-image";
import { blogPostingJsonLd, firstSentence } from "@/lib/content/blog";
import { blogPostHref } from "@/lib/routing";
import { loadBlogPost } from "@/lib/content/blog.server";
import { imageUrl } from "@/lib/images";
import { htmlToText } from "@/lib/sanitize.server";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getBlogPosts } from "@/lib/shop-api/blogs.server";
import { isUpstreamFailure, ShopApiUnavailableError } from "@/lib/shop-api/core.server";
import { SafeHtml } from "@/components/catalogue/safe-html";
import { PostDate } from "@/components/content/post-date";
import { RecentPosts } from "@/components/content/recent-posts";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/json-ld-script";
import styles from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/BlogDetail/[blog_id]">;

/** Posts are not known at build time: each is rendered on its first request, then kept (ISR). */
export function generateStaticParams(): { blog_id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, blog_id } = await params;
  const { shop, post } = await loadBlogPost(site, blog_id);
  const name = shop.title;
  const metadata = pageMetadata({
    origin: shop.origin,
    path: blogPostHref(post.id),
    title: post.title,
    description: firstSentence(htmlToText(post.html)) || post.title,
    image: post.image ? imageUrl(post.image) : undefined,
    siteName: name,
  });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: "article" } };
}

/** One blog post: its title, image and sanitised body, with the newest posts beside it. */
export default async function BlogDetailPage({ params }: Props) {
  const { site, blog_id } = await params;
  const { shop, post } = await loadBlogPost(site, blog_id);
  const recent = await getBlogPosts(shop.origin);
  // A post kept without its recent posts would be served so until its next revalidation.
  if (!recent.ok && isUpstreamFailure(recent)) throw new ShopApiUnavailableError(recent, "Recent posts");
  const path = blogPostHref(post.id);
  return (
    <>
      <JsonLdScript
        data={[
          blogPostingJsonLd({
            origin: shop.origin,
            path,
            title: post.title,
            description: firstSentence(htmlToText(post.html)),
            image: post.image ? imageUrl(post.image) : undefined,
            datePublished: post.publishedAt,
            publisher: shop.title,
          }),
          breadcrumbJsonLd(shop.origin, [
            { name: "Home", path: "/" },
            { name: "Blog", path: "/articles" },
            { name: post.title, path },
          ]),
        ]}
      />
      <BreadcrumbHeader first="Blog" second={post.title} />
      <div className={`${styles.page} ${styles.withSidebar}`}>
        <article className={styles.article}>
          {post.image ? (
            <div className={styles.postHero}>
              <FillImage
                src={imageUrl(post.image)}
                alt=""
                sizes="(min-width: 1216px) 860px, 100vw"
                className={styles.cover}
                loading="eager"
                fetchPriority="high"
              />
            </div>
          ) : null}
          <PostDate iso={post.publishedAt} />
          <SafeHtml html={post.html} className={styles.text} />
        </article>
        <RecentPosts posts={(recent.ok ? recent.data : []).filter((p) => p.id !== post.id)} />
      </div>
    </>
  );
}
