import { z } from "zod";

/**
 * The cancel request of a pending order (the profile's order history): its message as the route handler
 * (`POST /api/orders/{id}/cancel`) and the Server Action read it, and the form's state.
 */
export const cancelMessageSchema = z
  .string({ error: "Please tell us why you want to cancel the order." })
  .trim()
  .min(1, "Please tell us why you want to cancel the order.")
  .max(2000, "The message may have at most 2000 characters.");

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
