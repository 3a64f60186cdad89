/** The cancel request of a pending order (the profile's order history): the form's state and page. */

/**
 * The last answer: nothing yet, requested (the shop's `done`), or refused: the message's own error
 * (under the field), or the shop's `msg` (a toast with JavaScript, an alert without), with what was typed.
 * `round` counts the answers.
 */
export type CancelState =
  | { kind: "idle"; round: 0 }
  | { kind: "requested"; round: number; done: string }
  | { kind: "refused"; round: number; message: string; error: string | null; msg: string | null };

export const CANCEL_IDLE: CancelState = { kind: "idle", round: 0 };

/** The cancel request of a pending order as a page of its own (the order history's dialog without JavaScript). */
export function cancelRequestHref(saleOrderId: number): string {
  return `/profile/cancel-request?order_id=${saleOrderId}`;
}
