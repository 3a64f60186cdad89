import { hasMalformedEscape, internalPath, isLoginRequired } from "./routing";

describe("isLoginRequired", () => {
  it.each(["/profile", "/ProductSubmission", "/order-summary", "/stripe/check-out", "/stripe/session-status", "/order-receipt", "/profile/orders"])(
    "guards %s",
    (path) => expect(isLoginRequired(path)).toBe(true),
  );

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
  it.each(["/catagory/%E0%A4%A/1", "/api/orders/%E0%A4%A", "/%zz", "/x/%", "/%C0%AF"])("finds the malformed escape in %s", (path) => {
    expect(hasMalformedEscape(path)).toBe(true);
  });
  it.each(["/", "/catagory/Men_Wear/1", "/product/a%20b", "/%E0%A4%A4", "/a%2Fb"])("accepts %s", (path) => {
    expect(hasMalformedEscape(path)).toBe(false);
  });
});
