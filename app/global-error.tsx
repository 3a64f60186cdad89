"use client";

import { ShopOutage } from "@/components/page/shop-outage.client";
import { useReloadWhenStale } from "@/components/page/stale-deploy.client";

/**
 * The shop's document (app/[site]/layout.tsx) could not be rendered: the shop API failed to deliver the shop
 * (503, server.mjs). It takes the whole document's place, so it renders <html> itself. A form of the shell (the
 * footer's newsletter) that posted to a Server Action of an older deploy reloads instead.
 */
export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  const reloading = useReloadWhenStale(error);
  return (
    <html lang="en">
      <body>{reloading ? null : <ShopOutage retry={retry} />}</body>
    </html>
  );
}
