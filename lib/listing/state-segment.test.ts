import { DEFAULT_LISTING_STATE } from "./query";
import { listingStatePath, routedPath, stateFromSegments } from "./state-segment";

const query = (text: string) => new URLSearchParams(text);

describe("listingStatePath", () => {
  it("moves a listing's canonical state from the query into a path segment", () => {
    expect(listingStatePath("/catagory/Men_Wear/1", query("page=2&checked=5&checked=3"))).toBe(
      "/catagory/Men_Wear/1/~checked=3&checked=5&page=2",
    );
    expect(listingStatePath("/Product/2", query("price_max=100"))).toBe("/Product/2/~price_max=100");
    expect(listingStatePath("/T-Shirts/2", query("discount_min=5"))).toBe("/T-Shirts/2/~discount_min=5");
  });

  it("leaves plain listings and other paths alone", () => {
    expect(listingStatePath("/catagory/Men_Wear/1", query(""))).toBeNull();
    expect(listingStatePath("/catagory/Men_Wear/1", query("page=1&utm_source=x"))).toBeNull();
    expect(listingStatePath("/track-order", query("page=2"))).toBeNull();
    expect(listingStatePath("/stripe/session-status", query("page=2"))).toBeNull();
    expect(listingStatePath("/catagory/Men_Wear/abc", query("page=2"))).toBeNull();
    expect(listingStatePath("/articles/5", query("page=2"))).toBeNull();
    expect(listingStatePath("/BlogDetail/5", query("page=2"))).toBeNull();
  });
});

describe("routedPath", () => {
  it("combines the state segment with the internal folder of /Product", () => {
    expect(routedPath("/Product/1", query("page=3"))).toBe("/product-type/1/~page=3");
    expect(routedPath("/catagory/Size/5", query(""))).toBe("/catagory/Size/5");
  });

  it("does not serve state segments sent from outside", () => {
    expect(routedPath("/catagory/Men_Wear/1/~checked=3", query(""))).toBe("/404");
    expect(routedPath("/~x", query(""))).toBe("/404");
  });
});

describe("stateFromSegments", () => {
  it("reads the state the middleware put in the path", () => {
    expect(stateFromSegments([])).toEqual(DEFAULT_LISTING_STATE);
    expect(stateFromSegments(["~checked=3&checked=5&price_max=200&page=2"])).toEqual({
      checked: [3, 5],
      price: { min: 0, max: 200 },
      discount: null,
      page: 2,
    });
    expect(stateFromSegments(["~checked%3D3%26page%3D2"])).toEqual({ ...DEFAULT_LISTING_STATE, checked: [3], page: 2 });
  });

  it("refuses any other path below a listing", () => {
    expect(stateFromSegments(["c"])).toBeNull();
    expect(stateFromSegments(["~page=2", "d"])).toBeNull();
  });
});
