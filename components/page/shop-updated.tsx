import { SHOP_UPDATED_ID } from "@/lib/shop-updated";

/**
 * Said on a page loaded again because the shop was deployed while it was open: its form posted to a Server
 * Action the new deploy does not have, and nothing was done (server.mjs responds to such a post without
 * JavaScript with a 303 back here; with JavaScript, stale-deploy.client.ts reloads). Shown by CSS only while it
 * is the URL's fragment, so the same markup serves every page from every cache, without a script.
 */
export function ShopUpdatedNotice() {
  return (
    <p id={SHOP_UPDATED_ID} className="shop-updated" role="status">
      The shop was just updated: please press again.
    </p>
  );
}
