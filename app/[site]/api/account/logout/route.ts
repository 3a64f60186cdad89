import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/route.server";
import { withoutSession } from "@/lib/bff/session.server";
import { getConfig } from "@/lib/config";
import { readSession, sessionCookieName } from "@/lib/session/cookie";
import { revokeTokens } from "@/lib/shop-api/auth.server";

/**
 * POST /api/account/logout → clears the session cookies, and revokes the token at the shop API so a
 * copy of it is worthless too. The customer is signed out here even when the shop does not answer.
 */
export const POST = bffRoute({
  auth: false,
  handle: async ({ origin, request }) => {
    const session = await readSession(
      request.cookies.get(sessionCookieName(origin))?.value,
      origin,
      getConfig().sessionSecret,
    );
    if (session) await revokeTokens(origin, session.token);
    return withoutSession(NextResponse.json({ status: true }), origin);
  },
});
