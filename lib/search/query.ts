/** Longer queries are not searched: no product name is that long, and fuzzy matching grows with length. */
export const MAX_QUERY_LENGTH = 100;

/** Lower case without accents, so "Café", "cafe" and "CAFE" are the same word (index and queries alike). */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** Words beyond these are not searched: each costs a pass over the index, and no product name needs more. */
export const MAX_TERMS = 6;
/** Longer words are searched by their first letters. */
export const MAX_TERM_LENGTH = 24;

/** Where the index splits text into words (MiniSearch's own default), so queries split the same way. */
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/**
 * The words of a query as the index searches them: folded, each once, at most MAX_TERMS of at
 * most MAX_TERM_LENGTH letters. A word that begins another is dropped: every word matches as a
 * prefix, so "s shirt" finds what "shirt" finds.
 */
export function queryTerms(query: string): string[] {
  const words = new Set<string>();
  for (const word of foldText(query).split(SPACE_OR_PUNCTUATION)) {
    if (word) words.add(word.slice(0, MAX_TERM_LENGTH));
  }
  const distinct = [...words];
  return distinct
    .filter((word) => !distinct.some((other) => other !== word && other.startsWith(word)))
    .slice(0, MAX_TERMS);
}

/**
 * The query to search for, trimmed; null for one that cannot match anything: missing, empty,
 * longer than MAX_QUERY_LENGTH, or without a single letter or digit. Such queries get an empty
 * result, never an error.
 */
export function searchQuery(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string") return null;
  const query = value.replace(/\s+/g, " ").trim();
  if (query.length === 0 || query.length > MAX_QUERY_LENGTH || !/[\p{L}\p{N}]/u.test(query)) return null;
  return query;
}
