// @ts-check
/**
 * The tag a render adds to the shop-API data of a page that is not to be kept: the page cache
 * (handler.mjs) keeps neither that data nor the page (whose tags include its data's), and the server
 * sends the page `no-store` (lib/edge-cache/keys.server.mjs). For states too many to keep, such as a
 * listing's price and discount ranges (lib/listing/query.ts isCachedListingState). Names no shop, so
 * it never becomes an edge key. No imports: plain JavaScript for the handler, the server and bundles.
 */
export const UNCACHED_TAG = "storefront:uncached";
