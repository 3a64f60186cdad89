import type { Context } from "hono";
import { toUser, type Customer } from "../account/customers";
import type { AppEnv } from "./env";
import { signToken } from "./token";

/** 200 with `Authorization: Bearer <token>` and `{status:true, token, user}` (login, verification, refresh). */
export function respondWithToken(c: Context<AppEnv>, customer: Customer, extra: Record<string, unknown> = {}) {
  const { tokenSecret, now, db } = c.var.deps;
  const token = signToken(
    tokenSecret,
    { customerId: customer.id, shopId: customer.shop_id, tokenVersion: customer.token_version },
    now(),
  );
  c.header("Authorization", `Bearer ${token}`);
  return c.json({ status: true, ...extra, token, user: toUser(db, customer) });
}
