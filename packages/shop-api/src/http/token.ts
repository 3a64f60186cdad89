import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * Customer tokens: compact JWS (HS256) carrying the customer (`sub`), the shop (`shop`) and the
 * customer's token version (`ver`): logout and password reset raise the version, which revokes
 * every token issued before.
 */

export const TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;

export type TokenClaims = { sub: number; shop: number; ver: number; iat: number; exp: number };

const claimsSchema = z.object({
  sub: z.number().int().positive(),
  shop: z.number().int().positive(),
  ver: z.number().int().nonnegative().default(0),
  iat: z.number().int(),
  exp: z.number().int(),
});

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");
const HEADER = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

function signature(secret: Buffer, signingInput: string): Buffer {
  return createHmac("sha256", secret).update(signingInput).digest();
}

export function signToken(
  secret: Buffer,
  subject: { customerId: number; shopId: number; tokenVersion: number },
  now: Date,
  ttlSeconds = TOKEN_TTL_SECONDS,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: TokenClaims = {
    sub: subject.customerId,
    shop: subject.shopId,
    ver: subject.tokenVersion,
    iat,
    exp: iat + ttlSeconds,
  };
  const input = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return `${input}.${b64url(signature(secret, input))}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; null for anything else. */
export function verifyToken(secret: Buffer, token: string, now: Date): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  if (header !== HEADER) return null; // only our own header: no "alg":"none" tricks
  const expected = signature(secret, `${header}.${payload}`);
  const given = Buffer.from(sig, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const claims = claimsSchema.safeParse(json);
  if (!claims.success) return null;
  if (claims.data.exp <= Math.floor(now.getTime() / 1000)) return null;
  return claims.data;
}

/** The token of an `Authorization: Bearer …` header (also accepts the spec's `x-access-token`). */
export function bearerToken(authorization: string | undefined, accessToken: string | undefined): string | null {
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  if (match?.[1]) return match[1];
  const raw = accessToken?.trim();
  return raw ? raw : null;
}
