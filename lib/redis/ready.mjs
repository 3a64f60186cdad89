// @ts-check
/**
 * When a Redis client may be used, without importing the client itself: the page cache handler
 * that needs this is also bundled into the Edge middleware, where ioredis cannot load.
 */

/**
 * Whether commands can be sent: at once when connected; a client still making its first
 * connection is waited for, at most `timeoutMs`; during an outage, never.
 */
/**
 * @param {(import("ioredis").default & { health?: { down: boolean } }) | null | undefined} client
 * @param {number} timeoutMs
 * @returns {Promise<boolean>}
 */
export async function readyWithin(client, timeoutMs) {
  if (!client) return false;
  if (client.status === "ready") return true;
  if (client.health?.down || !["wait", "connecting", "connect"].includes(client.status)) return false;
  return new Promise((resolve) => {
    /** @param {boolean} ready */
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
