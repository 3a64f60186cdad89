import {
  DEFAULT_LISTING_STATE,
  boundedListingState,
  buildListingQuery,
  clampPage,
  isCachedListingState,
  listingHref,
  pagerWindow,
  parseListingQuery,
  showingText,
  toProductsRequest,
  toggleChecked,
  withPage,
  withRange,
  type ListingState,
} from "./query";

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe("parseListingQuery", () => {
  it("reads every filter and the page", () => {
    expect(parse("checked=15&checked=12&price_min=10&price_max=250&discount_min=5&discount_max=40&page=3")).toEqual({
      checked: [12, 15],
      price: { min: 10, max: 250 },
      discount: { min: 5, max: 40 },
      page: 3,
    });
  });

  it("gives the default state for an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_LISTING_STATE);
  });

  it("accepts a Next searchParams record", () => {
    expect(parseListingQuery({ checked: ["3", "1"], price_max: "99.5", page: "2", other: undefined })).toEqual({
      checked: [1, 3],
      price: { min: 0, max: 99.5 },
      discount: null,
      page: 2,
    });
    expect(parseListingQuery({ checked: "7" }).checked).toEqual([7]);
  });

  it("accepts comma lists, and drops duplicates and junk ids", () => {
    expect(parse("checked=4,2&checked=2&checked=x&checked=-3&checked=0&checked=1.5&checked=%20 9").checked).toEqual([
      2, 4, 9,
    ]);
  });

  it("caps the number of checked ids", () => {
    const many = Array.from({ length: 150 }, (_, i) => `checked=${i + 1}`).join("&");
    expect(parse(many).checked).toHaveLength(100);
  });

  it("ignores bounds that are not plain numbers", () => {
    expect(parse("price_min=abc&price_max=1e3")).toMatchObject({ price: null });
    expect(parse("price_min=Infinity&price_max=NaN").price).toBeNull();
    expect(parse("price_min=12&price_max=lots").price).toEqual({ min: 12, max: null });
  });

  it("turns negative bounds into 0", () => {
    expect(parse("price_min=-5&price_max=100").price).toEqual({ min: 0, max: 100 });
    expect(parse("price_min=-5&price_max=-1").price).toEqual({ min: 0, max: 0 });
  });

  it("swaps bounds given the wrong way round", () => {
    expect(parse("price_min=250&price_max=10").price).toEqual({ min: 10, max: 250 });
    expect(parse("discount_min=40&discount_max=5").discount).toEqual({ min: 5, max: 40 });
  });

  it("caps a discount at 100 percent", () => {
    expect(parse("discount_min=20&discount_max=300").discount).toEqual({ min: 20, max: 100 });
  });

  it("treats an open range from 0 as no filter", () => {
    expect(parse("price_min=0").price).toBeNull();
  });

  it.each(["0", "-2", "abc", "2.5", "", "99999999999999999999"])("reads page=%p as page 1", (page) => {
    expect(parse(`page=${page}`).page).toBe(1);
  });

  it("takes the first of repeated bounds", () => {
    expect(parse("price_max=50&price_max=10").price).toEqual({ min: 0, max: 50 });
  });
});

describe("buildListingQuery", () => {
  it("omits everything for the default state", () => {
    expect(buildListingQuery(DEFAULT_LISTING_STATE)).toBe("");
  });

  it("writes a canonical order with sorted unique ids", () => {
    const state: ListingState = {
      checked: [15, 12, 15],
      price: { min: 10, max: 250 },
      discount: { min: 0, max: 40 },
      page: 2,
    };
    expect(buildListingQuery(state)).toBe("checked=12&checked=15&price_min=10&price_max=250&discount_max=40&page=2");
  });

  it("omits page 1 and zero lower bounds", () => {
    expect(buildListingQuery({ checked: [], price: { min: 0, max: 80 }, discount: null, page: 1 })).toBe(
      "price_max=80",
    );
  });

  it("normalises a state built by hand", () => {
    expect(
      buildListingQuery({ checked: [-1, 0, 3], price: { min: 90, max: 10 }, discount: { min: 0, max: 500 }, page: 0 }),
    ).toBe("checked=3&price_min=10&price_max=90&discount_max=100");
  });

  it.each([
    "checked=1&checked=2&price_min=5.5&price_max=20&discount_min=10&discount_max=50&page=4",
    "price_min=3",
    "discount_max=25",
    "page=7",
    "",
  ])("round-trips the canonical query %p", (query) => {
    expect(buildListingQuery(parse(query))).toBe(query);
  });

  it("makes equal URLs of equivalent junk", () => {
    const a = buildListingQuery(parse("checked=2,1&price_max=10&price_min=90&page=01&foo=bar"));
    const b = buildListingQuery(parse("price_min=10&checked=1&checked=2&price_max=90&page=1"));
    expect(a).toBe(b);
  });

  it("builds a href on a listing path", () => {
    expect(listingHref("/catagory/Men_Wear/3", withPage(DEFAULT_LISTING_STATE, 2))).toBe("/catagory/Men_Wear/3?page=2");
    expect(listingHref("/catagory/Men_Wear/3", DEFAULT_LISTING_STATE)).toBe("/catagory/Men_Wear/3");
  });
});

describe("state changes", () => {
  const onPage3: ListingState = { ...DEFAULT_LISTING_STATE, checked: [4], page: 3 };

  it("toggles an option and goes back to page 1", () => {
    expect(toggleChecked(onPage3, 7)).toEqual({ ...onPage3, checked: [4, 7], page: 1 });
    expect(toggleChecked(onPage3, 4)).toEqual({ ...onPage3, checked: [], page: 1 });
  });

  it("sets a range and goes back to page 1", () => {
    expect(withRange(onPage3, "price", { min: 5, max: 9 })).toEqual({ ...onPage3, price: { min: 5, max: 9 }, page: 1 });
    expect(withRange({ ...onPage3, discount: { min: 1, max: 2 } }, "discount", null).discount).toBeNull();
  });
});

describe("toProductsRequest", () => {
  const state: ListingState = {
    checked: [12, 15],
    price: { min: 0, max: 250 },
    discount: { min: 5, max: null },
    page: 2,
  };

  it("narrows a category listing with attribute", () => {
    expect(toProductsRequest(state, { kind: "category", settingId: 3 })).toEqual({
      attribute: 3,
      checked: [12, 15],
      price: { min: 0, max: 250 },
      discount: { min: 5, max: null },
    });
  });

  it("always keeps an option listing's own option checked", () => {
    expect(toProductsRequest(DEFAULT_LISTING_STATE, { kind: "option", optionId: 9 })).toEqual({ checked: [9] });
    expect(toProductsRequest(state, { kind: "option", optionId: 12 }).checked).toEqual([12, 15]);
    expect(toProductsRequest(state, { kind: "option", optionId: 13 }).checked).toEqual([12, 13, 15]);
  });

  it("narrows a product-type listing with product_type", () => {
    expect(toProductsRequest(DEFAULT_LISTING_STATE, { kind: "productType", productType: 1 })).toEqual({
      product_type: 1,
    });
  });

  it("sends an empty body for the whole shop without filters", () => {
    expect(toProductsRequest(DEFAULT_LISTING_STATE, { kind: "all" })).toEqual({});
  });
});

describe("clampPage", () => {
  it.each([
    [3, 5, 3],
    [9, 5, 5],
    [0, 5, 1],
    [-4, 5, 1],
    [2, 0, 1],
    [Number.NaN, 5, 1],
    [2.9, 5, 2],
    [4, Number.NaN, 1],
  ])("clamps page %p with last page %p to %p", (page, last, expected) => {
    expect(clampPage(page, last)).toBe(expected);
  });
});

describe("pagerWindow", () => {
  it("centres the window on the current page", () => {
    expect(pagerWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it("starts at 1 on the first pages", () => {
    expect(pagerWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(4, 12)).toEqual([2, 3, 4, 5, 6]);
  });

  it("ends at the last page on the last pages", () => {
    expect(pagerWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(10, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(9, 12)).toEqual([7, 8, 9, 10, 11]);
  });

  it("shows every page when there are fewer than 5", () => {
    expect(pagerWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(4, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("clamps a current page outside 1..last", () => {
    expect(pagerWindow(40, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pagerWindow(-1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerWindow(1, 0)).toEqual([1]);
  });

  it("takes another window size", () => {
    expect(pagerWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pagerWindow(5, 10, 4)).toEqual([3, 4, 5, 6]);
  });
});

describe("showingText", () => {
  it("reads 'Showing {from} to {to} of {total}' when there is more than one page", () => {
    expect(showingText({ from: 13, to: 24, total: 30, last_page: 3 })).toBe("Showing 13 to 24 of 30");
  });

  it("is absent on a single page or without results", () => {
    expect(showingText({ from: 1, to: 8, total: 8, last_page: 1 })).toBeNull();
    expect(showingText({ from: null, to: null, total: 0, last_page: 1 })).toBeNull();
  });
});

describe("isCachedListingState (bounded states per listing)", () => {
  it("keeps the plain listing and one checked option on any page; not ranges or several options", () => {
    expect(isCachedListingState(parse(""))).toBe(true);
    expect(isCachedListingState(parse("page=7"))).toBe(true);
    expect(isCachedListingState(parse("checked=3&page=2"))).toBe(true);
    expect(isCachedListingState(parse("checked=3&checked=4"))).toBe(false);
    expect(isCachedListingState(parse("price_min=10"))).toBe(false);
    expect(isCachedListingState(parse("price_max=10"))).toBe(false);
    expect(isCachedListingState(parse("discount_min=5"))).toBe(false);
    // A mega-menu option listing checks its own option: one more is still one choice.
    expect(isCachedListingState(parse("checked=3&checked=9"), [9])).toBe(true);
  });
});

describe("boundedListingState (what a listing's answer allows)", () => {
  const bounds = { optionIds: [3, 5, 8], priceCeiling: 492, discountCeiling: 40, lastPage: 2 };
  const state = (query: string) => parse(query);
  const bounded = (query: string) => buildListingQuery(boundedListingState(state(query), bounds));

  it("leaves a state within the bounds as it is", () => {
    for (const query of [
      "",
      "checked=3&checked=8",
      "price_min=10&price_max=250",
      "discount_min=5&discount_max=30&page=2",
      "price_max=491",
    ]) {
      expect(bounded(query)).toBe(buildListingQuery(state(query)));
    }
  });

  it("drops options the listing does not offer", () => {
    expect(bounded("checked=3&checked=4&checked=99999")).toBe("checked=3");
  });

  it("clamps ranges to the sliders' ends, where a bound means none, in whole units", () => {
    expect(bounded("price_min=5&price_max=99999")).toBe("price_min=5");
    expect(bounded("price_min=0&price_max=492")).toBe("");
    expect(bounded("price_min=99999")).toBe("price_min=492");
    expect(bounded("price_min=10.2&price_max=20.1")).toBe("price_min=10&price_max=21");
    expect(bounded("discount_min=50")).toBe("discount_min=40");
    expect(bounded("discount_max=100")).toBe("");
    expect(
      buildListingQuery(
        boundedListingState(state("price_min=5&discount_max=3"), { ...bounds, priceCeiling: 0, discountCeiling: 0 }),
      ),
    ).toBe("");
  });

  it("clamps the page to the last one of the same filters", () => {
    expect(bounded("page=99")).toBe("page=2");
    expect(bounded("checked=3&page=7")).toBe("checked=3&page=2");
    // New filters have a last page of their own: the page is kept for their answer to clamp.
    expect(bounded("checked=4&page=7")).toBe("page=7");
  });

  it("gives every state within the bounds back unchanged (a fixed point: no redirect loops)", () => {
    for (const query of [
      "checked=4&page=7",
      "price_min=10.2&price_max=99999&page=9",
      "discount_min=50&checked=99&checked=5",
    ]) {
      const once = boundedListingState(state(query), bounds);
      const twice = boundedListingState(once, { ...bounds, lastPage: 1 });
      expect({ ...twice, page: 1 }).toEqual({ ...once, page: 1 });
      expect(boundedListingState({ ...once, page: 1 }, bounds)).toEqual({ ...once, page: 1 });
    }
  });
});
