import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute, fail, toResponse } from "@/lib/bff/route.server";
import { withSession } from "@/lib/bff/session.server";
import { login, tokenOf } from "@/lib/shop-api/auth.server";

// Shape only: the shop API owns the rules and answers 422 with its own messages.
const body = z.object({
  email: z.string().max(255),
  password: z.string().max(255),
  remember: z.boolean().optional(),
});

/**
 * POST /api/account/login → `{status:true, user}` and the session cookies; `{status:false,
 * verify:true, msg}` for an unverified account; the shop API's 422 / 400 answers as they are.
 */
export const POST = bffRoute({
  auth: false,
  body,
  // Only a refused sign-in counts (no session set); an outage (5xx) is not the client's guess.
  limit: { name: "login", account: (b) => b.email, failed: (r) => r.status < 500 && r.cookies.getAll().length === 0 },
  handle: async ({ origin, body }) => {
    const result = await login(origin, { email: body.email, password: body.password });
    if (!result.ok || result.data.status === false || result.data.verify) return toResponse(result);
    const token = tokenOf(result);
    if (!token) return fail(502, "The shop answered without a token.");
    return withSession(
      NextResponse.json({ status: true, user: result.data.user ?? null }),
      origin,
      token,
      body.remember ?? true,
    );
  },
});
