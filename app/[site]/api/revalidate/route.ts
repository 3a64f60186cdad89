import { revalidateTag } from "next/cache";
import type { NextRequest } from "next/server";
import { fail, readBoundedText } from "@/lib/bff/route.server";
import { getConfig } from "@/lib/config";
import { purgeEdge } from "@/lib/edge-cache/purge.server";
import { logger } from "@/lib/ops/logger.server.mjs";
import { metrics } from "@/lib/ops/telemetry/sink";
import { expireTagsNow } from "@/lib/page-cache/expire-now.mjs";
import { firstUseOf } from "@/lib/page-cache/webhook-replay.server";
import { REPLAY_WINDOW_SECONDS, cacheTagsOf, parseWebhookBody, verifyWebhook } from "@/lib/page-cache/webhook.server";
import { originOfSite } from "@/lib/tenant";

/**
 * POST /api/revalidate: the shop's back office says which cached data its edit made stale
 * (`{"tags":[...]}`, signed; lib/page-cache/webhook.server.ts). Expires those tags of this shop at
 * once, on every instance that shares the cache, then purges them from the edge caches
 * (EDGE_PURGE_URL; lib/edge-cache/purge.server.ts), whose outcome never changes the answer. 404 without
 * REVALIDATE_SECRET, 401 for a bad or old signature, 400 for a body naming unknown tags, 409 for a
 * signed call already received (a replay); nothing is revalidated then.
 */
export async function POST(request: NextRequest, { params }: RouteContext<"/[site]/api/revalidate">) {
  const secret = getConfig().revalidateSecret;
  if (!secret) return fail(404, "Not found");
  const tenant = originOfSite((await params).site, getConfig);
  if (!tenant.ok) return fail(tenant.status, tenant.reason);

  const body = await readBoundedText(request, "Unreadable request body");
  if (!body.ok) return body.response;

  const signed = {
    timestamp: request.headers.get("x-revalidate-timestamp"),
    signature: request.headers.get("x-revalidate-signature"),
  };
  if (!verifyWebhook(secret, signed, tenant.host, body.value, Math.floor(Date.now() / 1000))) {
    metrics().webhook("bad_signature");
    return fail(401, "Invalid or expired signature.");
  }
  const parsed = parseWebhookBody(body.value);
  if (!parsed.ok) {
    metrics().webhook("bad_body");
    return fail(400, parsed.message);
  }
  if (!(await firstUseOf(signed.signature ?? "", Number(signed.timestamp) + REPLAY_WINDOW_SECONDS))) {
    metrics().webhook("replayed");
    return fail(409, "This signed call was already received.");
  }
  metrics().webhook("revalidated");

  const tags = cacheTagsOf(tenant.origin, parsed.tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const { edgePurgeUrls, edgePurgeTimeoutMs, edgePurgeSecret } = getConfig();
  if (edgePurgeUrls.length > 0) {
    // Only once no instance serves the old page any more may the edge fetch it again.
    await expireTagsNow(tags).catch((error: unknown) => logger().error({ err: error }, "page cache expiry failed"));
    const options = { urls: edgePurgeUrls, timeoutMs: edgePurgeTimeoutMs, secret: edgePurgeSecret };
    await purgeEdge(tags, { ...options, log: logger() });
  }
  return Response.json({ status: true, revalidated: parsed.tags }, { headers: { "cache-control": "no-store" } });
}
