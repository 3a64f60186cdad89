import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { resendResetOtp } from "@/lib/shop-api/auth.server";

const body = z.object({ email: z.string().max(255), code: z.string().max(16).optional() });

/** POST /api/account/resend-reset-otp → `{status, msg}`. */
export const POST = bffRoute({
  auth: false,
  body,
  limit: { name: "sendCode", account: (b) => b.email },
  handle: ({ origin, body }) => resendResetOtp(origin, body),
});
