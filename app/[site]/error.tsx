"use client";

import { ShopOutage } from "@/components/page/shop-outage.client";
import { useReloadWhenStale } from "@/components/page/stale-deploy.client";

/**
 * The shop's shell (the (shop) layout) could not be rendered: the shop API failed. A form of the shell (the
 * footer's newsletter) that posted to a Server Action of an older deploy reloads instead.
 */
export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return useReloadWhenStale(error) ? null : <ShopOutage retry={retry} />;
}
