// Types of lib/page-cache/redis-connection.server.mjs (plain JavaScript: Next loads the cache handler unbundled).
import type { SharedRedis } from "../redis/client.server.mjs";

export declare function redisConnection(serverDistDir?: string): { client: SharedRedis | null; buildId: string };
