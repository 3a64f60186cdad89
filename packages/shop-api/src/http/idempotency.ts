import type { MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  claimKey,
  forgetKey,
  keepAnswer,
  storedAnswer,
  type KeyOwner,
  type StoredAnswer,
} from "../orders/idempotency-keys";
import type { AppEnv } from "./env";
import { badRequest, HttpError } from "./errors";

/**
 * `Idempotency-Key` on the placement calls (CONTRACT.md "Orders", Idempotency). Only accepted placements
 * are kept, so a refused request can be corrected and sent again with the same key.
 */

export const IDEMPOTENT_PATHS = [
  "/api/auth/order/create",
  "/api/auth/utap/create-order",
  "/api/auth/paymennt/check-out",
  "/api/auth/create-payment",
  "/api/auth/checkout-session/create",
] as const;

const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 15_000;

export const idempotency: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header("idempotency-key");
  if (key === undefined || c.req.method !== "POST") return next();
  if (!KEY_PATTERN.test(key)) throw badRequest("The Idempotency-Key must be 8 to 255 visible characters.");

  const { db, now } = c.var.deps;
  const owner: KeyOwner = { shopId: c.var.shop.id, customerId: c.var.customer.id, key };
  const path = c.req.path.replace(/\/+$/, "");

  if (!claimKey(db, owner, path, now())) {
    const first = await settledRow(() => storedAnswer(db, owner));
    if (first && first.path !== path)
      throw new HttpError(422, { status: false, errors: { idempotency_key: ["This key was used for another call."] } });
    if (first?.status_code != null && first.body !== null) {
      return c.body(first.body, first.status_code as ContentfulStatusCode, {
        "content-type": "application/json",
        "idempotent-replayed": "true",
      });
    }
    // The first request was refused (its row is gone) or is still running after the wait: run this one.
    if (first)
      throw new HttpError(409, {
        status: false,
        msg: "The same request is still being processed. Please wait a moment.",
      });
    return idempotency(c, next);
  }

  try {
    await next();
  } finally {
    const body = c.res && c.res.status === 200 ? await c.res.clone().text() : "";
    if (accepted(body)) keepAnswer(db, owner, body);
    else forgetKey(db, owner);
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
async function settledRow(read: () => StoredAnswer | undefined): Promise<StoredAnswer | undefined> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let row = read();
  while (row && row.status_code === null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    row = read();
  }
  return row;
}
