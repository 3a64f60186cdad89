export function expireTagsNow(tags: string[]): Promise<void>;
