import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { positiveId } from "@/lib/route-ids";
import { removeCartLine } from "@/lib/shop-api/cart.server";

/** DELETE /api/cart/lines/{cart_id} → `{status, msg}`; 404 when the line is not the customer's. */
export const DELETE = bffRoute({
  auth: true,
  params: z.object({ cartId: positiveId }),
  handle: async ({ customer, params }) => removeCartLine(customer, params.cartId),
});
