import { NextResponse } from "next/server";
import { z } from "zod";
import { resetTicketCookie } from "@/lib/account/reset-ticket.server";
import { bffRoute, toResponse } from "@/lib/bff";
import { applyCookies } from "@/lib/session";
import { verifyResetOtp } from "@/lib/shop-api/auth";

const body = z.object({ code: z.string().max(16), email: z.string().max(255) });

/** POST /api/account/reset-otp → `{status, msg}`: checks the reset code; the shop's reset token is kept in a sealed cookie. */
export const POST = bffRoute({
  auth: false,
  body,
  handle: async ({ origin, body }) => {
    const result = await verifyResetOtp(origin, body);
    if (!result.ok) return toResponse(result);
    const { reset_token: token, ...answer } = result.data;
    const response = NextResponse.json(answer);
    if (answer.status && token) applyCookies(response.cookies, [await resetTicketCookie(origin, body.email, token)]);
    return response;
  },
});
