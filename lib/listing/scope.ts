import { toProductsRequest, type ListingScope, type ListingState, type ProductsRequestBody } from "./query";
import type { AttributeGroup } from "@storefront/shop-answers";

/**
 * What a listing route lists, resolved against the shop's attribute groups (pure).
 *
 * - Category `/catagory/{name}/{setting_id}`: the group with that setting_id; its options are the
 *   sidebar's accordion.
 * - Option `/{label}/{option_id}` (mega-menu): the group that holds the option; the listing is
 *   that group with the option checked. The option is the route's own filter: shown checked and
 *   fixed, never removable.
 * - Product type `/Product/{id}`: the `product_type` filter. Its id is a product type, not a
 *   setting_id, so no group's accordion belongs to it: matching it against setting ids would show
 *   an unrelated group.
 */
export type ResolvedListing = {
  scope: ListingScope;
  /** The group whose options the sidebar offers, or null. */
  group: AttributeGroup | null;
  /** Options checked by the route itself. */
  fixedChecked: number[];
};

export function categoryListing(attributes: readonly AttributeGroup[], settingId: number): ResolvedListing | null {
  const group = attributes.find((a) => a.id === settingId);
  return group ? { scope: { kind: "category", settingId }, group, fixedChecked: [] } : null;
}

export function optionListing(attributes: readonly AttributeGroup[], optionId: number): ResolvedListing | null {
  const group = attributes.find((a) => a.options.some((o) => o.id === optionId));
  return group ? { scope: { kind: "option", optionId }, group, fixedChecked: [optionId] } : null;
}

export function productTypeListing(productType: number): ResolvedListing {
  return { scope: { kind: "productType", productType }, group: null, fixedChecked: [] };
}

/** Body of `POST /api/products`: an option listing is scoped to its own group with its option checked. */
export function listingRequest(listing: ResolvedListing, state: ListingState): ProductsRequestBody {
  const body = toProductsRequest(state, listing.scope);
  if (listing.scope.kind === "option" && listing.group) body.attribute = listing.group.id;
  return body;
}

/** The label of an option id in the shop's groups, for filter tags. */
export function optionLabel(attributes: readonly AttributeGroup[], optionId: number): string | null {
  for (const attribute of attributes) {
    const option = attribute.options.find((o) => o.id === optionId);
    if (option) return option.label;
  }
  return null;
}

/** Is a listing state narrowed by any filter (the checked options, a price or discount range)? */
export function hasFilters(state: ListingState): boolean {
  return state.checked.length > 0 || state.price !== null || state.discount !== null;
}
