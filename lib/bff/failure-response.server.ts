import "server-only";
import { refusalMessage, type ShopApiFailure } from "@/lib/shop-api/core.server";

/**
 * What the customer is told of a failed shop-API call: its status and body. A 4xx passes through with
 * the shop's own JSON body (`msg`, `errors`), or a fixed sentence when it was not JSON; a failure to reach
 * the shop is 502 or 504.
 */
export function failureResponse(failure: ShopApiFailure): { status: number; body: object } {
  const answer = (status: number, msg: string) => ({ status, body: { status: false, msg } });
  if (failure.reason === "timeout") return answer(504, "The shop did not answer in time. Please try again.");
  // The shop's "nothing here" (a 2xx `status: false` without the data asked for) is a not-found, with its words.
  if (failure.reason === "refused") return answer(404, refusalMessage(failure) ?? "Not found.");
  if (failure.reason === "http" && failure.status !== null && failure.status >= 400 && failure.status < 500) {
    if (typeof failure.body === "object" && failure.body !== null)
      return { status: failure.status, body: failure.body };
    return answer(failure.status, "The shop could not handle this request. Please try again.");
  }
  return answer(502, "The shop is not available right now. Please try again.");
}
