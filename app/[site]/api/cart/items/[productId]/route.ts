import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { updateCartLine } from "@/lib/shop-api/cart.server";
import { productId, quantity } from "../../schemas";

const body = z
  .object({ quantity: quantity.optional(), finalize: z.boolean().optional() })
  .refine((change) => change.quantity !== undefined || change.finalize !== undefined, {
    message: "Nothing to change.",
  });

/** POST /api/cart/items/{product uuid} `{quantity?, finalize?}` → `{data: CartLine, available_stock}`; 422 over stock, 404 not in the cart. */
export const POST = bffRoute({
  auth: true,
  body,
  params: z.object({ productId }),
  handle: async ({ customer, body, params }) => updateCartLine(customer, params.productId, body),
});
