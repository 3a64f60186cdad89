import { positiveIdOf } from "@/lib/route-ids";

/** A sale order id from the path or query, or null when it is not a plain positive integer. */
export function orderIdParam(raw: string | string[] | undefined): number | null {
  return positiveIdOf(raw);
}
