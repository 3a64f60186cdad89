"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { lastOrderId } from "@/lib/checkout/last-order";
import styles from "./receipt.module.css";
import { orderReceiptHref } from "@/lib/routing";

const noSubscription = () => () => {};

/** `/order-receipt` without a query: the receipt of the order this browser placed last, if any. */
export function LastOrderReceipt() {
  const router = useRouter();
  // undefined while rendering on the server: local storage is read in the browser only.
  const id = useSyncExternalStore(noSubscription, lastOrderId, () => undefined);
  const none = id === null;

  useEffect(() => {
    if (typeof id === "number") router.replace(orderReceiptHref(id));
  }, [id, router]);

  return (
    <div className={styles.empty} role="status">
      {none ? (
        <>
          <p>There is no recent order to show here.</p>
          <Link href="/profile?tab=orders" className={styles.action}>
            View Order History
          </Link>
        </>
      ) : (
        <p>Loading your last order…</p>
      )}
    </div>
  );
}
