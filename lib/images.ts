/**
 * Image paths of the shop API (relative to IMAGE_BASE_URL, CONTRACT.md "Images") as URLs on the
 * storefront's own origin: `/media/{path}` is streamed from the image base by
 * `app/media/[...path]/route.ts`, so next/image treats it as a local image and a change of
 * SHOP_API_URL or IMAGE_BASE_URL needs no rebuild. Safe on server and client.
 */

export const PLACEHOLDER_IMAGE = "/assets/placeholder.svg";
export const PLACEHOLDER_LOGO = "/assets/placeholder-logo.svg";
export const MEDIA_PREFIX = "/media/";

/**
 * URL of the first image of a path list (`a.jpg|b.jpg`), or the placeholder when empty.
 * Absolute http(s) URLs are returned unchanged.
 */
export function imageUrl(path: string | null | undefined, placeholder: string = PLACEHOLDER_IMAGE): string {
  const first = path?.split("|")[0]?.trim() ?? "";
  if (first === "") return placeholder;
  if (/^https?:\/\//i.test(first)) return first;
  const segments = first.split("/").filter((s) => s !== "" && s !== "." && s !== "..");
  if (segments.length === 0) return placeholder;
  return MEDIA_PREFIX + segments.map(encodeURIComponent).join("/");
}

/** Every image of a `|`-joined path list, as URLs. */
export function imageUrls(paths: string | null | undefined): string[] {
  const list = (paths ?? "").split("|").map((p) => p.trim()).filter(Boolean);
  return list.length === 0 ? [PLACEHOLDER_IMAGE] : list.map((p) => imageUrl(p));
}
