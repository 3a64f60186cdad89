import { absoluteUrl } from "./urls";

/**
 * robots.txt of one shop: everything is open except the visitor's own pages (cart, account,
 * checkout and payment, order pages), the BFF endpoints, and filtered listings, whose query
 * variants would multiply every category by every filter combination (their canonical URL is the
 * unfiltered listing). Paged listings stay open so crawlers can reach every product.
 */

const PRIVATE_PATHS = [
  "/shopping-cart",
  "/profile",
  "/order-summary",
  "/order-receipt",
  "/check-out/",
  "/stripe/",
  "/ProductSubmission",
  "/WishList",
  "/Compare",
  "/track-order",
  "/sign-in",
  "/api/",
] as const;

/** Query names of the listing filters (lib/listing/query.ts). */
const FILTER_PARAMS = ["checked", "price_min", "price_max", "discount_min", "discount_max"] as const;

export function robotsTxt(origin: string): string {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...FILTER_PARAMS.map((name) => `Disallow: /*?*${name}=`),
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ];
  return lines.join("\n");
}
