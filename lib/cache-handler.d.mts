// Types of lib/cache-handler.mjs (plain JavaScript because Next loads it at run time, unbundled).
type Ctx = { tags?: string[]; softTags?: string[] } | undefined;
type Hit = { value: unknown; lastModified: number } | null;

export declare function entrySize(key: string, value: unknown): number;
export declare function worthKeeping(value: { kind?: string; status?: number }): boolean;

export declare class BoundedStore {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly entries: ReadonlyMap<string, unknown>;
  get(key: string, ctx: Ctx): Hit;
  set(key: string, value: unknown, ctx: Ctx): void;
  revalidateTag(tags: string | string[]): void;
  delete(key: string): void;
}

export default class BoundedCacheHandler {
  get(key: string, ctx: Ctx): Promise<Hit>;
  set(key: string, value: unknown, ctx: Ctx): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
