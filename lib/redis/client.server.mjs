// @ts-check
/**
 * The process's one Redis client (REDIS_URL), shared by the page cache handler, which Next loads
 * unbundled, and the bundled rate limits: kept once per process (process-shared.mjs) so both module
 * copies reach it.
 * Redis is a cache here, never a dependency: every command is bounded by a short timeout, nothing
 * waits for a connection (commands fail at once while it is down), an outage is logged once, and
 * the client keeps reconnecting in the background.
 */

import Redis from "ioredis";
import { getSettings } from "../config.ts";
import { logger } from "../ops/logger.server.mjs";
import { redisClients } from "../ops/process-shared.mjs";
import { onShutdown } from "../ops/shutdown.server.mjs";

/** @typedef {{ readonly down: boolean; failed(error: unknown): void; recovered(): void }} RedisHealth */
/** @typedef {Redis & { health: RedisHealth }} SharedRedis */

/**
 * host:port of a Redis URL, for logs (never its password).
 * @param {string} url
 */
function describeRedisUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 6379}${parsed.pathname.length > 1 ? parsed.pathname : ""}`;
  } catch {
    return "(malformed REDIS_URL)";
  }
}

/** @param {string} message */
const warn = (message) => logger().warn(message);

/** Health of one client: an outage is logged when it starts and when it ends, never per command. */
class Health {
  down = false;
  /**
   * @param {string} label
   * @param {(line: string) => void} log
   */
  constructor(label, log) {
    this.label = label;
    this.log = log;
  }
  /** @param {unknown} error */
  failed(error) {
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log(
      `[redis] ${this.label} unavailable (${reason}): pages come from this instance's memory and rate limits count per instance until it is back`,
    );
  }
  recovered() {
    if (!this.down) return;
    this.down = false;
    this.log(`[redis] ${this.label} reachable again`);
  }
}

/**
 * A new client for `url` with the timeouts and reconnection above; `client.health` tells whether
 * an outage is under way, and callers report their own command failures to it.
 * @param {string} url
 * @param {{ timeout?: number; log?: (line: string) => void }} [options]
 * @returns {SharedRedis}
 */
export function createRedisClient(url, { timeout = getSettings().redisTimeoutMs, log = warn } = {}) {
  const client = /** @type {SharedRedis} */ (
    new Redis(url, {
      commandTimeout: timeout,
      connectTimeout: Math.max(timeout, 1000),
      // Fail at once while disconnected rather than queue requests behind a dead connection.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (times) => Math.min(100 * times, 2000),
    })
  );
  const health = new Health(describeRedisUrl(url), log);
  client.health = health;
  // Without a listener ioredis would throw every reconnect error as an unhandled 'error' event.
  client.on("error", (error) => health.failed(error));
  client.on("ready", () => health.recovered());
  return client;
}

/**
 * The process's client for REDIS_URL (closed at shutdown), or null when it is unset.
 * @param {string | null} [url]
 * @param {(line: string) => void} [log]
 * @returns {SharedRedis | null}
 */
export function redisClient(url = getSettings().redisUrl, log = warn) {
  if (!url) return null;
  /** @type {Map<string, SharedRedis>} */
  const clients = redisClients();
  const existing = clients.get(url);
  if (existing) return existing;
  const client = createRedisClient(url, { log });
  clients.set(url, client);
  onShutdown(async () => {
    clients.delete(url);
    try {
      await client.quit();
    } catch {
      client.disconnect();
    }
  });
  return client;
}
