import type { PreviewOrder } from "@/lib/orders/preview-model";
import type { Order } from "@storefront/shop-answers";
import { callBff, messageOf } from "./fetch.client";

/**
 * The browser's calls for orders (route handlers under /api/orders). Their answers were parsed on
 * the server and are read as typed (docs/adr/0005-validate-once.md). The lists are SWR keys.
 */

export const HISTORY_PATH = "/api/orders/history";
export const DRAFTS_PATH = "/api/orders/drafts";

function dataOf(answer: { status: number; data: unknown }): unknown {
  return answer.status === 200 && typeof answer.data === "object" && answer.data !== null
    ? (answer.data as { data?: unknown }).data
    : undefined;
}

/** The customer's orders, newest first, without drafts; throws when they could not be read (SWR keeps the error). */
export async function fetchOrderHistory(): Promise<Order[]> {
  const answer = await callBff<{ data?: Order[] }>(HISTORY_PATH);
  if (answer.status !== 200 || !Array.isArray(answer.data?.data)) {
    throw new Error(messageOf(answer.data) ?? "Your orders could not be loaded.");
  }
  return answer.data.data;
}

/** The customer's draft orders; throws when they could not be read (SWR keeps the list it had). */
export async function fetchDraftOrders(): Promise<PreviewOrder[]> {
  const data = dataOf(await callBff(DRAFTS_PATH));
  if (!Array.isArray(data)) throw new Error("Your pending orders could not be loaded.");
  return data as PreviewOrder[];
}

/** One of the customer's orders, fresh; null when it could not be read. */
export async function fetchOrder(saleOrderId: number): Promise<PreviewOrder | null> {
  const data = dataOf(await callBff(`/api/orders/${encodeURIComponent(String(saleOrderId))}`));
  return typeof data === "object" && data !== null ? (data as PreviewOrder) : null;
}

export type DiscardOutcome = { ok: true; done: string } | { ok: false; msg: string };

/** Discards a draft: `done` on success, otherwise the shop's `msg`. */
export async function discardOrder(saleOrderId: number): Promise<DiscardOutcome> {
  const answer = await callBff<{ status: boolean; done?: string; msg?: string }>(
    `/api/orders/${encodeURIComponent(String(saleOrderId))}/discard`,
    {
      method: "POST",
      body: {},
    },
  );
  if (answer.status === 200 && answer.data?.status === true)
    return { ok: true, done: answer.data.done ?? answer.data.msg ?? "Order discarded" };
  return { ok: false, msg: messageOf(answer.data) ?? "The order could not be discarded. Please try again." };
}
