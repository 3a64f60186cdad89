// Types of lib/redis/client.mjs (plain JavaScript: the page cache handler loads it unbundled).
import type Redis from "ioredis";

export declare const REDIS_TIMEOUT_MS: number;
export type RedisHealth = { readonly down: boolean; failed(error: unknown): void; recovered(): void };
export type SharedRedis = Redis & { health: RedisHealth };

export declare function redisTimeoutMs(env?: Record<string, string | undefined>): number;
export declare function describeRedisUrl(url: string): string;
export declare function redisClient(env?: Record<string, string | undefined>, log?: (line: string) => void): SharedRedis | null;
export declare function readyWithin(client: Redis | null | undefined, timeoutMs: number): Promise<boolean>;
export declare function createRedisClient(url: string, options?: { env?: Record<string, string | undefined>; log?: (line: string) => void }): SharedRedis;
