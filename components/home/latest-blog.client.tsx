"use client";

import { lazy } from "react";
import { LiveRegion } from "@/components/static-region/live-region.client";
import type { LatestPost } from "./latest-blog";
import styles from "./home.module.css";

// Drawn by the server at once; in the browser its code loads only where there is no server DOM to
// adopt. Next compiles the `typeof window` test away, so the browser's bundle has only the lazy import
// (a React.lazy component on the server would be streamed after the page and moved into place).
const LatestBlogMarkup =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy
      (require("./latest-blog") as typeof import("./latest-blog")).LatestBlogMarkup
    : lazy(() => import("./latest-blog").then((m) => ({ default: m.LatestBlogMarkup })));

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
