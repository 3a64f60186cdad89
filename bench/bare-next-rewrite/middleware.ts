import { NextResponse, type NextRequest } from "next/server";

/*
 * The second floor of `npm run bench`: the bare page behind the same mechanism as the storefront's
 * tenant middleware (middleware.ts at the repository root), and nothing else. Edge runtime (the
 * default of middleware.ts), every request rewritten to an internal dynamic segment, here always
 * the same value. What the storefront costs beyond this floor is its own.
 */
export function middleware(request: NextRequest): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = `/bare${url.pathname === "/" ? "" : url.pathname}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // Like the storefront's matcher: build assets, the image optimizer and public files need no segment.
  matcher: ["/((?!_next/static/|_next/image|icon.svg).*)"],
};
