"use client";

import { useState } from "react";
import useSWR from "swr";
import { HISTORY_PATH, fetchOrderHistory } from "@/lib/bff/orders.client";
import type { Order } from "@storefront/shop-answers";
import { historyRow, withCancelRequested, type HistoryRow } from "@/lib/orders/status";
import { LazyOrderPreview } from "@/components/order-preview/lazy-order-preview.client";
import { ActionsMenu, type MenuItem } from "./actions-menu.client";
import { CancelRequestDialog } from "./cancel-request-dialog.client";
import { cancelRequestHref } from "@/lib/orders/cancel-request";
import styles from "./profile.module.css";

const COLUMNS = ["Order #", "Status", "Customer", "Payment", "Total", "Actions"];

/**
 * The order history table. The server's copy is shown first (and read again only after a change);
 * without one, the browser reads it, and a 401 there ends the session.
 */
export function OrderHistory({ initial }: { initial: Order[] | null }) {
  const { data, error, mutate } = useSWR(HISTORY_PATH, fetchOrderHistory, {
    fallbackData: initial ?? undefined,
    revalidateOnMount: initial === null,
    revalidateOnFocus: false,
  });
  const [previewed, setPreviewed] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);

  function menuItems(order: Order, row: HistoryRow): MenuItem[] {
    const items: MenuItem[] = [];
    if (row.actions.cancelRequest) items.push({ label: "Cancel Request", onSelect: () => setCancelling(order) });
    if (row.actions.proceed) items.push({ label: "Click to Proceed", href: row.actions.proceed });
    if (row.actions.track) items.push({ label: "Track Order", href: row.actions.track });
    items.push({ label: "Preview", onSelect: () => setPreviewed(order) });
    return items;
  }

  let body;
  if (data === undefined) {
    body = (
      <tr>
        <td colSpan={COLUMNS.length} className={styles.note} aria-busy={!error}>
          {error ? (
            <>
              <span role="alert">{error instanceof Error ? error.message : "Your orders could not be loaded."}</span>{" "}
              <button type="button" className={styles.linkButton} onClick={() => void mutate()}>
                Try again
              </button>
            </>
          ) : (
            "Loading your orders…"
          )}
        </td>
      </tr>
    );
  } else if (data.length === 0) {
    body = (
      <tr>
        <td colSpan={COLUMNS.length} className={styles.note}>
          ! No Order History
        </td>
      </tr>
    );
  } else {
    body = data.map((order) => {
      const row = historyRow(order);
      return (
        <tr key={order.id} data-testid="history-row">
          <th scope="row">{order.number}</th>
          <td>{row.status}</td>
          <td>{row.customerName}</td>
          <td>{row.payment}</td>
          <td className={styles.amount}>{row.total}</td>
          <td>
            <ActionsMenu label={`Actions for order ${order.number}`} items={menuItems(order, row)} />
            {row.actions.cancelRequest ? (
              // The menu needs JavaScript: without it, the cancel request is a page of its own.
              <a href={cancelRequestHref(order.id)} className={styles.withoutScript}>
                Cancel Request
              </a>
            ) : null}
          </td>
        </tr>
      );
    });
  }

  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      <LazyOrderPreview order={previewed} onClose={() => setPreviewed(null)} onDiscarded={() => void mutate()} />
      {cancelling ? (
        <CancelRequestDialog
          order={cancelling}
          onClose={() => setCancelling(null)}
          onRequested={(id) =>
            void mutate((orders) => (orders ? withCancelRequested(orders, id) : orders), { revalidate: true })
          }
        />
      ) : null}
    </>
  );
}
