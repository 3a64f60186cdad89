import "server-only";
import { refusalMessage, type ShopApiFailure } from "@/lib/shop-api/core.server";

/** Seconds a client is asked to wait before trying again when the shop could not be reached. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * What the customer is told of a failed shop-API call: its status and body. A 4xx passes through with
 * the shop's own JSON body (`msg`, `errors`), or a fixed sentence when it was not JSON; a failure to reach
 * the shop (no answer, no answer in time, a 5xx or an answer that cannot be read) is a 503 with Retry-After:
 * the service is down for now, not the request wrong, and load balancers and clients read it so.
 */
export function failureResponse(failure: ShopApiFailure): { status: number; body: object; retryAfter?: number } {
  const answer = (status: number, msg: string) => ({ status, body: { status: false, msg } });
  const unavailable = (msg: string) => ({ ...answer(503, msg), retryAfter: RETRY_AFTER_SECONDS });
  if (failure.reason === "timeout") return unavailable("The shop did not answer in time. Please try again.");
  // The shop's "nothing here" (a 2xx `status: false` without the data asked for) is a not-found, with its words.
  if (failure.reason === "refused") return answer(404, refusalMessage(failure) ?? "Not found.");
  if (failure.reason === "http" && failure.status !== null && failure.status >= 400 && failure.status < 500) {
    if (typeof failure.body === "object" && failure.body !== null)
      return { status: failure.status, body: failure.body };
    return answer(failure.status, "The shop could not handle this request. Please try again.");
  }
  return unavailable("The shop is not available right now. Please try again.");
}
