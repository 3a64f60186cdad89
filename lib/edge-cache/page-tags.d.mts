export function collectPageTagsIn(storage: import("node:async_hooks").AsyncLocalStorage<Set<string>>): void;
export function notePageTags(tags: Iterable<string>): void;
