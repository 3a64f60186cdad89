import "server-only";
import { z } from "zod";
import { admitAttempt, countFailedAttempt, tooManyMessage } from "@/lib/rate-limit.server";
import { refusalMessage } from "@/lib/shop-api/core.server";
import { trackOrder } from "@/lib/shop-api/orders.server";
import { fieldErrorsOf } from "@storefront/shop-answers";
import { trackingReceipt, type TrackingReceipt } from "./tracking";

export type TrackingNumbers = { order_no: string; tracking_no: string };
type TrackingErrors = Partial<Record<keyof TrackingNumbers, string>>;

export type TrackingOutcome =
  /** No number was asked for: only the form. */
  | { kind: "form" }
  | { kind: "found"; receipt: TrackingReceipt }
  /** `msg` (the shop's refusal, a rate limit, an outage) and/or messages next to the fields. */
  | { kind: "refused"; msg: string | null; errors: TrackingErrors };

const number = (what: string) =>
  z.string().trim().min(1, `Please enter the ${what}.`).max(100, `The ${what} is too long.`);
const trackingQuery = z.object({ order_no: number("order number"), tracking_no: number("tracking number") });

type SearchParam = string | string[] | undefined;

function firstValue(value: SearchParam): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

/** The numbers as typed (for the form to show again), from the page's query. */
export function trackingNumbers(query: Record<string, SearchParam>): TrackingNumbers {
  return { order_no: firstValue(query.order_no), tracking_no: firstValue(query.tracking_no) };
}

function firstMessages(errors: Record<string, string[]>): TrackingErrors {
  return { order_no: errors.order_no?.[0], tracking_no: errors.tracking_no?.[0] };
}

/**
 * Looks an order up by its order and tracking numbers for the client at `clientKey`. Order numbers
 * are sequential, so every lookup the shop refuses counts against the client's tracking limit (and
 * the shop's); a found order, an outage and a request with a number missing cost nothing.
 */
export async function lookUpTracking(
  origin: string,
  clientKey: string,
  numbers: TrackingNumbers,
): Promise<TrackingOutcome> {
  if (numbers.order_no.trim() === "" && numbers.tracking_no.trim() === "") return { kind: "form" };
  const parsed = trackingQuery.safeParse(numbers);
  if (!parsed.success)
    return { kind: "refused", msg: null, errors: firstMessages(z.flattenError(parsed.error).fieldErrors) };

  const limit = await admitAttempt("trackOrder", origin, clientKey);
  if (!limit.ok) return { kind: "refused", msg: tooManyMessage(limit.retryAfterSeconds), errors: {} };

  const result = await trackOrder(origin, parsed.data);
  if (result.ok && result.data.status && result.data.data)
    return { kind: "found", receipt: trackingReceipt(result.data.data) };
  const refused = !result.ok && result.reason === "refused";
  if (result.ok || refused || result.status === 422) await countFailedAttempt("trackOrder", origin, clientKey);
  if (result.ok || refused)
    return {
      kind: "refused",
      msg:
        (result.ok ? result.data.msg : refusalMessage(result)) ?? "No order found for this order and tracking number.",
      errors: {},
    };
  const errors = result.status === 422 ? fieldErrorsOf(result.body) : null;
  if (errors) return { kind: "refused", msg: null, errors: firstMessages(errors) };
  return { kind: "refused", msg: "The shop is not available right now. Please try again.", errors: {} };
}
