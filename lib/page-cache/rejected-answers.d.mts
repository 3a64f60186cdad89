// Types of lib/page-cache/rejected-answers.mjs.
export declare function registerPageCache(cache: { rejectFetch(url: string): Promise<void> }): void;
export declare function rejectFetchAnswer(url: string): void;
