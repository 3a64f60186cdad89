"use client";

import { ShopOutage } from "@/components/page/shop-outage.client";

/** The shop's shell (the (shop) layout) could not be rendered: the shop API failed. */
export default function ShopError({ retry }: { error: unknown; retry: () => void }) {
  return <ShopOutage retry={retry} />;
}
