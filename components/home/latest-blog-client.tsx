"use client";

import Link from "next/link";
import { blogPostHref } from "@/lib/routing";
import { FillImage } from "@/components/ui/fill-image";
import styles from "./home.module.css";

export type LatestBlogPost = { id: number; title: string; image: string };

/**
 * The 'Latest Blog' cards, rendered from their data (as server markup they travelled twice in the
 * page). The spec has static placeholder text for the date and excerpt on these cards; the post
 * itself is one click away.
 */
export function LatestBlogCards({ posts }: { posts: readonly LatestBlogPost[] }) {
  return (
    <section className={styles.section} aria-labelledby="latest-blog">
      <h2 id="latest-blog" className={styles.sectionTitle}>
        Latest Blog
      </h2>
      <ul className={styles.blogGrid}>
        {posts.map((post) => (
          <li key={post.id}>
            <article className={styles.blogCard}>
              <div className={styles.blogMedia}>
                <FillImage
                  src={post.image}
                  alt=""
                  sizes="(min-width: 1216px) 384px, (min-width: 768px) 33vw, 100vw"
                  className={styles.blogImage}
                />
              </div>
              <div className={styles.blogBody}>
                <p className={styles.blogMeta}>By Admin · Latest news</p>
                <h3 className={styles.blogTitle}>{post.title}</h3>
                <p className={styles.blogExcerpt}>News, tips and stories from our team.</p>
                <Link href={blogPostHref(post.id)} className={styles.readMore} prefetch={false}>
                  Read More<span className="visually-hidden">: {post.title}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
