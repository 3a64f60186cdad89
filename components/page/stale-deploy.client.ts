"use client";

import { unstable_isUnrecognizedActionError } from "next/navigation";
import { useEffect } from "react";
import { SHOP_UPDATED_ID } from "@/lib/shop-updated";

/**
 * A page of an older deploy posted a Server Action that this server's build does not have (Next responds with
 * `x-nextjs-action-not-found` and the browser's router throws an UnrecognizedActionError into the error
 * boundary): instead of an error, the page is loaded again from the new deploy, at `#shop-updated` (its
 * notice, ShopUpdatedNotice), so the
 * shopper presses again on a page that knows its actions. Nothing was done by the refused post. True while
 * it does so: the boundary then renders nothing.
 */
export function useReloadWhenStale(error: unknown): boolean {
  const stale = unstable_isUnrecognizedActionError(error);
  useEffect(() => {
    if (!stale) return;
    history.replaceState(history.state, "", `#${SHOP_UPDATED_ID}`);
    location.reload();
  }, [stale]);
  return stale;
}
