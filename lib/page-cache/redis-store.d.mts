// Types of lib/page-cache/redis-store.mjs (plain JavaScript: Next loads the cache handler unbundled).
import type Redis from "ioredis";

export type RedisLookup =
  | { status: "absent"; newest: number }
  | { status: "revalidated"; newest: number }
  | { status: "current"; lastModified: number }
  | { status: "newer"; lastModified: number; tags: string[]; value: unknown; cacheControl: unknown };

export declare function serialize(value: unknown): string;
export declare function deserialize(text: string): unknown;

export declare class RedisStore {
  constructor(client: Redis, options?: { prefix?: string; buildId?: string });
  readonly entryPrefix: string;
  readonly tagsKey: string;
  get(key: string, tags: string[], localLastModified?: number): Promise<RedisLookup>;
  set(
    key: string,
    value: unknown,
    tags: string[],
    options: { cacheControl?: unknown; ttlSeconds: number },
  ): Promise<number>;
  delete(key: string): Promise<void>;
  revalidateTags(tags: string[]): Promise<number>;
}
