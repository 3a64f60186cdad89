import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { PRODUCT_UUID } from "@/lib/route-ids";
import { shopTag } from "@/lib/shop-api/core.server";
import { WEBHOOK_TAGS, productResource, type WebhookTag } from "@/lib/shop-api/cache-policy.server";

/**
 * The revalidation webhook's checks (POST /api/revalidate; the sender is packages/shop-api/src/admin/revalidate.ts,
 * the protocol packages/shop-api/CONTRACT.md "Admin edits"): an HMAC-SHA256 signature over
 * "<timestamp>.<host>.<raw body>" (the shop's host, so that a call cannot be replayed on another
 * shop), a timestamp within five minutes, and a body naming known tags only.
 */

export const REPLAY_WINDOW_SECONDS = 5 * 60;
const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;
const TIMESTAMP = /^[0-9]{1,12}$/;

/** Whether the headers sign `body` for the shop `host` (`name[:port]`) with `secret` within the replay window around `nowSeconds`. */
export function verifyWebhook(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  host: string,
  body: string,
  nowSeconds: number,
): boolean {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature || !TIMESTAMP.test(timestamp)) return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > REPLAY_WINDOW_SECONDS) return false;
  const given = SIGNATURE.exec(signature.trim())?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${host}.${body}`).digest();
  const received = Buffer.from(given, "hex");
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const namedTags = Object.keys(WEBHOOK_TAGS) as (keyof typeof WEBHOOK_TAGS)[];
const tagSchema = z.union([z.enum(namedTags), z.templateLiteral(["product:", z.string().regex(PRODUCT_UUID)])]);
// `id`: the sender's own mark of the call (a random id), required. Two honest calls naming the same tags in the
// same second are otherwise the same signed bytes as a replay, and the second (webhook-replay.server.ts) would be
// refused, leaving the pages of the second edit stale.
const bodySchema = z.strictObject({
  tags: z.array(tagSchema).min(1).max(1000),
  id: z.string().min(1).max(100).optional(),
});
const MISSING_ID =
  'The body must name the call: {"tags":[...],"id":"<a random id of 1 to 100 characters, new for every call>"}.';

export type WebhookBody = { ok: true; tags: WebhookTag[] } | { ok: false; message: string };

/** The tags of a webhook body, or why it is refused. */
export function parseWebhookBody(text: string): WebhookBody {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The body must be JSON: {"tags":[...]}.' };
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      message: `The body must be {"tags":[...]} with 1 to 1000 of ${namedTags.join(", ")}, product:{uuid}.`,
    };
  }
  if (parsed.data.id === undefined) return { ok: false, message: MISSING_ID };
  return { ok: true, tags: [...new Set(parsed.data.tags)] as WebhookTag[] };
}

/** The shop's cache tags the webhook tags name: nothing of another shop. */
export function cacheTagsOf(origin: string, tags: WebhookTag[]): string[] {
  const resources = tags.flatMap((tag) =>
    tag.startsWith("product:")
      ? [productResource(tag.slice("product:".length))]
      : [...WEBHOOK_TAGS[tag as keyof typeof WEBHOOK_TAGS]],
  );
  return [...new Set(resources)].map((resource) => shopTag(origin, resource));
}
