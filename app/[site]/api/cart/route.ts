import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { addToCart, getCart } from "@/lib/shop-api/cart.server";
import { productId, quantity } from "./schemas";

/** GET /api/cart → `{cart: CartLine[], totals}`: the signed-in customer's cart. */
export const GET = bffRoute({ auth: true, handle: ({ customer }) => getCart(customer) });

const addBody = z.object({ product_id: productId, quantity: quantity.optional(), finalize: z.boolean().optional() });

/** POST /api/cart `{product_id, quantity?, finalize?}` → `{data: CartLine, available_stock}`; 422 over stock. */
export const POST = bffRoute({ auth: true, body: addBody, handle: ({ customer, body }) => addToCart(customer, body) });
