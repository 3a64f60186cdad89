import { callBff, messageOf } from "@/lib/bff/fetch.client";
import type { PreviewOrder } from "./preview-model";

/**
 * The browser's calls for orders (route handlers under /api/orders). Their answers were parsed on
 * the server and are read as typed (docs/adr/0005-validate-once.md).
 */

function dataOf(answer: { status: number; data: unknown }): unknown {
  return answer.status === 200 && typeof answer.data === "object" && answer.data !== null ? (answer.data as { data?: unknown }).data : undefined;
}

/** The customer's draft orders; null when they could not be read. */
export async function fetchDraftOrders(): Promise<PreviewOrder[] | null> {
  const data = dataOf(await callBff("/api/orders/drafts"));
  return Array.isArray(data) ? (data as PreviewOrder[]) : null;
}

/** One of the customer's orders, fresh; null when it could not be read. */
export async function fetchOrder(saleOrderId: number): Promise<PreviewOrder | null> {
  const data = dataOf(await callBff(`/api/orders/${encodeURIComponent(String(saleOrderId))}`));
  return typeof data === "object" && data !== null ? (data as PreviewOrder) : null;
}

export type DiscardOutcome = { ok: true; done: string } | { ok: false; msg: string };

type DiscardAnswer = { status: boolean; done?: string; msg?: string };

/** Discards a draft: `done` on success, otherwise the shop's `msg`. */
export async function discardOrder(saleOrderId: number): Promise<DiscardOutcome> {
  const answer = await callBff<DiscardAnswer>(`/api/orders/${encodeURIComponent(String(saleOrderId))}/discard`, { method: "POST", body: {} });
  if (answer.status === 200 && answer.data?.status === true) return { ok: true, done: answer.data.done ?? answer.data.msg ?? "Order discarded" };
  return { ok: false, msg: messageOf(answer.data) ?? "The order could not be discarded. Please try again." };
}
