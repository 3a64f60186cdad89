import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/route.server";
import { visibleOrderHistory } from "@/lib/orders/history.server";

/** GET /api/orders/history → `{status:true, data: Order[]}`: the customer's orders, newest first, without drafts. */
export const GET = bffRoute({
  auth: true,
  handle: async ({ customer }) => {
    const result = await visibleOrderHistory(customer);
    return result.ok
      ? NextResponse.json({ status: true, data: result.data }, { headers: { "cache-control": "no-store" } })
      : result;
  },
});
