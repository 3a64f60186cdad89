export function notePageTags(tags: Iterable<string>): void;
