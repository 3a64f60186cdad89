// Types of lib/page-cache/rejected-answers.mjs.
export declare function rejectFetchAnswer(url: string): void;
