import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { cancelMessageSchema } from "@/lib/orders/cancel-message";
import { requestCancellation } from "@/lib/shop-api/orders.server";
import { positiveId } from "@/lib/route-ids";

/**
 * POST /api/orders/{sale_order_id}/cancel `{message}` → `{status:true, done, msg}`, or
 * `{status:false, msg}` when the order is not a pending order of this customer; 422 `errors.message`.
 */
export const POST = bffRoute({
  auth: true,
  params: z.object({ orderId: positiveId }),
  body: z.object({
    message: cancelMessageSchema,
  }),
  handle: async ({ customer, params, body }) => {
    const id = params.orderId;
    return requestCancellation(customer, { message: body.message, sale_order_id: id });
  },
});
