/**
 * The storefront's answer to a place-order request (`POST /api/checkout/place`), shared by the route
 * handler and the order summary page: where the browser goes next once the shop accepted the order.
 */
export type CheckoutNext =
  /** Placed (cash on delivery): the receipt of `orderId`. */
  | { kind: "receipt"; orderId: number }
  /** A payment page: a gateway's (absolute, checked) or the storefront's own card page (a path). */
  | { kind: "redirect"; url: string }
  /** A gateway reached by a form POST (bank card): the browser submits these fields to `action`. */
  | { kind: "post"; action: string; fields: Record<string, string> };

type CheckoutAccepted = {
  status: true;
  next: CheckoutNext;
  /** The shop's cart is empty now: the browser clears its own. */
  empty: boolean;
  /** The Purchase pixel event to send before leaving, when this step completes the purchase. */
  purchase?: { value: number; currency: string };
};

/** A refusal with the message to show (`status:false`), or 422 `{errors}` for field errors. */
type CheckoutRefused = { status: false; msg?: string; errors?: Record<string, string[]> };

export type CheckoutAnswer = CheckoutAccepted | CheckoutRefused;
