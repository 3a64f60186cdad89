import { z } from "zod";
import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/route.server";
import { getSaleOrder } from "@/lib/shop-api/orders.server";
import { positiveId } from "@/lib/route-ids";

/** GET /api/orders/{sale_order_id} → `{data: Order, customer_address}`; 404 for another customer's order. */
export const GET = bffRoute({
  auth: true,
  params: z.object({ orderId: positiveId }),
  handle: async ({ customer, params }) => {
    const id = params.orderId;
    const result = await getSaleOrder(customer, id);
    return result.ok ? NextResponse.json(result.data, { headers: { "cache-control": "no-store" } }) : result;
  },
});
