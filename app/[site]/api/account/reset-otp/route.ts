import { z } from "zod";
import { bffRoute } from "@/lib/bff";
import { verifyResetOtp } from "@/lib/shop-api/auth";

const body = z.object({ code: z.string().max(16), email: z.string().max(255) });

/** POST /api/account/reset-otp → `{status, msg}`: checks the reset code. */
export const POST = bffRoute({ auth: false, body, handle: ({ origin, body }) => verifyResetOtp(origin, body) });
