import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { discardDraftOrder } from "@/lib/shop-api/orders.server";
import { positiveId } from "@/lib/route-ids";

/**
 * POST /api/orders/{sale_order_id}/discard → `{status:true, done, msg}`, or `{status:false, msg}`
 * when the order is not a draft of this customer. POST (the shop API's call is a GET) so the
 * browser's call is checked for CSRF like every other change.
 */
export const POST = bffRoute({
  auth: true,
  params: z.object({ orderId: positiveId }),
  handle: async ({ customer, params }) => {
    const id = params.orderId;
    return discardDraftOrder(customer, id);
  },
});
