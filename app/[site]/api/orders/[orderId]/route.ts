import { NextResponse } from "next/server";
import { bffRoute, fail } from "@/lib/bff";
import { getSaleOrder } from "@/lib/shop-api/orders";
import { orderIdParam } from "@/lib/orders/order-id";

/** GET /api/orders/{sale_order_id} → `{data: SaleOrder, customer_address}`; 404 for another customer's order. */
export const GET = bffRoute({
  auth: true,
  handle: async ({ customer, params }) => {
    const id = orderIdParam(params.orderId);
    if (id === null) return fail(404, "Order not found");
    const result = await getSaleOrder(customer, id);
    return result.ok ? NextResponse.json(result.data, { headers: { "cache-control": "no-store" } }) : result;
  },
});
