import { lookupShop } from "@/lib/shop";
import { robotsTxt } from "@/lib/seo/robots";

/*
 * GET /robots.txt of the requesting shop, pointing to that shop's own sitemap. A route handler
 * because the `robots.ts` metadata convention lives only at the app root and cannot see the
 * `[site]` segment the router adds.
 */

export const revalidate = 3600;

export function generateStaticParams(): { site: string }[] {
  return [];
}

export async function GET(_request: Request, context: { params: Promise<{ site: string }> }): Promise<Response> {
  const lookup = await lookupShop((await context.params).site);
  if (lookup.status !== "ok") return new Response("Shop not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(robotsTxt(lookup.shop.origin), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
