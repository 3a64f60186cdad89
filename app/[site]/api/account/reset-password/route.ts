import { NextResponse } from "next/server";
import { z } from "zod";
import { RESET_COOKIE, clearedResetTicket, readResetTicket } from "@/lib/session/reset-ticket.server";
import { bffRoute, toResponse } from "@/lib/bff/route.server";
import { applyCookies } from "@/lib/session/cookie";
import { resetPassword } from "@/lib/shop-api/auth.server";

const body = z.object({
  email: z.string().max(255),
  password: z.string().max(255),
  confirm_password: z.string().max(255),
});

const NOT_VERIFIED = "Please verify the code we e-mailed you before choosing a new password.";

/** POST /api/account/reset-password → `{status, msg}`, or 422 under password / confirm_password; needs the ticket of reset-otp. */
export const POST = bffRoute({
  auth: false,
  body,
  limit: { name: "verify", account: (b) => b.email },
  handle: async ({ origin, body, request }) => {
    const token = await readResetTicket(request.cookies.get(RESET_COOKIE)?.value, origin, body.email);
    if (!token) return NextResponse.json({ status: false, msg: NOT_VERIFIED });
    const result = await resetPassword(origin, { ...body, reset_token: token });
    const response = toResponse(result);
    if (result.ok && result.data.status) applyCookies(response.cookies, [clearedResetTicket(origin)]);
    return response;
  },
});
