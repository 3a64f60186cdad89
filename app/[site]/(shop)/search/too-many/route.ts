import type { NextRequest } from "next/server";
import { tooManySearchesPage } from "@/lib/search/page-limit.server";

export const dynamic = "force-dynamic";

/** Where `/search` sends a client over its search limit. */
export function GET(request: NextRequest): Response {
  return tooManySearchesPage(request.nextUrl.searchParams);
}
