import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { mergeCart } from "@/lib/shop-api/cart.server";
import { MAX_PUSHED_LINES, productId, quantity } from "../schemas";

const body = z.object({
  items: z
    .array(z.object({ product_id: productId, quantity, finalize: z.boolean().optional() }))
    .min(1)
    .max(MAX_PUSHED_LINES),
});

/**
 * POST /api/cart/merge `{items}` → `{cart, totals, skipped}`: pushes a guest cart after sign-in
 * (store/all: the same product adds up, capped at stock).
 */
export const POST = bffRoute({ auth: true, body, handle: ({ customer, body }) => mergeCart(customer, body.items) });
