import "server-only";
import { pageCustomer } from "@/lib/session/page-customer.server";
import { getUser } from "@/lib/shop-api/auth.server";
import type { Customer } from "@/lib/session/customer";
import type { ShopApiResult } from "@/lib/shop-api/core.server";
import { getOrderHistory, type Order } from "@/lib/shop-api/orders.server";
import { historyOrders } from "./status";

/** The customer's orders as the history lists them: newest first, drafts left out. */
export async function visibleOrderHistory(customer: Customer): Promise<ShopApiResult<Order[]>> {
  const result = await getOrderHistory(customer);
  return result.ok ? { ...result, data: historyOrders(result.data) } : result;
}

export type Profile = {
  /** null when the shop did not answer; the tab then says so. */
  account: { username: string; email: string } | null;
  /** null when it could not be read here; the browser then asks again (and a 401 there ends the session). */
  history: Order[] | null;
};

/**
 * The signed-in customer's account and order history for the profile page; null without a session for
 * this shop, or when the shop refuses it (401).
 */
export async function loadProfile(origin: string): Promise<Profile | null> {
  const customer = await pageCustomer(origin);
  if (!customer) return null;
  const [user, history] = await Promise.all([getUser(origin, customer.token), visibleOrderHistory(customer)]);
  if ([user, history].some((answer) => !answer.ok && answer.status === 401)) return null;
  return {
    account: user.ok ? { username: user.data.username, email: user.data.email } : null,
    history: history.ok ? history.data : null,
  };
}
