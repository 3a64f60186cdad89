import { blogPostHref, productHref } from "@/lib/routing";
import { categoryHref, optionHref } from "@/lib/routing";
import { absoluteUrl } from "./urls";

/**
 * sitemap.xml of one shop (pure): home, every category listing, the mega-menu's option listings,
 * products, blog posts and the content pages the footer lists, all on the requesting shop's
 * origin. The route handler gathers the data; this decides what is listed and writes the XML.
 */

export type SitemapEntry = { loc: string; lastmod?: string };

export type SitemapInput = {
  origin: string;
  attributes: readonly {
    id: number;
    name: string;
    inHeader: boolean;
    options: readonly { id: number; label: string }[];
  }[];
  /** The footer's page list (page_type 1–5). */
  pages: readonly { page_type: number }[];
  productUuids: readonly string[];
  blogs: readonly { id: number; publishedAt: string }[];
};

/** Content pages by page_type: 1 about, 2 complaint, 3 terms, 4 privacy, 5 refund. */
const CONTENT_PAGE_PATHS: Readonly<Record<number, string>> = {
  1: "/about-us",
  2: "/complaint",
  3: "/terms-conditions",
  4: "/privacy-policy",
  5: "/refund/return/policy",
};

/** A date the sitemap protocol accepts (W3C datetime, date part), or undefined. */
function w3cDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const paths: SitemapEntry[] = [{ loc: "/" }];
  for (const attribute of input.attributes) {
    paths.push({ loc: categoryHref(attribute.name, attribute.id) });
  }
  for (const attribute of input.attributes.filter((a) => a.inHeader)) {
    for (const option of attribute.options) paths.push({ loc: optionHref(option.label, option.id) });
  }
  for (const uuid of input.productUuids) paths.push({ loc: productHref(uuid) });
  if (input.blogs.length > 0) paths.push({ loc: "/articles" });
  for (const blog of input.blogs) paths.push({ loc: blogPostHref(blog.id), lastmod: w3cDate(blog.publishedAt) });
  const pageTypes = new Set(input.pages.map((page) => page.page_type));
  for (const [type, path] of Object.entries(CONTENT_PAGE_PATHS)) {
    if (pageTypes.has(Number(type))) paths.push({ loc: path });
  }

  const seen = new Set<string>();
  return paths
    .map((entry) => ({ ...entry, loc: absoluteUrl(input.origin, entry.loc) }))
    .filter((entry) => (seen.has(entry.loc) ? false : (seen.add(entry.loc), true)));
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
