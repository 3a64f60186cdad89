"use client";

import { LiveRegion } from "@/components/static-region/live-region.client";
import { regionMarkup } from "@/components/static-region/region-markup";
import type { LatestPost } from "./latest-blog";
import styles from "./home.module.css";

const LatestBlogMarkup = regionMarkup(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./latest-blog") as typeof import("./latest-blog")).LatestBlogMarkup
    : undefined,
  () => import("./latest-blog").then((m) => m.LatestBlogMarkup),
);

/**
 * 'Latest Blog' (shown when the footer's is_enable_blog is 1): the first three posts, a static region
 * the browser adopts from the server's DOM (docs/adr/0013-static-regions.md), so the RSC payload
 * carries only the posts. The spec has static placeholder text for the date and excerpt on these
 * cards; the post itself is one click away.
 */
export function LatestBlog({ posts }: { posts: LatestPost[] }) {
  if (posts.length === 0) return null;
  return (
    <LiveRegion as="section" className={styles.section} aria-labelledby="latest-blog" adopt={posts}>
      <LatestBlogMarkup posts={posts} />
    </LiveRegion>
  );
}
