import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { cardSessionStatus } from "@/lib/payments/card-checkout.server";

/** GET /api/payments/card/status?session_id= → `{status: open|complete|expired, customer_email, order_id, purchase}`. */
export const GET = bffRoute({
  auth: true,
  query: z.object({ session_id: z.string().min(1).max(200) }),
  handle: ({ customer, query }) => cardSessionStatus(customer, query.session_id),
});
