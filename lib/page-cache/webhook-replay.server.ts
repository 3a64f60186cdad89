import "server-only";
import { redisClient } from "@/lib/redis/client.server.mjs";

/**
 * Signatures of revalidation calls already acted on, each until its timestamp leaves the replay
 * window: a captured call replayed within it would expire the shop's pages and purge every edge
 * again. In Redis when REDIS_URL is set, so that a replay to another instance is refused too; in
 * this process's memory otherwise, and while Redis is unreachable.
 */

const KEY_PREFIX = "storefront:webhook:seen:";
// Only calls signed with the secret are remembered, so this bounds nothing a stranger can fill.
const MAX_IN_MEMORY = 10_000;
// Only the revalidation route imports this module: the build holds one copy of it, one map per process.
const seen = new Map<string, number>();

function firstInMemory(signature: string, expiresAtMs: number, nowMs: number): boolean {
  const until = seen.get(signature);
  if (until !== undefined && until > nowMs) return false;
  if (seen.size >= MAX_IN_MEMORY) {
    for (const [key, at] of seen) if (at <= nowMs) seen.delete(key);
    // Still full: the oldest goes (the map keeps insertion order).
    if (seen.size >= MAX_IN_MEMORY) seen.delete(seen.keys().next().value!);
  }
  seen.set(signature, expiresAtMs);
  return true;
}

/**
 * Records the signature header of a verified call that stays valid until `expiresAtSeconds`; false
 * when it was recorded before, that is, when the call is a replay.
 */
export async function firstUseOf(
  signatureHeader: string,
  expiresAtSeconds: number,
  nowMs = Date.now(),
): Promise<boolean> {
  // verifyWebhook takes the header trimmed and in either case: every such spelling is one signature.
  const signature = signatureHeader.trim().toLowerCase();
  const expiresAtMs = expiresAtSeconds * 1000 + 1000;
  const client = redisClient();
  if (client && !client.health.down) {
    try {
      const ttlMs = Math.max(1000, expiresAtMs - nowMs);
      return (await client.set(`${KEY_PREFIX}${signature}`, "1", "PX", ttlMs, "NX")) === "OK";
    } catch (error) {
      client.health.failed(error);
    }
  }
  return firstInMemory(signature, expiresAtMs, nowMs);
}

/** Forgets every signature kept in memory (tests: another process). */
export function forgetSignatures(): void {
  seen.clear();
}
