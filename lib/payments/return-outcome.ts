import type { Order } from "@storefront/shop-answers";

/** What /check-out/return tells the shopper about an order a gateway sent them back for. */
export type ReturnOutcome = "paid" | "failed" | "pending" | "placed";

type OrderFacts = Pick<Order, "status" | "paid"> & { totals: Pick<Order["totals"], "total"> };

/**
 * The order itself decides (the return URL's `status` can be edited by anyone): paid in full is
 * paid; a draft is failed when the gateway reported a cancellation and still pending otherwise (the
 * payment may not be confirmed yet); any other placed order simply is placed.
 */
export function returnOutcome(order: OrderFacts, reported: string | null): ReturnOutcome {
  if (order.status !== 0) return order.totals.total > 0 && order.paid >= order.totals.total ? "paid" : "placed";
  return reported === "cancelled" ? "failed" : "pending";
}
