import { NextResponse } from "next/server";
import { bffRoute, withoutSession } from "@/lib/bff/route.server";
import { getConfig } from "@/lib/config";
import { SESSION_COOKIE, SIGNED_IN_COOKIE, readSession } from "@/lib/session/cookie";

/**
 * GET /api/account/session → `{signedIn}` from the sealed cookie (never the token). A stale
 * "signed in" flag without a valid session is cleared on the way.
 */
export const GET = bffRoute({
  auth: false,
  handle: async ({ request, origin }) => {
    const session = await readSession(request.cookies.get(SESSION_COOKIE)?.value, origin, getConfig().sessionSecret);
    const response = NextResponse.json({ signedIn: session !== null }, { headers: { "cache-control": "no-store" } });
    if (!session && (request.cookies.has(SIGNED_IN_COOKIE) || request.cookies.has(SESSION_COOKIE))) withoutSession(response, origin);
    return response;
  },
});
