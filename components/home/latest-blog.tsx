import Link from "next/link";
import { imageUrl } from "@/lib/images";
import { blogPostHref } from "@/lib/routing";
import type { BlogPost } from "@storefront/shop-answers";
import { FillImage } from "@/components/ui/fill-image";
import styles from "./home.module.css";

/** How many posts the home page shows. */
const LATEST_BLOG_COUNT = 3;

/**
 * 'Latest Blog' (shown when the footer's is_enable_blog is 1). The spec has static placeholder text
 * for the date and excerpt on these cards; the post itself is one click away.
 */
export function LatestBlog({ blogs }: { blogs: readonly BlogPost[] }) {
  const latest = blogs.slice(0, LATEST_BLOG_COUNT);
  if (latest.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="latest-blog">
      <h2 id="latest-blog" className={styles.sectionTitle}>
        Latest Blog
      </h2>
      <ul className={styles.blogGrid}>
        {latest.map((blog) => (
          <li key={blog.id}>
            <article className={styles.blogCard}>
              <div className={styles.blogMedia}>
                <FillImage
                  src={imageUrl(blog.image)}
                  alt=""
                  sizes="(min-width: 1216px) 384px, (min-width: 768px) 33vw, 100vw"
                  className={styles.blogImage}
                />
              </div>
              <div className={styles.blogBody}>
                <p className={styles.blogMeta}>By Admin · Latest news</p>
                <h3 className={styles.blogTitle}>{blog.title}</h3>
                <p className={styles.blogExcerpt}>News, tips and stories from our team.</p>
                <Link href={blogPostHref(blog.id)} className={styles.readMore} prefetch={false}>
                  Read More<span className="visually-hidden">: {blog.title}</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
