import { NextResponse, type NextRequest } from "next/server";
import { ConfigError, getConfig } from "@/lib/config";
import { isLoginRequired, routedPath } from "@/lib/routing";
import { SESSION_COOKIE, applyCookies, clearedSessionCookies, readSession } from "@/lib/session";
import { encodeOrigin, resolveOrigin } from "@/lib/tenant";

/*
 * Tenant middleware: turns the request's origin into the shop and hands it to the app as the first
 * route segment (`app/[site]/…`), so pages read the shop from their params and stay cacheable per
 * shop without headers()/cookies(). Every matched request is prefixed, so an outside request can
 * never address another shop's segment.
 *
 * Next 16 deprecates `middleware.ts` in favour of `proxy.ts` and prints a warning at build time.
 * We accept it: `proxy.ts` runs only on Node, and this file is kept on the Edge runtime on purpose
 * (cheap, no Node APIs). No shop-API calls here; the session is unsealed only on guarded routes.
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  let config;
  try {
    config = getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return plain(500, "Storefront configuration error");
  }

  const tenant = resolveOrigin(request.headers, config);
  if (!tenant.ok) return plain(tenant.status, tenant.reason);

  const { pathname } = request.nextUrl;
  if (isLoginRequired(pathname)) {
    const cookie = request.cookies.get(SESSION_COOKIE)?.value;
    const session = await readSession(cookie, tenant.origin, config.sessionSecret);
    if (!session) {
      const response = NextResponse.redirect(new URL("/", tenant.origin));
      // A dead or foreign seal also drops the "signed in" flag so the header stops claiming it.
      if (cookie) applyCookies(response.cookies, clearedSessionCookies(tenant.origin));
      return response;
    }
  }

  const url = request.nextUrl.clone();
  const inner = routedPath(pathname, request.nextUrl.searchParams);
  url.pathname = `/${encodeOrigin(tenant.origin)}${inner === "/" ? "" : inner}`;
  return NextResponse.rewrite(url);
}

function plain(status: number, text: string): NextResponse {
  return new NextResponse(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export const config = {
  // Build assets, the image optimizer, proxied images and public assets need no shop.
  matcher: ["/((?!_next/static/|_next/image|media/|assets/).*)"],
};
