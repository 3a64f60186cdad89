import type { MiddlewareHandler } from "hono";
import { findCustomerOfShop } from "../account/customers";
import { findShopById, findShopByOrigin, normalizeOrigin } from "../shops/shops";
import type { AppEnv } from "./env";
import { unauthenticated } from "./errors";
import { originFromQuery } from "./tenant";
import { bearerToken, verifyToken } from "./token";

/**
 * Calls under /api/auth/ that need no token (CONTRACT.md "Auth"). Everything else under /api/auth/,
 * including paths no route answers, gets 401 without a valid token, so new routes are protected by default.
 */
const PUBLIC_AUTH_PATHS: readonly RegExp[] = [
  /^\/api\/auth\/login\/?$/,
  /^\/api\/auth\/e-commerce\/signup\/?$/,
  /^\/api\/auth\/e-commerce-getcountry\/?$/,
  /^\/api\/auth\/e-commerce\/verification\/?$/,
  /^\/api\/auth\/e-commerce\/resend-code\/?$/,
  /^\/api\/auth\/e-commerce\/forget-password\/?$/,
  /^\/api\/auth\/e-commerce\/otp-verification\/?$/,
  /^\/api\/auth\/e-commerce\/resend-reset-otp\/?$/,
  /^\/api\/auth\/e-commerce\/reset-password\/?$/,
  /^\/api\/auth\/ecom-blogs\/?$/,
  /^\/api\/auth\/ecom-single-blogs\/[^/]*\/?$/,
  /^\/api\/auth\/e-commerce\/track-order\/?$/,
];

export function isPublicAuthPath(path: string): boolean {
  return PUBLIC_AUTH_PATHS.some((re) => re.test(path));
}

/**
 * Mounted on /api/auth/*. Public paths pass through untouched (they resolve their shop themselves).
 * Others need a valid token whose shop matches the origin in the query (when one is given) and whose
 * customer exists, belongs to that shop and is verified; then `shop` and `customer` are set.
 */
export const authGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isPublicAuthPath(c.req.path)) return next();
  const { db, tokenSecret, now } = c.var.deps;
  const token = bearerToken(c.req.header("authorization"), c.req.header("x-access-token"));
  const claims = token ? verifyToken(tokenSecret, token, now()) : null;
  if (!claims) throw unauthenticated();

  const shop = findShopById(db, claims.shop);
  if (!shop) throw unauthenticated();
  const rawOrigin = originFromQuery(c);
  if (rawOrigin !== undefined) {
    const origin = normalizeOrigin(rawOrigin);
    const named = origin ? findShopByOrigin(db, origin) : undefined;
    if (!named || named.id !== shop.id) throw unauthenticated();
  }
  const customer = findCustomerOfShop(db, claims.sub, shop.id);
  if (!customer || customer.verified_at === null || customer.token_version !== claims.ver) throw unauthenticated();

  c.set("shop", shop);
  c.set("customer", customer);
  await next();
};

/**
 * For authenticated calls that also carry `site_url` in the JSON body (cart calls): a body origin
 * naming another shop than the token's is refused like a foreign token.
 */
export function assertBodyOriginMatches(shopOrigin: string, bodyOrigin: unknown): void {
  if (bodyOrigin === undefined || bodyOrigin === null || bodyOrigin === "") return;
  if (typeof bodyOrigin !== "string" || normalizeOrigin(bodyOrigin) !== shopOrigin) throw unauthenticated();
}
