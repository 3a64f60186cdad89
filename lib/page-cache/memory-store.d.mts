// Types of lib/page-cache/memory-store.mjs (plain JavaScript because Next loads it at run time, unbundled).
type Ctx = { tags?: string[]; softTags?: string[] } | undefined;
export type Hit = { value: unknown; lastModified: number; cacheControl?: unknown } | null;
/** `value` as kept: a page's HTML and segments packed (see pack). */
export type StoredEntry = { value: unknown; lastModified: number; tags: string[]; cacheControl: unknown; size: number };

export declare const ENTRY_OVERHEAD_BYTES: number;
export declare function entrySize(key: string, value: unknown, tags?: string[]): number;
export declare function pack<T>(value: T, stylesheetText?: ((href: string) => string | null) | null): T;
export declare function unpack<T>(value: T): T;
export declare function isPackedPage(html: unknown): html is import("./kept-pages.mjs").KeptPage;
export declare class PackedSegments extends Map<string, Buffer> {
  static of(segments: Map<string, Uint8Array>): PackedSegments;
  packedBytes(): number;
}

export declare class BoundedStore {
  constructor(
    maxBytes: number,
    options?: { heldElsewhere?: () => number; stylesheetText?: ((href: string) => string | null) | null },
  );
  readonly maxBytes: number;
  readonly bytes: number;
  readonly entries: ReadonlyMap<string, StoredEntry>;
  peek(key: string): StoredEntry | null;
  get(key: string, ctx: Ctx, options?: { lent?: boolean }): Hit;
  set(key: string, value: unknown, tags: string[], options?: { cacheControl?: unknown; lastModified?: number }): void;
  revalidatedSince(tags: string[], time: number): boolean;
  revalidateTag(tags: string | string[], now?: number): void;
  delete(key: string): void;
}
