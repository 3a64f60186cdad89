import type { Metadata } from "next";
import { truncate } from "@/lib/text";
import { absoluteUrl } from "./urls";

/**
 * The metadata every catalogue page gives: its title (the layout's template adds the shop's
 * browser title), a description, the canonical URL on the shop's own origin and OpenGraph/Twitter
 * cards with an absolute image URL (shop images are served from the shop's origin under /media).
 */

/** Search engines show about this many characters of a description. */
const DESCRIPTION_LENGTH = 160;

export type PageSeo = {
  origin: string;
  /** Public path of the page, e.g. `/product/{uuid}`; the canonical URL. */
  path: string;
  /** The page's own title; the shop's name is appended unless `isHome`. */
  title: string;
  description: string;
  /** Image path on the shop's origin (`/media/...`) or absolute URL. */
  image?: string;
  siteName: string;
  /** The home page's title is the shop's browser title alone. */
  isHome?: boolean;
  /** Filtered or paged variants of a listing: followed, not indexed (the canonical names the page). */
  noIndex?: boolean;
};

export function pageMetadata(seo: PageSeo): Metadata {
  const url = absoluteUrl(seo.origin, seo.path);
  const fullTitle = seo.isHome ? seo.title : `${seo.title} | ${seo.siteName}`;
  const description = truncate(seo.description.replace(/\s+/g, " ").trim(), DESCRIPTION_LENGTH);
  const images = seo.image ? [absoluteUrl(seo.origin, seo.image)] : undefined;
  return {
    title: seo.isHome ? { absolute: seo.title } : seo.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", url, title: fullTitle, description, siteName: seo.siteName, images },
    twitter: { card: images ? "summary_large_image" : "summary", title: fullTitle, description, images },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  };
}
