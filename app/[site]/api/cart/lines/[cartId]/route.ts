import { bffRoute, fail } from "@/lib/bff";
import { removeCartLine } from "@/lib/shop-api/cart";

/** DELETE /api/cart/lines/{cart_id} → `{status, msg}`; 404 when the line is not the customer's. */
export const DELETE = bffRoute({
  auth: true,
  handle: async ({ customer, params }) => {
    const raw = params.cartId;
    if (typeof raw !== "string" || !/^\d{1,12}$/.test(raw)) return fail(404, "Not found");
    return removeCartLine(customer, Number(raw));
  },
});
