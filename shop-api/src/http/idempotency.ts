import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "./env";
import { badRequest, HttpError } from "./errors";

/**
 * `Idempotency-Key` on the placement calls (CONTRACT.md "Orders"): the first request with a key runs;
 * a repeat, even one that arrives while the first is still running, gets the first one's answer
 * instead of a second order. Only accepted placements (`status:true`) are kept, so a request that
 * was refused (validation, stock) can be corrected and sent again with the same key. Keys are per
 * customer and kept for a day. Without the header a call behaves as before.
 */

export const IDEMPOTENT_PATHS = [
  "/api/auth/order/create",
  "/api/auth/utap/create-order",
  "/api/auth/paymennt/check-out",
  "/api/auth/create-payment",
  "/api/auth/checkout-session/create",
] as const;

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
const KEEP_MS = 24 * 60 * 60 * 1000;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 15_000;

type Row = { path: string; status_code: number | null; body: string | null };

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key");
  if (key === undefined || c.req.method !== "POST") return next();
  if (!KEY_PATTERN.test(key)) throw badRequest("The Idempotency-Key must be 8 to 255 visible characters.");

  const { db, now } = c.get("deps");
  const shopId = c.get("shop").id;
  const customerId = c.get("customer").id;
  const path = c.req.path.replace(/\/+$/, "");
  const select = db.prepare("SELECT path, status_code, body FROM idempotency_keys WHERE shop_id = ? AND customer_id = ? AND key = ?");
  const forget = db.prepare("DELETE FROM idempotency_keys WHERE shop_id = ? AND customer_id = ? AND key = ?");

  db.prepare("DELETE FROM idempotency_keys WHERE created_at < ?").run(new Date(now().getTime() - KEEP_MS).toISOString());
  const claimed = db
    .prepare("INSERT OR IGNORE INTO idempotency_keys (shop_id, customer_id, key, path, created_at) VALUES (?, ?, ?, ?, ?)")
    .run(shopId, customerId, key, path, now().toISOString()).changes === 1;

  if (!claimed) {
    const first = await settledRow(() => select.get(shopId, customerId, key) as Row | undefined);
    if (first && first.path !== path) throw new HttpError(422, { status: false, errors: { idempotency_key: ["This key was used for another call."] } });
    if (first?.status_code != null && first.body !== null) {
      return c.body(first.body, first.status_code as ContentfulStatusCode, { "content-type": "application/json", "idempotent-replayed": "true" });
    }
    // The first request was refused (its row is gone) or is still running after the wait: run this one.
    if (first) throw new HttpError(409, { status: false, msg: "The same request is still being processed. Please wait a moment." });
    return idempotency(c, next);
  }

  try {
    await next();
  } finally {
    const body = c.res && c.res.status === 200 ? await c.res.clone().text() : "";
    if (accepted(body)) {
      db.prepare("UPDATE idempotency_keys SET status_code = ?, body = ? WHERE shop_id = ? AND customer_id = ? AND key = ?").run(200, body, shopId, customerId, key);
    } else {
      forget.run(shopId, customerId, key);
    }
  }
};

function accepted(body: string): boolean {
  try {
    return (JSON.parse(body) as { status?: unknown }).status === true;
  } catch {
    return false;
  }
}

/** The row once its first request has finished (or was forgotten), waiting a bounded time. */
async function settledRow(read: () => Row | undefined): Promise<Row | undefined> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let row = read();
  while (row && row.status_code === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    row = read();
  }
  return row;
}
