import * as z from "zod/mini";
import { callBff, messageOf } from "@/lib/bff-client";
import { previewOrderSchema, status, type PreviewOrder } from "@/lib/client-schemas";

/**
 * The browser's calls for orders (route handlers under /api/orders), answers checked with zod
 * (`zod/mini` and the browser's own schemas, with the fields the preview and the draft list show).
 */

const draftsAnswer = z.looseObject({ data: z.array(previewOrderSchema) });
const orderAnswer = z.looseObject({ data: previewOrderSchema });
const discardAnswer = z.looseObject({
  status,
  done: z.optional(z.string()),
  msg: z.optional(z.string()),
});

/** The customer's draft orders; null when they could not be read. */
export async function fetchDraftOrders(): Promise<PreviewOrder[] | null> {
  const answer = await callBff("/api/orders/drafts");
  if (answer.status !== 200) return null;
  const parsed = draftsAnswer.safeParse(answer.data);
  return parsed.success ? parsed.data.data : null;
}

/** One of the customer's orders, fresh; null when it could not be read. */
export async function fetchOrder(saleOrderId: number): Promise<PreviewOrder | null> {
  const answer = await callBff(`/api/orders/${encodeURIComponent(String(saleOrderId))}`);
  if (answer.status !== 200) return null;
  const parsed = orderAnswer.safeParse(answer.data);
  return parsed.success ? parsed.data.data : null;
}

export type DiscardOutcome = { ok: true; done: string } | { ok: false; msg: string };

/** Discards a draft: `done` on success, otherwise the shop's `msg` (spec part 2 §7, §8). */
export async function discardOrder(saleOrderId: number): Promise<DiscardOutcome> {
  const answer = await callBff(`/api/orders/${encodeURIComponent(String(saleOrderId))}/discard`, { method: "POST", body: {} });
  const parsed = discardAnswer.safeParse(answer.data);
  if (answer.status === 200 && parsed.success && parsed.data.status) return { ok: true, done: parsed.data.done ?? parsed.data.msg ?? "Order discarded" };
  return { ok: false, msg: messageOf(answer.data) ?? "The order could not be discarded. Please try again." };
}
