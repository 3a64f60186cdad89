import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
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
    message: z
      .string({ error: "Please tell us why you want to cancel the order." })
      .trim()
      .min(1, "Please tell us why you want to cancel the order.")
      .max(2000, "The message may have at most 2000 characters."),
  }),
  handle: async ({ customer, params, body }) => {
    const id = params.orderId;
    return requestCancellation(customer, { message: body.message, sale_order_id: id });
  },
});
