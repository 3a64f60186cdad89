import type { NextRequest } from "next/server";
import { fail } from "@/lib/bff/route.server";
import { getConfig } from "@/lib/config";
import { tooManySearchesPage } from "@/lib/search/page-limit.server";
import { originOfSite } from "@/lib/tenant";

export const dynamic = "force-dynamic";

/** Where `/search` sends a client over its search limit. */
export async function GET(
  request: NextRequest,
  { params }: RouteContext<"/[site]/search/too-many">,
): Promise<Response> {
  const tenant = originOfSite((await params).site, getConfig);
  if (!tenant.ok) return fail(tenant.status, tenant.reason);
  return tooManySearchesPage(request.nextUrl.searchParams);
}
