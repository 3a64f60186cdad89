import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute, fail, toResponse } from "@/lib/bff/route.server";
import { withSession } from "@/lib/bff/session.server";
import { tokenOf, verify } from "@/lib/shop-api/auth.server";

const body = z.object({ code: z.string().max(16), email: z.string().max(255), remember: z.boolean().optional() });

/** POST /api/account/verify → signs in on `{status:true, msg, user}`; `{status:false, msg}` for a wrong code. */
export const POST = bffRoute({
  auth: false,
  body,
  limit: { name: "verify", account: (b) => b.email },
  handle: async ({ origin, body }) => {
    const result = await verify(origin, { code: body.code, email: body.email });
    if (!result.ok || result.data.status === false) return toResponse(result);
    const token = tokenOf(result);
    if (!token) return fail(502, "The shop answered without a token.");
    const answer = NextResponse.json({ status: true, msg: result.data.msg ?? "", user: result.data.user ?? null });
    return withSession(answer, origin, token, body.remember ?? true);
  },
});
