import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { forgetPassword } from "@/lib/shop-api/auth.server";

const body = z.object({ email: z.string().max(255) });

/** POST /api/account/forgot-password → `{status, msg}` (a reset code is mailed). */
export const POST = bffRoute({
  auth: false,
  body,
  limit: { name: "sendCode", account: (b) => b.email },
  handle: ({ origin, body }) => forgetPassword(origin, body),
});
