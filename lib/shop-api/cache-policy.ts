import "server-only";
import { shopTag, type SharedCache } from "./core";

/**
 * How long public shop data may be served from the shared cache. Theme, footer, attributes and
 * blogs are "held for the whole site" (spec part 1 section 7): a page view must not refetch them.
 * Catalogue data changes with stock, so it is held for a shorter time.
 */
export const SHELL_REVALIDATE_SECONDS = 60;
export const CATALOGUE_REVALIDATE_SECONDS = 30;
export const GLOBAL_REVALIDATE_SECONDS = 3600;

export function shellCache(origin: string, resource: string): SharedCache {
  return { revalidate: SHELL_REVALIDATE_SECONDS, tags: [shopTag(origin), shopTag(origin, resource)] };
}

export function catalogueCache(origin: string, resource: string): SharedCache {
  return { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [shopTag(origin), shopTag(origin, resource)] };
}
