import { callBff } from "./fetch.client";

/** Signs the customer out: clears the session cookies only, as the spec's logout makes no shop-API call. */
export async function signOut(): Promise<void> {
  await callBff("/api/account/logout", { method: "POST", body: {} });
}
