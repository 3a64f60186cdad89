export declare const MAX_KEYS_HEADER_BYTES: number;
export function edgeKeyOf(tag: string): string | null;
export function edgeKeysOf(tags: Iterable<string>): string[];
export function sharedCacheable(cacheControl: unknown): boolean;
export function edgeHeadersFor(
  cacheControl: unknown,
  tags: Iterable<string>,
  options?: { stale?: boolean; status?: number },
): { headers?: { "surrogate-key": string; "cache-tag": string }; cacheControl?: string };
