// Types of lib/page-cache/redis-store.mjs (plain JavaScript: Next loads the cache handler unbundled).
import type Redis from "ioredis";

/** `now`: Redis's time of the read. */
export type RedisLookup =
  | { status: "absent"; newest: number; now: number }
  | { status: "revalidated"; newest: number; now: number }
  | { status: "current"; lastModified: number; now: number }
  | { status: "newer"; lastModified: number; now: number; tags: string[]; value: unknown; cacheControl: unknown };

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
    options: { cacheControl?: unknown; ttlSeconds: number; renderedSince?: number },
  ): Promise<number | null>;
  delete(key: string): Promise<void>;
  revalidateTags(tags: string[]): Promise<number>;
}
