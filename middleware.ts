import { NextResponse, type NextRequest } from "next/server";
import { ConfigError, getConfig, type Config } from "@/lib/config";
import { isCanonicalMediaPath } from "@/lib/images";
import { readBoundedBody } from "@/lib/request-body";
import { hasMalformedEscape, isLoginRequired } from "@/lib/routing";
import { routedPath } from "@/lib/listing/state-segment";
import { isOrderSummary, orderSummaryPolicy } from "@/lib/security-headers";
import { isCrossSiteServerAction } from "@/lib/server-action-origin";
import { homeHref } from "@/lib/session/return-path";
import { applyCookies, clearedSessionCookies, readSession, sessionCookieName } from "@/lib/session/cookie";
import { forwardedRequestHeaders, isShopPath, resolveOrigin } from "@/lib/tenant";

/*
 * Runs only where a request needs more than Next's router gives it (see lib/tenant.ts): requests
 * whose shop segment the router cannot write alone (a Host header not in its canonical form,
 * forwarded headers, a client's X-Forwarded-For), which get it here in a request header; the
 * login-required routes, guarded here before any HTML; listing URLs with filters or a page in the
 * query, whose state moves into a path segment so that every listing state is a page Next can keep
 * (lib/routing.ts); and the internal names a public URL must not reach. A plain request for a
 * cached catalogue page never pays for a middleware call.
 *
 * Next 16 deprecates `middleware.ts` in favour of `proxy.ts` and prints a warning at build time.
 * We accept it: `proxy.ts` runs only on Node, and this file is kept on the Edge runtime on purpose
 * (cheap, no Node APIs). No shop-API calls here; the session is unsealed only on guarded routes.
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  // Next's router would fail on it with a bare 500 (it cannot render its 400 page outside a shop).
  if (hasMalformedEscape(pathname)) return plain(400, "Bad request: the address is malformed.");
  let config: Config;
  try {
    config = getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return plain(500, "Storefront configuration error");
  }
  // Next would answer these with a bare 500.
  if (isCrossSiteServerAction(request.method, request.headers, config.trustProxy))
    return plain(403, "Cross-site request refused");
  // Next hands a handler only the first 128 KB of a body the middleware saw (proxyClientMaxBodySize,
  // next.config.ts): a Server Action cut short would fail with a 500. Bodies here are small forms.
  if (request.body) {
    const body = await readBoundedBody(request);
    if (!body.ok && body.reason === "too large") return plain(413, "The request body is too large.");
  }
  if (pathname === IMAGE_OPTIMIZER) {
    const image = (request.nextUrl.searchParams.get("url") ?? "").split("?")[0] ?? "";
    if (hasMalformedEscape(image)) return plain(400, "Bad request: the image address is malformed.");
    // Each spelling of one image would be optimised and kept on disk again.
    if (!isCanonicalMediaPath(image)) return plain(400, "Bad request: the image address is not spelled canonically.");
    return NextResponse.next();
  }
  let init: { request: { headers: Headers } } | undefined;
  if (isShopPath(pathname)) {
    const forwarded = forwardedRequestHeaders(request.headers, config.trustProxy);
    if (!forwarded.ok) return plain(forwarded.status, forwarded.reason);
    if (forwarded.headers) init = { request: { headers: forwarded.headers } };
  }

  if (isLoginRequired(pathname)) {
    const tenant = resolveOrigin(request.headers, config);
    if (!tenant.ok) return plain(tenant.status, tenant.reason);
    const cookie = request.cookies.get(sessionCookieName(tenant.origin))?.value;
    const session = await readSession(cookie, tenant.origin, config.sessionSecret);
    if (!session) {
      // Home, as the spec says, which signs in and comes back here (with or without JavaScript).
      const response = NextResponse.redirect(new URL(homeHref(`${pathname}${request.nextUrl.search}`), tenant.origin));
      // A dead or foreign seal also drops the "signed in" flag so the header stops claiming it.
      if (cookie) applyCookies(response.cookies, clearedSessionCookies(tenant.origin));
      return response;
    }
  }

  if (isOrderSummary(pathname)) {
    const response = NextResponse.next(init);
    // The bank card gateway the order summary's hidden form posts to (the reference API hosts it).
    response.headers.set("content-security-policy", orderSummaryPolicy([new URL(config.shopApiUrl).origin]));
    return response;
  }

  const inner = routedPath(pathname, request.nextUrl.searchParams);
  if (inner === pathname) return NextResponse.next(init);
  const url = request.nextUrl.clone();
  url.pathname = inner;
  return NextResponse.rewrite(url, init);
}

const IMAGE_OPTIMIZER = "/_next/image";

function plain(status: number, text: string): NextResponse {
  return new NextResponse(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

// Literal values only: Next reads them from the source at build time (lib/middleware-matcher.test.ts
// checks them against LOGIN_REQUIRED_PATHS, LISTING_QUERY_KEYS and lib/tenant.ts). Few entries: Next
// compiles every matcher again on every request.
export const config = {
  matcher: [
    // Login-required routes and the internal product-type folder, with anything below them; and
    // any path outside /media with a segment that starts with the listing-state prefix, "~".
    "/((?:profile|ProductSubmission|order-summary|stripe/check-out|stripe/session-status|order-receipt|product-type)(?:/.*)?|(?!media/)(?:.*/)?~.*)",
    // A percent sign anywhere in the path: a malformed escape is answered here, before the router.
    "/(.*%.*)",
    // The image optimizer, when its image's address holds an escape (it decodes them unguarded) or any
    // character encodeURIComponent would escape: the spellings of an image other than imageUrl's.
    { source: "/_next/image", has: [{ type: "query", key: "url", value: ".*[^A-Za-z0-9/._~!*'()-].*" }] },
    // Server Action requests and multipart posts: one from another origin is refused here.
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    { source: "/:path*", has: [{ type: "header", key: "content-type", value: "multipart/form-data.*" }] },
    // Listing state in the query.
    { source: "/:path*", has: [{ type: "query", key: "page" }] },
    { source: "/:path*", has: [{ type: "query", key: "checked" }] },
    { source: "/:path*", has: [{ type: "query", key: "price_min" }] },
    { source: "/:path*", has: [{ type: "query", key: "price_max" }] },
    { source: "/:path*", has: [{ type: "query", key: "discount_min" }] },
    { source: "/:path*", has: [{ type: "query", key: "discount_max" }] },
    // Every request for a shop's path (not a build asset, image or public file: the paths the router
    // gives no segment) that the router cannot give its shop segment alone (lib/tenant.ts): a Host
    // that is not canonical for http (CANONICAL_HTTP_HOST), forwarded headers, the segment header
    // itself (so that a client's copy is always overwritten), and a client's X-Forwarded-For
    // (removed here unless TRUST_PROXY, so that Next puts the connection's address in its place).
    {
      source: "/((?!_next/|media/|assets/).*)",
      missing: [
        {
          type: "header",
          key: "host",
          value:
            "(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)*(?!(?:[0-9]+|0x[0-9a-f]*)(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9]))(?::(?!80$)[1-9][0-9]{0,4})?",
        },
      ],
    },
    { source: "/((?!_next/|media/|assets/).*)", has: [{ type: "header", key: "x-forwarded-host" }] },
    { source: "/((?!_next/|media/|assets/).*)", has: [{ type: "header", key: "x-forwarded-proto" }] },
    { source: "/((?!_next/|media/|assets/).*)", has: [{ type: "header", key: "x-storefront-site" }] },
    { source: "/((?!_next/|media/|assets/).*)", has: [{ type: "header", key: "x-forwarded-for" }] },
  ],
};
