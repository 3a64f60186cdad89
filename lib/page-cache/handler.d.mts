// Types of lib/page-cache/handler.mjs (plain JavaScript because Next loads it at run time, unbundled).
import type { SharedRedis } from "../redis/client.server.mjs";
import type { BoundedStore, Hit } from "./memory-store.mjs";
import type { RedisStore } from "./redis-store.mjs";

type Ctx =
  | {
      /** What Next looks up: `APP_PAGE`, `APP_ROUTE`, `FETCH`, … */
      kind?: string;
      fetchUrl?: string;
      tags?: string[];
      softTags?: string[];
      cacheControl?: { revalidate?: number | false; expire?: number };
      revalidate?: number | false;
    }
  | undefined;

export declare function traceLookupsWith(
  traced: <T>(name: string, run: (span: import("@opentelemetry/api").Span) => Promise<T>) => Promise<T>,
): void;
export declare function tagsOf(value: unknown, ctx: Ctx): string[];
export declare function worthKeeping(value: { kind?: string; status?: number }): boolean;
export declare function ttlSeconds(value: unknown, ctx: Ctx): number;

export declare class PageCache {
  constructor(options: {
    maxBytes: number;
    heldElsewhere?: () => number;
    stylesheetText?: ((href: string) => string | null) | null;
    client?: SharedRedis | null;
    buildId?: string;
    prefix?: string;
    maxBackgroundRenders?: number;
  });
  readonly memory: BoundedStore;
  readonly rendering: Map<string, number>;
  readonly lookups: Map<string, { at: number; sharedAt: number }>;
  noteLookup(key: string, sharedAt?: number, now?: number): void;
  throttleRenders(key: string, hit: Hit, now?: number): Hit;
  readonly redis: RedisStore | null;
  readonly pendingTags: Set<string>;
  attach(client: SharedRedis, options?: { buildId?: string; prefix?: string }): void;
  get(key: string, ctx: Ctx): Promise<Hit>;
  set(key: string, value: unknown, ctx: Ctx): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  flushPendingTags(): Promise<void>;
  readonly rejected: Map<string, number>;
  isRejected(url: string | null, now?: number): boolean;
  rejectFetch(url: string, now?: number): Promise<void>;
}

export default class PageCacheHandler {
  constructor(options?: { serverDistDir?: string });
  get(key: string, ctx: Ctx): Promise<Hit>;
  set(key: string, value: unknown, ctx: Ctx): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
