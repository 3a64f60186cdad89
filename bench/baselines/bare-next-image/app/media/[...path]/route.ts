/**
 * GET /media/lcp.jpg: streams the image named by BENCH_FLOOR_IMAGE_URL (the bench sets it to the
 * storefront's product image in the reference shop API's /storage/), fetched and answered as the
 * storefront's own /media route does (app/media/[...path]/route.ts at the repository's root), so the
 * optimizer reads its source through the same request chain.
 */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  const upstream = process.env.BENCH_FLOOR_IMAGE_URL;
  if (!upstream || path.join("/") !== "lcp.jpg") return notFound();

  let response: Response;
  try {
    response = await fetch(upstream, { cache: "no-store", redirect: "manual", signal: AbortSignal.timeout(8000) });
  } catch {
    return new Response("Image unavailable", { status: 504, headers: { "content-type": "text/plain" } });
  }
  const contentType = response.headers.get("content-type");
  if (!response.ok || !contentType?.startsWith("image/")) {
    await response.body?.cancel();
    return notFound();
  }
  const headers = new Headers({
    "content-type": contentType,
    "cache-control": response.headers.get("cache-control") ?? "public, max-age=86400",
    "x-content-type-options": "nosniff",
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
