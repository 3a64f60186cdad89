import { lookupShop } from "@/lib/current-shop.server";
import { RETRY_AFTER_SECONDS } from "@/lib/ops/upstream-outage.server.mjs";
import { sitemapSource } from "@/lib/seo/sitemap-source.server";
import { sitemapEntries, sitemapXml } from "@/lib/seo/sitemap";
import { CATALOGUE_REVALIDATE_SECONDS } from "@/lib/shop-api/cache-policy.server";

/*
 * GET /sitemap.xml of the requesting shop. A route handler rather than the `sitemap.ts` metadata
 * convention: that function is not given the `[site]` segment, and the router rewrites
 * /sitemap.xml to /{shop}/sitemap.xml like any other path, so this handler knows the shop from its
 * params. Generated per shop on first request and kept like the catalogue pages (ISR).
 */

export const revalidate = 300;

export function generateStaticParams(): { site: string }[] {
  return [];
}

export async function GET(_request: Request, context: RouteContext<"/[site]/sitemap.xml">): Promise<Response> {
  const lookup = await lookupShop((await context.params).site);
  if (lookup.status === "unavailable") return unavailable();
  if (lookup.status !== "ok")
    return new Response("Shop not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  // A sitemap missing the products of a listing page that failed would be kept for minutes.
  const source = await sitemapSource(lookup.shop);
  if (!source) return unavailable();
  const xml = sitemapXml(sitemapEntries(source));
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": `public, max-age=${CATALOGUE_REVALIDATE_SECONDS}, stale-while-revalidate=${revalidate}`,
    },
  });
}

function unavailable(): Response {
  return new Response("Temporarily unavailable", {
    status: 503,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "retry-after": String(RETRY_AFTER_SECONDS),
      "cache-control": "no-store",
    },
  });
}
