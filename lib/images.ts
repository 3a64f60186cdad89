/**
 * Image fields of the shop API (paths relative to IMAGE_BASE_URL, CONTRACT.md "Images", or absolute
 * URLs) as URLs on the storefront's own origin: `/media/{path}` is streamed from the image base, and
 * `/media/~{scheme}/{host}/{path}` from another host, by `app/media/[...path]/route.ts`, which
 * decides at run time which hosts it reads from (lib/media.ts). So next/image treats every shop
 * image as a local image, the Content-Security-Policy keeps `img-src 'self'`, and a change of
 * SHOP_API_URL, IMAGE_BASE_URL or IMAGE_HOSTS needs no rebuild. Safe on server and client: answers
 * of the shop API hold only images the storefront may show (lib/shop-api/answers.server.ts).
 */

export const PLACEHOLDER_IMAGE = "/assets/placeholder.svg";
export const PLACEHOLDER_LOGO = "/assets/placeholder-logo.svg";
const MEDIA_PREFIX = "/media/";
/** First character of the `/media` segment that names another host's scheme (`~https`). */
export const REMOTE_MEDIA_MARK = "~";

const ABSOLUTE = /^https?:\/\//i;

function decodeOnce(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function mediaPath(segments: string[]): string {
  return MEDIA_PREFIX + segments.map(encodeURIComponent).join("/");
}

/** `/media/~{scheme}/{host}/{path}` for an absolute http(s) URL (its query and fragment are not kept), or null. */
function remoteMediaUrl(absolute: string): string | null {
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  const segments = url.pathname
    .split("/")
    .filter((s) => s !== "")
    .map(decodeOnce);
  if (segments.length === 0 || url.username || url.password) return null;
  // The host's ":" is left as it is: a "%" in the path would send the request through the middleware.
  const host = encodeURIComponent(url.host).replaceAll("%3A", ":");
  return `${mediaPath([`${REMOTE_MEDIA_MARK}${url.protocol.slice(0, -1)}`])}/${host}/${segments.map(encodeURIComponent).join("/")}`;
}

/**
 * Whether a `/media/…` path is spelled as imageUrl spells it: each segment escaped exactly as
 * encodeURIComponent escapes it (the host segment of another host's image keeps its ":"). The image
 * optimizer keeps one copy per spelling, so every other spelling of one image (`%61` for `a`, `%2f`
 * for `%2F`, a raw space) would add copies to its disk cache.
 */
export function isCanonicalMediaPath(path: string): boolean {
  if (!path.startsWith(MEDIA_PREFIX)) return true;
  const segments = path.slice(MEDIA_PREFIX.length).split("/");
  const remote = segments[0]?.startsWith(REMOTE_MEDIA_MARK) ?? false;
  return segments.every((segment, i) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    const canonical = encodeURIComponent(decoded);
    return segment === (remote && i === 1 ? canonical.replaceAll("%3A", ":") : canonical);
  });
}

/** URL of the first image of a path list (`a.jpg|b.jpg`), or the placeholder when there is none. */
export function imageUrl(path: string | null | undefined, placeholder: string = PLACEHOLDER_IMAGE): string {
  const first = path?.split("|")[0]?.trim() ?? "";
  if (first === "") return placeholder;
  if (ABSOLUTE.test(first)) return remoteMediaUrl(first) ?? placeholder;
  const segments = first.split("/").filter((s) => s !== "" && s !== "." && s !== "..");
  if (segments.length === 0) return placeholder;
  return mediaPath(segments);
}

/** Every image of a `|`-joined path list, as URLs. */
export function imageUrls(paths: string | null | undefined): string[] {
  const list = (paths ?? "")
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  return list.length === 0 ? [PLACEHOLDER_IMAGE] : list.map((p) => imageUrl(p));
}
