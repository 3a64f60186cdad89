import { FillImage } from "@/components/ui/fill-image";
import Link from "next/link";
import { blogPostHref } from "@/lib/routing";
import { imageUrl } from "@/lib/images";
import type { BlogPost } from "@/lib/shop-api/blogs.server";
import { PostDate } from "./post-date";
import styles from "./content.module.css";

const coverImage = (image: string) => ({
  src: imageUrl(image),
  alt: "",
  sizes: "(min-width: 1216px) 384px, (min-width: 768px) 45vw, 100vw",
  className: styles.cover,
});

/** The blog list's cards: image and title, each linking to the post, and its date when the shop gives one. */
export function PostCards({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className={styles.postGrid}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <article className={styles.postCard}>
            <Link
              href={blogPostHref(post.id)}
              className={styles.postMedia}
              tabIndex={-1}
              aria-hidden="true"
              prefetch={false}
            >
              <FillImage
                {...coverImage(post.image)}
                fetchPriority={index === 0 ? "high" : "low"}
                loading={index < 2 ? "eager" : "lazy"}
              />
            </Link>
            <div className={styles.postBody}>
              <h2 className={styles.postTitle}>
                <Link href={blogPostHref(post.id)} prefetch={false}>
                  {post.title}
                </Link>
              </h2>
              <PostDate iso={post.publishedAt} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
