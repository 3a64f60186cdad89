import { getConfig } from "@/lib/config";
import { isImageType, isRemoteMedia, mediaUpstreamUrl, remoteUpstreamUrl } from "@/lib/media";

/**
 * GET /media/{path}: streams a shop image from IMAGE_BASE_URL through the storefront's own origin;
 * GET /media/~{scheme}/{host}/{path}: one from another host, only below SHOP_API_URL or from a host
 * in IMAGE_HOSTS (lib/media.ts). next/image optimises them as local images (the optimizer will not
 * fetch from 127.0.0.1 itself), and the upstream is chosen at run time, so changing SHOP_API_URL,
 * IMAGE_BASE_URL or IMAGE_HOSTS needs no rebuild. Not under `[site]`: images are addressed by path
 * and the router gives `/media/` no shop segment.
 */
export async function GET(_request: Request, context: RouteContext<"/media/[...path]">): Promise<Response> {
  const { path } = await context.params;
  const config = getConfig();
  const upstream = isRemoteMedia(path) ? remoteUpstreamUrl(config, path) : mediaUpstreamUrl(config.imageBaseUrl, path);
  if (!upstream) return notFound();

  let response: Response;
  try {
    // A redirect is not followed: it could lead anywhere, and images are read only where the policy says.
    response = await fetch(upstream, {
      cache: "no-store",
      redirect: "manual",
      signal: AbortSignal.timeout(config.shopApiTimeoutMs),
    });
  } catch {
    return new Response("Image unavailable", { status: 504, headers: { "content-type": "text/plain" } });
  }
  const contentType = response.headers.get("content-type");
  if (!response.ok || !isImageType(contentType)) {
    await response.body?.cancel();
    return notFound();
  }

  const headers = new Headers({
    "content-type": contentType ?? "application/octet-stream",
    "cache-control": response.headers.get("cache-control") ?? "public, max-age=86400",
    "x-content-type-options": "nosniff",
    // An SVG opened directly must not run script on the shop's origin.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  const length = response.headers.get("content-length");
  if (length) headers.set("content-length", length);
  return new Response(response.body, { status: 200, headers });
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain", "cache-control": "public, max-age=60" },
  });
}
