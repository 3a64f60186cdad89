// Types of lib/redis/client.server.mjs (plain JavaScript: the page cache handler loads it unbundled).
import type Redis from "ioredis";

export type RedisHealth = { readonly down: boolean; failed(error: unknown): void; recovered(): void };
export type SharedRedis = Redis & { health: RedisHealth };

export declare function redisClient(url?: string | null, log?: (line: string) => void): SharedRedis | null;
export declare function createRedisClient(
  url: string,
  options?: { timeout?: number; log?: (line: string) => void },
): SharedRedis;
