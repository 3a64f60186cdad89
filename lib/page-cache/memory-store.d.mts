// Types of lib/page-cache/memory-store.mjs (plain JavaScript because Next loads it at run time, unbundled).
type Ctx = { tags?: string[]; softTags?: string[] } | undefined;
export type Hit = { value: unknown; lastModified: number; cacheControl?: unknown } | null;
export type StoredEntry = { value: unknown; lastModified: number; tags: string[]; cacheControl: unknown; size: number };

export declare function entrySize(key: string, value: unknown): number;

export declare class BoundedStore {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly entries: ReadonlyMap<string, StoredEntry>;
  peek(key: string): StoredEntry | null;
  get(key: string, ctx: Ctx): Hit;
  set(key: string, value: unknown, tags: string[], options?: { cacheControl?: unknown; lastModified?: number }): void;
  revalidateTag(tags: string | string[], now?: number): void;
  delete(key: string): void;
}
