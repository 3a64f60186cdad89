// Types of lib/ops/heap.server.mjs (plain JavaScript: server.mjs runs it before Next loads).
export declare const HEAP_GROWING_PERCENT: number;
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_MALLOC_ENV: Record<string, string>;
export declare function boundHeapGrowth(options?: {
  execArgv?: string[];
  nodeOptions?: string;
  setFlags?: (flags: string) => void;
}): boolean;
