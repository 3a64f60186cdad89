import { bffRoute, fail } from "@/lib/bff";
import { discardDraftOrder } from "@/lib/shop-api/orders";
import { orderIdParam } from "@/lib/orders/order-id";

/**
 * POST /api/orders/{sale_order_id}/discard → `{status:true, done, msg}`, or `{status:false, msg}`
 * when the order is not a draft of this customer. POST (the shop API's call is a GET) so the
 * browser's call is checked for CSRF like every other change.
 */
export const POST = bffRoute({
  auth: true,
  handle: async ({ customer, params }) => {
    const id = orderIdParam(params.orderId);
    if (id === null) return fail(404, "Order not found");
    return discardDraftOrder(customer, id);
  },
});
