// A module of its own: every page reads the key (is there a list?) before any of the list's code loads.

export const WISHLIST_VERSION = 1;

/** One entry per shop and format version, so shops never share a list and an old format is ignored. */
export function wishlistStorageKey(origin: string): string {
  return `wishlist:v${WISHLIST_VERSION}:${origin}`;
}
