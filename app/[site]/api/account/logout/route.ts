import { NextResponse } from "next/server";
import { bffRoute, withoutSession } from "@/lib/bff";

/** POST /api/account/logout → clears the session cookies; the shop API is not called (spec). */
export const POST = bffRoute({
  auth: false,
  handle: async ({ origin }) => withoutSession(NextResponse.json({ status: true }), origin),
});
