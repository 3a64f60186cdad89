import "server-only";
import { admitAttempt, consume, countFailedAttempt, type LimitName } from "@/lib/rate-limit.server";

type Admission = { ok: true; countFailed(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * A request's admission under a rate limit, for route handlers and Server Actions alike: per client
 * address, and per account when one is named (trimmed, in lower case). Every request counts, or with
 * `failedOnly` only those the caller reports with `countFailed` (a right password costs nothing:
 * lib/rate-limit.server.ts).
 */
export async function admitRequest(
  limit: { name: LimitName; failedOnly?: boolean },
  origin: string,
  address: string,
  account: string | undefined,
): Promise<Admission> {
  const key = account?.trim().toLowerCase() || undefined;
  const outcome = await (limit.failedOnly ? admitAttempt : consume)(limit.name, origin, address, key);
  if (!outcome.ok) return outcome;
  return { ok: true, countFailed: () => countFailedAttempt(limit.name, origin, address, key) };
}
