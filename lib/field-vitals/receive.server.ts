import "server-only";
import type { NextRequest } from "next/server";
import { z } from "zod";
import { fail } from "@/lib/bff/route.server";
import { getConfig } from "@/lib/config";
import { shopOrigin } from "@/lib/unknown-shops.server";
import { metrics } from "@/lib/ops/telemetry/sink";
import { clientAddress, consume, tooManyRequests } from "@/lib/rate-limit.server";
import { readBoundedBody } from "@/lib/request-body";
import { DEVICE_CLASSES, NAVIGATION_TYPES, ROUTE_GROUPS, type FieldBeacon } from "./beacon";

/** A beacon is about 130 bytes; this leaves room and nothing more. */
const MAX_BEACON_BYTES = 512;

const milliseconds = (max: number) => z.number().finite().min(0).max(max);

const beaconSchema = z
  .object({
    route: z.enum(ROUTE_GROUPS),
    device: z.enum(DEVICE_CLASSES),
    navigation: z.enum(NAVIGATION_TYPES),
    vitals: z
      .object({
        LCP: milliseconds(120_000).optional(),
        INP: milliseconds(60_000).optional(),
        CLS: z.number().finite().min(0).max(100).optional(),
        FCP: milliseconds(120_000).optional(),
        TTFB: milliseconds(120_000).optional(),
      })
      .strict(),
    discardedRegions: z.number().int().min(1).max(100).optional(),
  })
  .strict()
  .refine((beacon) => Object.keys(beacon.vitals).length > 0 || beacon.discardedRegions !== undefined, {
    message: "must hold at least one metric or a count of discarded regions",
    path: ["vitals"],
  });

/** sendBeacon sends a string as text/plain; a JSON type is taken too. */
const BODY_TYPES = new Set(["text/plain", "application/json"]);

/**
 * POST /api/vitals: one page view's Core Web Vitals from a shopper's browser (lib/field-vitals/report.client.ts),
 * and the static regions it had to render again, recorded in the shop's metrics; 204. The body is read and nothing else: no cookie, and
 * no address beyond the rate limit's count. 404 with FIELD_VITALS=0 or for no shop, 403 from another
 * origin, 415 for another body type, 413 past MAX_BEACON_BYTES, 400 for malformed JSON, 422 for a
 * beacon out of shape or range, 429 past a client's limit.
 */
export async function receiveFieldVitals(request: NextRequest, site: string): Promise<Response> {
  if (!getConfig().fieldVitals) return fail(404, "Not found");
  const shop = shopOrigin(site);
  if (!shop.ok) return fail(shop.status, shop.reason);
  const { origin } = shop;
  // Browsers send Origin with every POST, a beacon's included.
  if (request.headers.get("origin") !== origin) return fail(403, "Cross-site request refused");
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!BODY_TYPES.has(type)) return fail(415, "The beacon must be JSON, sent as text/plain or application/json.");
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BEACON_BYTES) return tooLarge();
  const body = await readBoundedBody(request);
  if (!body.ok) return body.reason === "too large" ? tooLarge() : fail(400, "Unreadable request body");
  if (body.bytes.byteLength > MAX_BEACON_BYTES) return tooLarge();
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    return fail(400, "Malformed JSON body");
  }
  const beacon = beaconSchema.safeParse(json);
  if (!beacon.success)
    return Response.json(
      { status: false, msg: "Not a field-vitals beacon", errors: z.flattenError(beacon.error).fieldErrors },
      { status: 422 },
    );
  const limit = await consume("vitals", origin, clientAddress(request));
  if (!limit.ok) return tooManyRequests(limit.retryAfterSeconds);
  metrics().fieldVitals(origin, beacon.data satisfies FieldBeacon);
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

const tooLarge = () => fail(413, `A beacon holds at most ${MAX_BEACON_BYTES} bytes.`);
