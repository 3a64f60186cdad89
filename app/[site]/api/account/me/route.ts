import { bffRoute, toResponse } from "@/lib/bff/route.server";
import { getUser } from "@/lib/shop-api/auth.server";

/** GET /api/account/me → `{status:true, user}`: the signed-in customer (401 ends a dead session). */
export const GET = bffRoute({
  auth: true,
  handle: async ({ customer }) => {
    const result = await getUser(customer.origin, customer.token);
    if (!result.ok) return result;
    return toResponse({ ...result, data: { status: true, user: result.data } });
  },
});
