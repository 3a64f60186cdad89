/** What /check-out/return tells the shopper about an order a gateway sent them back for. */
export type ReturnOutcome = "paid" | "failed" | "pending" | "placed";

type OrderFacts = { status: number; total: number; advance_payment_sum_amount: number };

/**
 * The order itself decides (the return URL's `status` can be edited by anyone): paid in full is
 * paid; a draft is failed when the gateway reported a cancellation and still pending otherwise (the
 * payment may not be confirmed yet); any other placed order simply is placed.
 */
export function returnOutcome(order: OrderFacts, reported: string | null): ReturnOutcome {
  if (order.status !== 0) return order.total > 0 && order.advance_payment_sum_amount >= order.total ? "paid" : "placed";
  return reported === "cancelled" ? "failed" : "pending";
}
