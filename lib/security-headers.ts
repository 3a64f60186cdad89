/**
 * The security headers of every answer (next.config.ts sends them; the middleware sends the order
 * summary's own policy). Pure and edge-safe.
 *
 * The Content-Security-Policy is as strict as cached pages allow: a page kept for every visitor
 * cannot carry a per-request nonce, and Next streams its data in inline scripts, so scripts are
 * limited by origin ('self', the pixel's host, Stripe's on the card page) with 'unsafe-inline'.
 * Everything that can be shut is: plugins, <base>, framing by other sites, and form posts to
 * other hosts (except the bank card gateway from the order summary).
 */

import { getSettings } from "./config";

type Policy = Record<string, string[]>;

const META_PIXEL_BEACONS = "https://www.facebook.com";
const STRIPE_HOSTS = [
  "https://js.stripe.com",
  "https://checkout.stripe.com",
  "https://api.stripe.com",
  "https://hooks.stripe.com",
];

/** The origin the pixel script loads from (lib/config.ts: Meta's by default, null for `none`). */
function pixelScriptOrigin(pixelScriptUrl: string | null): string | null {
  return pixelScriptUrl === null ? null : new URL(pixelScriptUrl).origin;
}

function basePolicy(pixelScriptUrl: string | null): Policy {
  const pixel = pixelScriptOrigin(pixelScriptUrl);
  const pixelHosts = [...new Set([...(pixel ? [pixel] : []), META_PIXEL_BEACONS])];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(pixel ? [pixel] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", META_PIXEL_BEACONS],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...pixelHosts],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
  };
}

function serialise(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(" ")}`)
    .join("; ");
}

/** The policy of every page and answer but the card page and the order summary. */
export const contentSecurityPolicy = (pixelScriptUrl: string | null) => serialise(basePolicy(pixelScriptUrl));

// next.config.ts builds the headers once, at build time: PIXEL_SCRIPT_URL must be set for the build too.
const BASE = basePolicy(getSettings().pixelScriptUrl);
export const CONTENT_SECURITY_POLICY = serialise(BASE);

/** The embedded card form and its status page: Stripe's script, frames and API. */
export const CARD_PAGE_POLICY = serialise({
  ...BASE,
  "script-src": [...BASE["script-src"]!, "https://js.stripe.com"],
  "frame-src": STRIPE_HOSTS,
  "connect-src": [...BASE["connect-src"]!, ...STRIPE_HOSTS],
  "img-src": [...BASE["img-src"]!, "https://*.stripe.com"],
});

/** The order summary: its hidden form may also post to the bank card gateway's origins. */
export function orderSummaryPolicy(gatewayOrigins: readonly string[]): string {
  return serialise({ ...BASE, "form-action": [...BASE["form-action"]!, ...gatewayOrigins] });
}

/** Headers every answer carries; HSTS is ignored by browsers on plain http, so it is safe to send always. */
const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://js.stripe.com")',
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  // frame-ancestors says the same to current browsers; older ones read only this.
  "X-Frame-Options": "DENY",
};

const ORDER_SUMMARY = "/order-summary";
// The card form and its status page: the status page may take the shopper back to the form by a
// client navigation, which keeps the document's policy.
const CARD_PAGES = "/stripe";

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
const asList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/**
 * next.config `headers()`: the common headers everywhere, and the policy for each kind of page.
 * The order summary's policy depends on settings read at run time, so the middleware sets it; every
 * way into it is a full page load, since a client navigation keeps the previous document's policy.
 */
export function securityHeaderRules(): HeaderRule[] {
  return [
    { source: "/:path*", headers: asList(COMMON_HEADERS) },
    {
      // Only the order summary itself (and below it) is left out: `/order-summaryX` is a 404 with the common policy.
      source: `/((?!order-summary(?:/|$)|stripe(?:/|$)).*)`,
      headers: asList({ "Content-Security-Policy": CONTENT_SECURITY_POLICY }),
    },
    { source: `${CARD_PAGES}/:path*`, headers: asList({ "Content-Security-Policy": CARD_PAGE_POLICY }) },
  ];
}

export function isOrderSummary(pathname: string): boolean {
  return pathname === ORDER_SUMMARY || pathname.startsWith(`${ORDER_SUMMARY}/`);
}
