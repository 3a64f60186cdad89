/**
 * The id of the customer's last placed order, kept in the browser so `/order-receipt` without a
 * query can show it (the original kept `order_id` in local storage the same way).
 */

const KEY = "order_id";

export function rememberLastOrder(orderId: number): void {
  try {
    window.localStorage.setItem(KEY, String(orderId));
  } catch {
    // Storage blocked: the receipt link in the URL still works.
  }
}

/** The remembered id, or null when there is none or it is not a plain positive integer. */
export function lastOrderId(): number | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
  return raw !== null && /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : null;
}
