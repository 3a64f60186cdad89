import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { listingHref, type ListingState } from "@/lib/listing/query";
import { hasFilters, type ResolvedListing } from "@/lib/listing/scope";
import { stateFromSegments } from "@/lib/listing/state-segment";
import { decodeSegment } from "@/lib/routing";
import type { BreadcrumbStep } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import type { Shop } from "@/lib/current-shop.server";

// What the three listing routes (category, mega-menu option, product type) share: their params read,
// their metadata, and the one shape a route hands to components/catalogue/listing/listing-page.tsx.

/** Everything a listing route decides from its params; the three listing routes only differ here. */
export type ListingRoute = {
  shop: Shop;
  listing: ResolvedListing;
  /** The listing's one path: the target of links and of the filter form, and what search engines index. */
  canonicalPath: string;
  /** False when the request spelled the path otherwise (its name segment): it is sent to canonicalPath. */
  canonicalRequest: boolean;
  /** The listing's name, for the title and structured data. */
  title: string;
  description: string;
  /** The breadcrumb header's texts. */
  header: { first: string; second?: string };
  /** Breadcrumb steps after Home, for BreadcrumbList. */
  crumbs: BreadcrumbStep[];
};

/**
 * The state of a listing page from its state segment (never from searchParams: the page stays static per state
 * and shop, lib/listing/state-segment.ts); not found when the segment is not one the middleware writes.
 */
function listingState(filters: readonly string[]): ListingState {
  const state = stateFromSegments(filters);
  if (!state) notFound();
  return state;
}

/** The named segments of a listing route: the product type's id, or the category's name and id. */
export type NamedSegments<N extends 1 | 2> = N extends 1 ? [id: string] : [name: string, id: string];

/**
 * A listing route's one catch-all `[...path]`: its `named` first segments, then the state segment the
 * middleware writes (not found when either is not there or not one it writes). One catch-all rather
 * than a folder per segment: each route level is about sixteen more fibers of Next's router for the
 * browser to hydrate (BENCHMARKS.md, "flatter listing routes").
 */
export function listingPath<N extends 1 | 2>(
  path: readonly string[],
  named: N,
): { segments: NamedSegments<N>; state: ListingState } {
  if (path.length < named) notFound();
  return { segments: path.slice(0, named) as NamedSegments<N>, state: listingState(path.slice(named)) };
}

/** Whether a route's name segment as requested is the one of its canonical path (`…/{name}/{id}`). */
export function isCanonicalName(requested: string, canonicalPath: string): boolean {
  return decodeSegment(requested) === decodeSegment(canonicalPath.split("/").at(-2) ?? "");
}

/** A listing's id from its route: digits without a leading zero (`zero` allows "0" itself), else not found. */
export function listingId(id: string, { zero = false } = {}): number {
  if (!(zero ? /^(?:0|[1-9][0-9]{0,14})$/ : /^[1-9][0-9]{0,14}$/).test(id)) notFound();
  return Number(id);
}

/** Listing pages are rendered on first request for each shop, route and state, then kept (ISR). */
export function noStaticParams(): never[] {
  return [];
}

/**
 * A filtered listing is a variant of its unfiltered page: crawled for its links, not indexed, and
 * its canonical URL is the plain listing. Plain pages 2, 3, … are pages of their own.
 */
export function listingMetadata(route: ListingRoute, state: ListingState): Metadata {
  const filtered = hasFilters(state);
  const path = filtered ? route.canonicalPath : listingHref(route.canonicalPath, state);
  return pageMetadata({
    origin: route.shop.origin,
    path,
    title: state.page > 1 && !filtered ? `${route.title} – Page ${state.page}` : route.title,
    description: route.description,
    siteName: route.shop.title,
    noIndex: filtered,
  });
}

/** "Shop Men Wear at Aurora Outfitters." */
export function listingDescription(shop: Shop, what: string): string {
  return `Shop ${what} at ${shop.name}.`;
}
