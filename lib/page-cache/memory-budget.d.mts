// Types of lib/page-cache/memory-budget.mjs (plain JavaScript because Next loads the page cache at run time, unbundled).
export declare function budgetBytes(): number;
export declare function holdBytes(name: string, bytes: number): void;
export declare function heldElsewhere(): number;
