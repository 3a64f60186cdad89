import { imageUrl } from "@/lib/images";
import type { Blog } from "@/lib/shop-api/schemas";
import { LatestBlogCards } from "./latest-blog-client";

/** How many posts the home page shows. */
const LATEST_BLOG_COUNT = 3;

/** 'Latest Blog' (shown when the footer's is_enable_blog is 1). */
export function LatestBlog({ blogs }: { blogs: readonly Blog[] }) {
  const latest = blogs.slice(0, LATEST_BLOG_COUNT);
  if (latest.length === 0) return null;
  return (
    <LatestBlogCards
      posts={latest.map((blog) => ({ id: blog.blog_id, title: blog.blog_title, image: imageUrl(blog.post_image) }))}
    />
  );
}
