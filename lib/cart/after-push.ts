import type { LocalCart } from "./local-cart";
import { setQuantity } from "./local-cart";

/**
 * What stays in the local cart after a push to the server (store/all) succeeded. The push sent a
 * snapshot; another tab may have changed the local cart while it was on its way, and those changes
 * must not be lost: a line that was not pushed stays, a line that grew keeps only what was added
 * since, and everything that was pushed as it is now goes.
 */
export function remainingAfterPush(
  current: LocalCart,
  pushed: readonly { product_id: string; quantity: number }[],
): LocalCart {
  const sent = new Map(pushed.map((item) => [item.product_id, item.quantity]));
  let remaining: LocalCart = {
    lines: current.lines.filter((line) => line.quantity > (sent.get(line.product_id) ?? 0)),
  };
  for (const line of remaining.lines) {
    const already = sent.get(line.product_id);
    if (already !== undefined) remaining = setQuantity(remaining, line.product_id, line.quantity - already).cart;
  }
  return remaining;
}
