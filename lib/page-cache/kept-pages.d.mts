// Types of lib/page-cache/kept-pages.mjs (plain JavaScript because Next loads the page cache at run time, unbundled).
import type { AsyncLocalStorage } from "node:async_hooks";

/** A page kept as its gzip answer (memory-store.mjs PackedPage). */
export interface KeptPage {
  token?: string;
  readonly parts: Buffer[];
  readonly length: number;
  gzip(): Buffer;
  unpack(): string;
}
export declare const TOKEN_LENGTH: number;
export declare function lend(page: KeptPage, now?: number): string;
export declare function isToken(value: unknown): value is string;
export declare function keptPage(value: unknown): KeptPage | null;
export declare function setKeptPagesScope(scope: AsyncLocalStorage<boolean>): void;
export declare function keptPagesServed(): boolean;
export declare function takesKeptPages(): boolean;
