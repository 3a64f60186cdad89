import { DEFAULT_LISTING_STATE } from "@/lib/listing/query";
import type { AttributeGroup } from "@storefront/shop-answers";
import { categoryListing, hasFilters, listingRequest, optionLabel, optionListing, productTypeListing } from "./scope";

const group = (id: number, options: [number, string][]): AttributeGroup => ({
  id,
  heading: `Group ${id}`,
  name: `Group_${id}`,
  fieldType: "select",
  inHeader: true,
  options: options.map(([optionId, label]) => ({ id: optionId, label })),
});

const ATTRIBUTES = [
  group(1, [
    [1, "Shirts"],
    [2, "T Shirts"],
  ]),
  group(2, [[5, "Dresses"]]),
  group(6, [[21, "#1f2937"]]),
];

describe("listing scopes", () => {
  it("a category listing offers its own group and lists in its scope", () => {
    const listing = categoryListing(ATTRIBUTES, 2)!;
    expect(listing.group?.id).toBe(2);
    expect(listingRequest(listing, { ...DEFAULT_LISTING_STATE, checked: [5] })).toEqual({ attribute: 2, checked: [5] });
  });

  it("an option listing finds the option's group and always keeps the option checked", () => {
    const listing = optionListing(ATTRIBUTES, 2)!;
    expect(listing.group?.id).toBe(1);
    expect(listing.fixedChecked).toEqual([2]);
    expect(listingRequest(listing, DEFAULT_LISTING_STATE)).toEqual({ attribute: 1, checked: [2] });
    expect(listingRequest(listing, { ...DEFAULT_LISTING_STATE, checked: [1], price: { min: 10, max: null } })).toEqual({
      attribute: 1,
      checked: [1, 2],
      price: { min: 10, max: null },
    });
  });

  it("unknown ids resolve to nothing (the page answers not found)", () => {
    expect(categoryListing(ATTRIBUTES, 99)).toBeNull();
    expect(optionListing(ATTRIBUTES, 99)).toBeNull();
  });

  it("a product-type listing filters by type and offers no group", () => {
    const listing = productTypeListing(2);
    expect(listing.group).toBeNull();
    expect(listingRequest(listing, { ...DEFAULT_LISTING_STATE, discount: { min: 5, max: 40 } })).toEqual({
      product_type: 2,
      discount: { min: 5, max: 40 },
    });
  });

  it("names options and tells a filtered state from a plain one", () => {
    expect(optionLabel(ATTRIBUTES, 21)).toBe("#1f2937");
    expect(optionLabel(ATTRIBUTES, 3)).toBeNull();
    expect(hasFilters(DEFAULT_LISTING_STATE)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LISTING_STATE, page: 3 })).toBe(false);
    expect(hasFilters({ ...DEFAULT_LISTING_STATE, checked: [1] })).toBe(true);
  });
});
