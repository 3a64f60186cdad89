import "server-only";
import { getConfig } from "@/lib/config";
import { UNCACHED_TAG } from "@/lib/page-cache/uncached.mjs";
import { shopTag, type SharedCache } from "./core.server";

/**
 * How long public shop data may be served from the shared cache. Theme, footer, attributes and
 * blogs are held for the whole site: a page view must not refetch them.
 * Catalogue data changes with stock, so it is held for a shorter time.
 */
export const SHELL_REVALIDATE_SECONDS = 60;
export const CATALOGUE_REVALIDATE_SECONDS = 30;
export const GLOBAL_REVALIDATE_SECONDS = 3600;
// With the revalidation webhook on, edits expire what they change at once: the windows are only a backstop.
export const WEBHOOK_SHELL_REVALIDATE_SECONDS = 3600;
// Stock moves with every order, and orders call no webhook.
export const WEBHOOK_CATALOGUE_REVALIDATE_SECONDS = 300;

/**
 * The tags of the revalidation webhook (app/[site]/api/revalidate; packages/shop-api/CONTRACT.md "Admin
 * edits") and the cached resources each one names; `product:{uuid}` names `productResource(uuid)`.
 */
export const WEBHOOK_TAGS = {
  theme: ["theme"],
  footer: ["footer"],
  menu: ["site-attributes"],
  products: ["products"],
  content: ["pages"],
  blog: ["blogs"],
} as const satisfies Record<string, readonly string[]>;
export type WebhookTag = keyof typeof WEBHOOK_TAGS | `product:${string}`;

const WEBHOOK_RESOURCES: ReadonlySet<string> = new Set(Object.values(WEBHOOK_TAGS).flat());

export function productResource(uuid: string): string {
  return `product:${uuid}`;
}

function webhookOn(): boolean {
  return getConfig().revalidateSecret !== null;
}

export function shellCache(origin: string, resource: string): SharedCache {
  const long = webhookOn() && WEBHOOK_RESOURCES.has(resource);
  return {
    revalidate: long ? WEBHOOK_SHELL_REVALIDATE_SECONDS : SHELL_REVALIDATE_SECONDS,
    tags: [shopTag(origin), shopTag(origin, resource)],
  };
}

export function catalogueCache(origin: string, resource: string): SharedCache {
  const long = webhookOn() && WEBHOOK_RESOURCES.has(resource);
  return {
    revalidate: long ? WEBHOOK_CATALOGUE_REVALIDATE_SECONDS : CATALOGUE_REVALIDATE_SECONDS,
    tags: [shopTag(origin), shopTag(origin, resource)],
  };
}

/** The same data, for a page that is rendered each time and never cached (lib/page-cache/uncached.mjs). */
export function uncached(cache: SharedCache): SharedCache {
  return { ...cache, tags: [...cache.tags, UNCACHED_TAG] };
}

/** One product's data: expired by `products` and by its own `product:{uuid}`. */
export function productCache(origin: string, uuid: string): SharedCache {
  const cache = catalogueCache(origin, "products");
  return { ...cache, tags: [...cache.tags, shopTag(origin, productResource(uuid))] };
}
