import { bffRoute } from "@/lib/bff/route.server";
import { placeCheckout } from "@/lib/checkout/checkout.server";
import { checkoutRequestSchema } from "@storefront/shop-answers";

/** POST /api/checkout/place → CheckoutAnswer (lib/checkout/answer.ts); 422 `{errors}` keyed as the shop API's. */
export const POST = bffRoute({
  auth: true,
  body: checkoutRequestSchema,
  handle: ({ customer, body }) => placeCheckout(customer, body),
});
