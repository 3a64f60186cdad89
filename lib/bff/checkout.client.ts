import type { CheckoutAnswer } from "@/lib/checkout/answer";
import { callBff, firstErrors, messageOf } from "./fetch.client";

const OFFLINE = "Your order could not be sent: check your connection and try again. Nothing was lost.";
const FAILED = "Your order could not be placed. Please try again.";

type Accepted = Extract<CheckoutAnswer, { status: true }>;

/** Places the order of the summary page: where to go next, the fields to correct, or the message to show. */
export async function sendOrder(
  body: Record<string, unknown>,
): Promise<
  | { kind: "placed"; placed: Accepted }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "failed"; msg: string }
> {
  const { status, data } = await callBff<CheckoutAnswer>("/api/checkout/place", { body });
  if (status === 200 && data?.status === true) return { kind: "placed", placed: data };
  if (status === 422) return { kind: "invalid", errors: firstErrors(data) };
  return { kind: "failed", msg: status === 0 ? OFFLINE : (messageOf(data) ?? FAILED) };
}
