"use client";

import { useCallback, useEffect, useState } from "react";
import type { PreviewOrder } from "@/components/order-preview/preview-model";
import { fetchDraftOrders } from "@/components/order-preview/order-calls";

export type DraftOrders = {
  orders: PreviewOrder[];
  /** True until the first answer. */
  loading: boolean;
  reload: () => void;
};

/** The signed-in customer's draft orders (mounted only while signed in). */
export function useDraftOrders(): DraftOrders {
  const [orders, setOrders] = useState<PreviewOrder[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void fetchDraftOrders().then((drafts) => {
      if (!live) return;
      // A failed read is only logged: the list stays as it was.
      if (drafts) setOrders(drafts);
      else console.warn("cart: reading the draft orders failed");
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { orders, loading: !loaded, reload };
}
