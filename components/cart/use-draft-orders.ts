"use client";

import { useCallback, useEffect, useState } from "react";
import type { PreviewOrder } from "@/lib/client-schemas";
import { fetchDraftOrders } from "@/components/order-preview/order-calls";

export type DraftOrders = {
  orders: PreviewOrder[];
  /** True until the first answer (only while signed in). */
  loading: boolean;
  reload: () => void;
};

/** The signed-in customer's draft orders; nothing for a visitor. */
export function useDraftOrders(signedIn: boolean): DraftOrders {
  const [orders, setOrders] = useState<PreviewOrder[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void fetchDraftOrders().then((drafts) => {
      if (!live) return;
      // A failed read is only logged (spec part 1 §8): the list stays as it was.
      if (drafts) setOrders(drafts);
      else console.warn("cart: reading the draft orders failed");
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [signedIn, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { orders: signedIn ? orders : [], loading: signedIn && !loaded, reload };
}
