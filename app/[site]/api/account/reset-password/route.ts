import { z } from "zod";
import { bffRoute } from "@/lib/bff";
import { resetPassword } from "@/lib/shop-api/auth";

const body = z.object({ email: z.string().max(255), password: z.string().max(255), confirm_password: z.string().max(255) });

/** POST /api/account/reset-password → `{status, msg}`, or 422 under password / confirm_password. */
export const POST = bffRoute({ auth: false, body, handle: ({ origin, body }) => resetPassword(origin, body) });
