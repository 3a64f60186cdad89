"use server";

import { redirect } from "next/navigation";
import { customerAction } from "@/lib/bff/action.server";
import { isScriptedAction } from "@/lib/bff/scripted.server";
import { cancelMessageSchema } from "@/lib/orders/cancel-message";
import type { CancelState } from "@/lib/orders/cancel-request";
import { orderIdParam } from "@/lib/orders/order-id";
import { requestCancellation } from "@/lib/shop-api/orders.server";

const FAILED = "The cancel request could not be sent. Please try again.";
const NOT_FOUND = "This order cannot be cancelled.";

/**
 * The cancel request (the order history's dialog with JavaScript, its own page without): the same
 * message rules and shop call as `POST /api/orders/{id}/cancel`, with the session by `customerAction`.
 * Without JavaScript a request the shop accepted goes back to the order history, which shows it.
 */
export async function requestCancelAction(previous: CancelState, form: FormData): Promise<CancelState> {
  const round = previous.round + 1;
  const typed = form.get("message");
  const message = typeof typed === "string" ? typed : "";
  const refused = (error: string | null, msg: string | null): CancelState => ({
    kind: "refused",
    round,
    message,
    error,
    msg,
  });
  const orderId = form.get("order_id");
  const saleOrderId = typeof orderId === "string" ? orderIdParam(orderId) : null;
  if (saleOrderId === null) return refused(null, NOT_FOUND);
  const parsed = cancelMessageSchema.safeParse(message);
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? FAILED, null);

  const outcome = await customerAction({}, ({ customer }) =>
    requestCancellation(customer, { message: parsed.data, sale_order_id: saleOrderId }),
  );
  if (!outcome.ok) {
    const error = outcome.errors?.message?.[0] ?? null;
    return refused(error, error ? null : (Object.values(outcome.errors ?? {})[0]?.[0] ?? outcome.message));
  }
  if (outcome.data.status !== true) return refused(null, outcome.data.msg || FAILED);
  if (!(await isScriptedAction())) redirect("/profile?tab=orders");
  return { kind: "requested", round, done: outcome.data.done || outcome.data.msg || "Cancel request submitted" };
}
