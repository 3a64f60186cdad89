/**
 * What a shopper's browser reports of a page view (report.client.ts) and the storefront records
 * (receive.server.ts): Core Web Vitals with the page's route group, the device class and the navigation
 * type, nothing that names the shopper. Universal: the browser's reporter and the server's schema share it.
 */

export const FIELD_VITALS_PATH = "/api/vitals";

export const ROUTE_GROUPS = ["home", "listing", "product", "content", "account", "checkout"] as const;
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** web-vitals' navigation types. */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;
type NavigationType = (typeof NAVIGATION_TYPES)[number];

export type Vital = "LCP" | "INP" | "CLS" | "FCP" | "TTFB";

/** As web-vitals gives them: milliseconds, and CLS without a unit. */
export type FieldBeacon = {
  route: RouteGroup;
  device: DeviceClass;
  navigation: NavigationType;
  vitals: Partial<Record<Vital, number>>;
  /**
   * Static regions whose server DOM React threw away while hydrating, since the last beacon
   * (components/static-region/discarded-regions.ts); left out when none.
   */
  discardedRegions?: number;
};

const GROUPS: [RegExp, RouteGroup][] = [
  [/^\/$/, "home"],
  [/^\/(?:catagory|Product|product-type|search)(?:\/|$)/, "listing"],
  [/^\/product\//, "product"],
  [/^\/(?:shopping-cart|check-out|stripe|order-summary|order-receipt)(?:\/|$)/, "checkout"],
  [/^\/(?:profile|WishList|track-order|ProductSubmission)(?:\/|$)/, "account"],
];

/** The route group of a public path; every other page (policies, blog, about, not found) is content. */
export function routeGroupOfPath(path: string): RouteGroup {
  for (const [pattern, group] of GROUPS) if (pattern.test(path)) return group;
  return "content";
}

/** By viewport width in CSS pixels. */
export function deviceClassOf(width: number): DeviceClass {
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}
