/** Display text rules shared by server and client components. */

/**
 * The first `max` characters of `text`, then an ellipsis when anything was cut. Counts code points,
 * so an emoji is never split in half, and drops the space a cut can leave before the ellipsis.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  const limit = Math.max(0, Math.floor(max));
  if (chars.length <= limit) return text;
  return `${chars.slice(0, limit).join("").trimEnd()}…`;
}

/** Breadcrumb title case: the first letter of every word upper-cased, the rest left as written. */
export function capitalise(text: string): string {
  return text.replace(/(^|\s)(\p{Ll})/gu, (_match, space: string, letter: string) => space + letter.toUpperCase());
}
