/**
 * Rules of the image pass-through (`/media/…`, app/media/[...path]/route.ts) and of which images
 * the storefront shows at all. Pure: the settings come in as an ImagePolicy.
 *
 * `/media/{path}` reads `${IMAGE_BASE_URL}{path}`; `/media/~{scheme}/{host}/{path}` reads
 * `{scheme}://{host}/{path}`, but only below IMAGE_BASE_URL or SHOP_API_URL or from a host listed
 * in IMAGE_HOSTS (hosts the operator chose, never a visitor): anything else is not fetched.
 */
import { REMOTE_MEDIA_MARK } from "@/lib/images";
import { normaliseOrigin, originInList } from "@/lib/tenant";

export type ImagePolicy = {
  /** IMAGE_BASE_URL, with a trailing slash. */
  imageBaseUrl: string;
  /** SHOP_API_URL, without a trailing slash. */
  shopApiUrl: string;
  /** IMAGE_HOSTS: `host` (its scheme's default port) or `host:port` entries, lower case. */
  imageHosts: readonly string[];
};

const SEGMENT = /^[^/\\\0]+$/;
const MAX_SEGMENTS = 16;
const MAX_SEGMENT_LENGTH = 200;

function safeSegments(segments: readonly string[]): boolean {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return false;
  return segments.every((s) => s !== "." && s !== ".." && SEGMENT.test(s) && s.length <= MAX_SEGMENT_LENGTH);
}

/** The upstream URL for the segments of a `/media/…` request below the image base, or null when they could escape it. */
export function mediaUpstreamUrl(imageBaseUrl: string, segments: readonly string[]): string | null {
  if (!safeSegments(segments)) return null;
  const url = new URL(segments.map(encodeURIComponent).join("/"), imageBaseUrl);
  // Belt and braces: the resolved URL must stay under the base.
  return url.href.startsWith(imageBaseUrl) ? url.href : null;
}

/** Where the shop API serves its images (CONTRACT.md: the reference image base). */
const SHOP_API_IMAGE_PATH = "/storage/";

/**
 * May the storefront show (and fetch) this absolute URL? On the shop API's own host only its image
 * path, whatever IMAGE_HOSTS lists: the rest of that host is the API, not images.
 */
function allowedRemote(url: URL, policy: ImagePolicy): boolean {
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  if (url.href.startsWith(policy.imageBaseUrl)) return true;
  if (url.origin === new URL(policy.shopApiUrl).origin) return url.pathname.startsWith(SHOP_API_IMAGE_PATH);
  return originInList(url.origin, policy.imageHosts);
}

/** The upstream URL of a `/media/~{scheme}/{host}/{path}` request, or null when it names an image not shown here. */
export function remoteUpstreamUrl(policy: ImagePolicy, segments: readonly string[]): string | null {
  const [mark = "", host = "", ...path] = segments;
  const scheme = mark.slice(REMOTE_MEDIA_MARK.length);
  if (!mark.startsWith(REMOTE_MEDIA_MARK) || !safeSegments(path)) return null;
  // The host exactly as URL writes it, so that it cannot smuggle a path, user or port of its own.
  if (normaliseOrigin(scheme, host) !== `${scheme}://${host}`) return null;
  const url = new URL(`${scheme}://${host}/${path.map(encodeURIComponent).join("/")}`);
  return allowedRemote(url, policy) ? url.href : null;
}

/** Is this `/media` request for another host (`~{scheme}/…`)? */
export function isRemoteMedia(segments: readonly string[]): boolean {
  return segments[0]?.startsWith(REMOTE_MEDIA_MARK) ?? false;
}

function decodedPath(relative: string): string {
  return relative
    .split("/")
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    })
    .join("/");
}

/**
 * One image of an answer as the storefront keeps it: a relative path as it is; an absolute URL
 * below IMAGE_BASE_URL as its path relative to it; one below the shop API's image path or on a
 * listed host as the URL without query or fragment; anything else dropped ("").
 */
function displayableEntry(entry: string, policy: ImagePolicy): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(entry)) return entry;
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return "";
  }
  url.search = "";
  url.hash = "";
  if (!allowedRemote(url, policy)) return "";
  return url.href.startsWith(policy.imageBaseUrl) ? decodedPath(url.href.slice(policy.imageBaseUrl.length)) : url.href;
}

/**
 * An image field of a shop-API answer (one path or URL, or several joined by "|") with only the
 * images the storefront shows: an image on another host appears only when it is below
 * IMAGE_BASE_URL or the shop API's image path, or its host is in IMAGE_HOSTS; others are dropped, and a field left
 * empty shows the placeholder.
 */
export function displayableImage(value: string, policy: ImagePolicy): string {
  if (!value.includes(":")) return value;
  return value
    .split("|")
    .map((entry) => displayableEntry(entry.trim(), policy))
    .filter((entry) => entry !== "")
    .join("|");
}

/** Only raster and SVG images are passed on: anything else from upstream could be a page on our origin. */
export function isImageType(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^image\/(png|jpeg|gif|webp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon)$/.test(type);
}
