import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import { absoluteUrl } from "@/lib/seo/urls";
import type { JsonLd } from "@/lib/seo/json-ld";

dayjs.extend(utc);

/** Posts per page of the blog list; two columns of three rows. */
const BLOG_PAGE_SIZE = 6;

/** Posts in the 'Recent Posts' sidebar. */
export const RECENT_POSTS_COUNT = 5;

/** The page number a `/articles/page/{n}` segment names, or null when it is not a plainly written whole number. */
export function pageParam(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null;
}

export type BlogListPage<T> = { posts: T[]; page: number; pageCount: number };

/** One page of the posts; null when the page is past the last (an empty shop has one empty page). */
export function blogListPage<T>(posts: readonly T[], page: number, pageSize = BLOG_PAGE_SIZE): BlogListPage<T> | null {
  const pageCount = Math.max(1, Math.ceil(posts.length / pageSize));
  if (page < 1 || page > pageCount) return null;
  return { posts: posts.slice((page - 1) * pageSize, page * pageSize), page, pageCount };
}

/** The first sentence of a text (for a post's description); the whole text when it has no sentence end. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text.trim());
  return (match ? match[0] : text).trim();
}

/** A post's date as "1 September 2026" (UTC, so server and browser agree); "" when unreadable. */
export function formatPostDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return "";
  return dayjs.utc(time).format("D MMMM YYYY");
}

export type BlogPostingInput = {
  origin: string;
  path: string;
  title: string;
  description: string;
  /** Image path on the shop's origin (`/media/...`) or absolute URL. */
  image?: string;
  /** ISO date of publication, when the shop gives one. */
  datePublished?: string;
  publisher: string;
};

/** schema.org BlogPosting of a post; no author, as the shop API names none. */
export function blogPostingJsonLd(input: BlogPostingInput): JsonLd {
  const url = absoluteUrl(input.origin, input.path);
  const posting: JsonLd = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    url,
    mainEntityOfPage: url,
    publisher: { "@type": "Organization", name: input.publisher, url: absoluteUrl(input.origin, "/") },
  };
  if (input.description) posting.description = input.description;
  if (input.image) posting.image = [absoluteUrl(input.origin, input.image)];
  if (input.datePublished && !Number.isNaN(Date.parse(input.datePublished)))
    posting.datePublished = new Date(input.datePublished).toISOString();
  return posting;
}
