import Link from "next/link";
import { RECENT_POSTS_COUNT } from "@/lib/content/blog";
import { blogPostHref } from "@/lib/routing";
import type { BlogPost } from "@/lib/shop-api/blogs.server";
import styles from "./content.module.css";

/** The 'Recent Posts' sidebar: the newest posts' titles. */
export function RecentPosts({ posts }: { posts: readonly BlogPost[] }) {
  const recent = posts.slice(0, RECENT_POSTS_COUNT);
  if (recent.length === 0) return null;
  return (
    <aside className={styles.sidebar} aria-labelledby="recent-posts">
      <h2 id="recent-posts" className={styles.subTitle}>
        Recent Posts
      </h2>
      <ul className={styles.recent}>
        {recent.map((post) => (
          <li key={post.id}>
            <Link href={blogPostHref(post.id)} prefetch={false}>
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
