import {
  blogListHref,
  categoryHref,
  categoryLabel,
  decodeSegment,
  hasMalformedEscape,
  internalPath,
  isLoginRequired,
  optionHref,
  proceedHref,
  trackOrderHref,
} from "./routing";

describe("isLoginRequired", () => {
  it.each([
    "/profile",
    "/ProductSubmission",
    "/order-summary",
    "/stripe/check-out",
    "/stripe/session-status",
    "/order-receipt",
    "/profile/orders",
  ])("guards %s", (path) => expect(isLoginRequired(path)).toBe(true));

  it.each(["/", "/profiles", "/product/abc", "/stripe", "/check-out/return", "/shopping-cart", "/order-summaryx"])(
    "leaves %s open",
    (path) => expect(isLoginRequired(path)).toBe(false),
  );
});

describe("internalPath", () => {
  it("maps /Product/{id} to the product-type folder and leaves /product/{uuid} alone", () => {
    expect(internalPath("/Product/2")).toBe("/product-type/2");
    expect(internalPath("/product/9f1c")).toBe("/product/9f1c");
  });

  it("hides the internal folder from direct requests", () => {
    expect(internalPath("/product-type/2")).toBe("/404");
    expect(internalPath("/product-type")).toBe("/404");
  });

  it("keeps every other path", () => {
    expect(internalPath("/catagory/Size/3")).toBe("/catagory/Size/3");
    expect(internalPath("/")).toBe("/");
  });
});

describe("hasMalformedEscape", () => {
  it.each(["/catagory/%E0%A4%A/1", "/api/orders/%E0%A4%A", "/%zz", "/x/%", "/%C0%AF"])(
    "finds the malformed escape in %s",
    (path) => {
      expect(hasMalformedEscape(path)).toBe(true);
    },
  );
  it.each(["/", "/catagory/Men_Wear/1", "/product/a%20b", "/%E0%A4%A4", "/a%2Fb"])("accepts %s", (path) => {
    expect(hasMalformedEscape(path)).toBe(false);
  });
});

describe("route helpers", () => {
  it("replaces only the first underscore of a category name", () => {
    expect(categoryLabel("Men_Wear")).toBe("Men Wear");
    expect(categoryLabel("Home_and_Garden")).toBe("Home and_Garden");
    expect(categoryLabel("Shoes")).toBe("Shoes");
  });

  it("decodes a route segment once and survives bad escapes", () => {
    expect(decodeSegment("Men%20Wear")).toBe("Men Wear");
    expect(decodeSegment("100%")).toBe("100%");
  });

  it("builds option links with the first space as a hyphen", () => {
    expect(optionHref("Summer Sale", 12)).toBe("/Summer-Sale/12");
    expect(optionHref("Extra Large Size", 4)).toBe("/Extra-Large%20Size/4");
    expect(optionHref("#ff0000", 7)).toBe("/%23ff0000/7");
  });

  it("encodes option labels so they stay one safe segment", () => {
    expect(optionHref("50% Off/Now", 3)).toBe("/50%25-Off%2FNow/3");
    expect(optionHref("..", 3)).toBe("/%2E%2E/3");
    expect(optionHref("   ", 3)).toBe("/option/3");
  });

  it("builds category links on the spec's /catagory path", () => {
    expect(categoryHref("Men_Wear", 3)).toBe("/catagory/Men_Wear/3");
    expect(categoryHref("a/b", 3)).toBe("/catagory/a%2Fb/3");
  });

  it("builds the spec's order and blog links", () => {
    expect(proceedHref(7)).toBe("/order-summary/?order_id=7");
    expect(trackOrderHref("A1", "T2")).toBe("/track-order?order_no=A1&tracking_no=T2");
    expect(blogListHref(1)).toBe("/articles");
    expect(blogListHref(2)).toBe("/articles/page/2");
  });
});
