/**
 * When a Redis client may be used, without importing the client itself: the page cache handler
 * that needs this is also bundled into the Edge middleware, where ioredis cannot load.
 */

const REDIS_TIMEOUT_MS = 500;
const DEFAULT_SHOP_API_TIMEOUT_MS = 8000;

/** Milliseconds a Redis command may take: 500, or the shop-API timeout when that is shorter. */
export function redisTimeoutMs(env = process.env) {
  const shopApi = Number(env.SHOP_API_TIMEOUT_MS);
  return Math.min(REDIS_TIMEOUT_MS, Number.isFinite(shopApi) && shopApi > 0 ? shopApi : DEFAULT_SHOP_API_TIMEOUT_MS);
}

/**
 * Whether commands can be sent: at once when connected; a client still making its first
 * connection is waited for, at most `timeoutMs`; during an outage, never.
 */
export async function readyWithin(client, timeoutMs) {
  if (!client) return false;
  if (client.status === "ready") return true;
  if (client.health?.down || !["wait", "connecting", "connect"].includes(client.status)) return false;
  return new Promise((resolve) => {
    const done = (ready) => {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.once("ready", onReady);
  });
}
