// Types of lib/page-cache/memory-budget.mjs (plain JavaScript because Next loads the page cache at run time, unbundled).
export declare function budgetBytes(env?: Record<string, string | undefined>): number;
export declare function holdBytes(name: string, bytes: number): void;
export declare function heldElsewhere(): number;
