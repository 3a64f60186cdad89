import { lookupShop } from "@/lib/current-shop.server";
import { RETRY_AFTER_SECONDS } from "@/lib/ops/upstream-outage.server.mjs";
import { robotsTxt } from "@/lib/seo/robots";

/*
 * GET /robots.txt of the requesting shop, pointing to that shop's own sitemap. A route handler
 * because the `robots.ts` metadata convention lives only at the app root and cannot see the
 * `[site]` segment the router adds. Rendered per request (from the cached shop lookup) rather than
 * kept as a page: Next answers a kept route handler's OPTIONS with a 500 and its POST with the file.
 */

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: RouteContext<"/[site]/robots.txt">): Promise<Response> {
  const lookup = await lookupShop((await context.params).site);
  if (lookup.status === "unavailable")
    return new Response("Temporarily unavailable", {
      status: 503,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "retry-after": String(RETRY_AFTER_SECONDS),
        "cache-control": "no-store",
      },
    });
  if (lookup.status !== "ok")
    return new Response("Shop not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(robotsTxt(lookup.shop.origin), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
