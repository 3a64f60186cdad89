import { z } from "zod";
import { bffRoute } from "@/lib/bff/route.server";
import { cardCheckoutFor, cardCookieName } from "@/lib/payments/card-checkout.server";

/** GET /api/payments/card?session_id= → `{status:true, public_key, client_secret, order_id}` for the card page. */
export const GET = bffRoute({
  auth: true,
  query: z.object({ session_id: z.string().min(1).max(200) }),
  handle: ({ customer, query, request }) =>
    cardCheckoutFor(customer, request.cookies.get(cardCookieName(customer.origin))?.value, query.session_id),
});
