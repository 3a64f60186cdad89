import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/route.server";
import { getDraftOrders } from "@/lib/shop-api/orders.server";

/** GET /api/orders/drafts → `{status:true, data: Order[]}`: the customer's draft (status 0) orders. */
export const GET = bffRoute({
  auth: true,
  handle: async ({ customer }) => {
    const result = await getDraftOrders(customer);
    return result.ok
      ? NextResponse.json({ status: true, data: result.data }, { headers: { "cache-control": "no-store" } })
      : result;
  },
});
