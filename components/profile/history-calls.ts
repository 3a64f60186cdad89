import { callBff, firstErrors, messageOf } from "@/lib/bff/fetch.client";
import type { SaleOrder } from "@/lib/shop-api/schemas";

/** The browser's calls of the order history (route handlers under /api/orders). */

/** SWR key and path of the history. */
export const HISTORY_PATH = "/api/orders/history";

/** The customer's orders, newest first, without drafts; throws when they could not be read (SWR keeps the error). */
export async function fetchOrderHistory(): Promise<SaleOrder[]> {
  const answer = await callBff<{ data?: SaleOrder[] }>(HISTORY_PATH);
  if (answer.status !== 200 || !Array.isArray(answer.data?.data)) {
    throw new Error(messageOf(answer.data) ?? "Your orders could not be loaded.");
  }
  return answer.data.data;
}

type CancelOutcome = { ok: true; done: string } | { ok: false; msg: string | null; errors: Record<string, string> };

/** Asks the shop to cancel a pending order: `done` on success, otherwise field errors or the shop's `msg`. */
export async function sendCancelRequest(saleOrderId: number, message: string): Promise<CancelOutcome> {
  const answer = await callBff<{ status?: boolean; done?: string; msg?: string }>(`/api/orders/${encodeURIComponent(String(saleOrderId))}/cancel`, {
    method: "POST",
    body: { message },
  });
  if (answer.status === 200 && answer.data?.status === true) return { ok: true, done: answer.data.done ?? answer.data.msg ?? "Cancel request submitted" };
  const errors = firstErrors(answer.data);
  const fieldless = errors.message === undefined;
  return { ok: false, errors, msg: fieldless ? (messageOf(answer.data) ?? Object.values(errors)[0] ?? "The cancel request could not be sent. Please try again.") : null };
}
