import { NextResponse } from "next/server";
import { z } from "zod";
import { resetTicketCookie } from "@/lib/session/reset-ticket.server";
import { bffRoute, toResponse } from "@/lib/bff/route.server";
import { applyCookies } from "@/lib/session/cookie";
import { verifyResetOtp } from "@/lib/shop-api/auth.server";

const body = z.object({ code: z.string().max(16), email: z.string().max(255) });

/** POST /api/account/reset-otp → `{status, msg}`: checks the reset code; the shop's reset token is kept in a sealed cookie. */
export const POST = bffRoute({
  auth: false,
  body,
  limit: { name: "verify", account: (b) => b.email },
  handle: async ({ origin, body }) => {
    const result = await verifyResetOtp(origin, body);
    if (!result.ok) return toResponse(result);
    const { reset_token: token, ...answer } = result.data;
    const response = NextResponse.json(answer);
    if (answer.status && token) applyCookies(response.cookies, [await resetTicketCookie(origin, body.email, token)]);
    return response;
  },
});
