import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

/**
 * An order date as 'ddd, MMM-DD-YYYY', e.g. 'Sat, Nov-21-2026'. Shown in UTC so the server render
 * and the browser agree whatever the visitor's time zone; '' when unreadable.
 */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = dayjs.utc(iso);
  return date.isValid() ? date.format("ddd, MMM-DD-YYYY") : "";
}

/** When an order was placed: its order date, else its creation time, formatted; '' when neither reads. */
export function orderPlacedOn(order: { orderDate: string; createdAt: string }): string {
  return formatOrderDate(order.orderDate) || formatOrderDate(order.createdAt);
}
