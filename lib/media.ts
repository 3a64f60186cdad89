/**
 * Rules of the image pass-through (`/media/{path}` → `${IMAGE_BASE_URL}{path}`). Pure.
 */

const SEGMENT = /^[^/\\\0]+$/;

/** The upstream URL for the segments of a `/media/…` request, or null when they could escape the base. */
export function mediaUpstreamUrl(imageBaseUrl: string, segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > 16) return null;
  for (const segment of segments) {
    if (segment === "." || segment === ".." || !SEGMENT.test(segment) || segment.length > 200) return null;
  }
  const url = new URL(segments.map(encodeURIComponent).join("/"), imageBaseUrl);
  // Belt and braces: the resolved URL must stay under the base.
  return url.href.startsWith(imageBaseUrl) ? url.href : null;
}

/** Only raster and SVG images are passed on: anything else from upstream could be a page on our origin. */
export function isImageType(contentType: string | null): boolean {
  const type = contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return /^image\/(png|jpeg|gif|webp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon)$/.test(type);
}
