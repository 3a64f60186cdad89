import { createHmac, randomUUID } from "node:crypto";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";

/**
 * The sending side of the storefront's revalidation webhook (protocol: CONTRACT.md "Admin edits"). It
 * never throws: a storefront that is down or slow must not fail an edit already committed.
 */

export type RevalidateTag = "theme" | "footer" | "menu" | "products" | "content" | "blog" | `product:${string}`;

export type RevalidateSettings = {
  /** SHOP_API_REVALIDATE_SECRET; null: no webhook call at all. */
  secret: string | null;
  /** SHOP_API_REVALIDATE_URL: the storefront reached on another address; its origin replaces the shop's. */
  baseUrl: string | null;
  timeoutMs: number;
};

export const REVALIDATE_TIMEOUT_MS = 3000;
export const REVALIDATE_PATH = "/api/revalidate";

export type Revalidation =
  | { tags: RevalidateTag[]; status: "off" }
  | { tags: RevalidateTag[]; status: "sent"; http_status: number }
  | { tags: RevalidateTag[]; status: "failed"; reason: string };

/**
 * The `x-revalidate-signature` value: "sha256=" and the lowercase hex HMAC-SHA256 of
 * "<timestamp>.<host>.<body>", `host` being the shop's (its Host header): a call captured for one
 * shop cannot be replayed on another.
 */
export function revalidateSignature(secret: string, timestamp: string, host: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${host}.${body}`).digest("hex")}`;
}

/** Where the call goes, and the Host it names: always the shop's, even on an internal address. */
export function revalidateTarget(
  shopOrigin: string,
  baseUrl: string | null,
): { url: URL; host: string; servername: string | undefined } {
  const shop = new URL(shopOrigin);
  const url = new URL(REVALIDATE_PATH, baseUrl ? new URL(baseUrl).origin : shop.origin);
  // TLS to an internal address still checks the certificate against the shop's name.
  const servername = url.protocol === "https:" && isIP(shop.hostname) === 0 ? shop.hostname : undefined;
  return { url, host: shop.host, servername };
}

export async function sendRevalidation(
  settings: RevalidateSettings,
  shop: { id: number; origin: string },
  tags: RevalidateTag[],
  context: { now: Date; log: (line: string) => void },
): Promise<Revalidation> {
  if (settings.secret === null) return { tags, status: "off" };
  // A random id makes each call its own: the storefront refuses a call it has already acted on.
  const body = JSON.stringify({ tags, id: randomUUID() });
  const timestamp = String(Math.floor(context.now.getTime() / 1000));
  const { url, host, servername } = revalidateTarget(shop.origin, settings.baseUrl);
  const headers = {
    host,
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "x-revalidate-timestamp": timestamp,
    "x-revalidate-signature": revalidateSignature(settings.secret, timestamp, host, body),
  };
  const label = `shop=${shop.id} ${url.href} tags=${tags.join(",")}`;
  const started = performance.now();
  try {
    const status = await post(url, headers, body, settings.timeoutMs, servername);
    const ms = (performance.now() - started).toFixed(0);
    if (status >= 200 && status < 300) {
      context.log(`REVALIDATE ${label} ${status} ${ms}ms`);
      return { tags, status: "sent", http_status: status };
    }
    context.log(`WARN revalidate ${label} answered ${status} (${ms}ms)`);
    return { tags, status: "failed", reason: `The storefront answered ${status}.` };
  } catch (err) {
    const reason =
      errorField(err, "name") === "AbortError" ? `No answer within ${settings.timeoutMs} ms.` : describe(err);
    context.log(`WARN revalidate ${label} failed: ${reason}`);
    return { tags, status: "failed", reason };
  }
}

/** The answer's status code; rejects on a network error or when the deadline passes (connect and answer together). */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  servername: string | undefined,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = send(
      url,
      { method: "POST", headers, signal: AbortSignal.timeout(timeoutMs), ...(servername ? { servername } : {}) },
      (res: IncomingMessage) => {
        // The answer's body is not needed: drain it, and ignore a deadline that cuts it short.
        res.on("error", () => {});
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

// Read by duck typing: errors of Node's own modules may come from another realm (jest's VM contexts).
const errorField = (err: unknown, field: "name" | "code" | "message") =>
  typeof err === "object" && err !== null && field in err ? String((err as Record<string, unknown>)[field]) : undefined;

function describe(err: unknown): string {
  const message = errorField(err, "message") ?? String(err);
  const code = errorField(err, "code");
  return code ? `${code}: ${message}` : message;
}
