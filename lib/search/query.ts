/** Longer queries are not searched: no product name is that long, and fuzzy matching grows with length. */
export const MAX_QUERY_LENGTH = 100;

/** Lower case without accents, so "Café", "cafe" and "CAFE" are the same word (index and queries alike). */
export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase();
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
