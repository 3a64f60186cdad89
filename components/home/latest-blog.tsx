import { imageUrl } from "@/lib/images";
import { blogPostHref } from "@/lib/routing";
import { FillImage } from "@/components/ui/fill-image";
import styles from "./home.module.css";

/** What a post's card shows. */
export type LatestPost = { id: number; title: string; image: string };

/** The 'Latest Blog' cards: plain markup (LatestBlog adopts the server's DOM). */
export function LatestBlogMarkup({ posts }: { posts: LatestPost[] }) {
  return (
    <>
      <h2 id="latest-blog" className={styles.sectionTitle}>
        Latest Blog
      </h2>
      <ul className={styles.blogGrid}>
        {posts.map((blog) => (
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
                <a href={blogPostHref(blog.id)} className={styles.readMore}>
                  Read More<span className="visually-hidden">: {blog.title}</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
