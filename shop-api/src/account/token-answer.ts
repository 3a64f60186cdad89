import type { Context } from "hono";
import type { AppEnv, Customer } from "../http/env";
import { signToken } from "../http/token";
import { toUser } from "./users";

/** 200 with `Authorization: Bearer <token>` and `{status:true, token, user}` (login, verification, refresh). */
export function respondWithToken(c: Context<AppEnv>, customer: Customer, extra: Record<string, unknown> = {}) {
  const deps = c.get("deps");
  const token = signToken(deps.tokenSecret, { customerId: customer.id, shopId: customer.shop_id, tokenVersion: customer.token_version }, deps.now());
  c.header("Authorization", `Bearer ${token}`);
  return c.json({ status: true, ...extra, token, user: toUser(deps.db, customer) });
}
