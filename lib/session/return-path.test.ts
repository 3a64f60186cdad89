import { homeHref, pagePath, returnPath, signInHref } from "./return-path";

describe("returnPath", () => {
  it("keeps a path of the shop, with its query", () => {
    expect(returnPath("/order-summary")).toBe("/order-summary");
    expect(returnPath("/profile?tab=orders")).toBe("/profile?tab=orders");
    expect(returnPath("/product/abc")).toBe("/product/abc");
  });

  it.each([
    ["an absolute URL", "https://evil.example/x"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["a backslash spelling", "/\\evil.example"],
    ["a tab inside", "/\t/evil.example"],
    ["dot segments that normalise to another host", "/..//evil.example/profile"],
    ["encoded dot segments that normalise to another host", "/%2e%2e//evil.example/order-summary"],
    ["a path that decodes to another host", "/%2E%2E/%2Fevil.example"],
    ["a scheme", "javascript:alert(1)"],
    ["a relative path", "profile"],
    ["nothing", undefined],
    ["a list", ["/profile"]],
    ["the sign-in page itself", "/sign-in?next=/profile"],
  ])("sends %s home", (_what, value) => {
    expect(returnPath(value)).toBe("/");
  });
});

describe("signInHref", () => {
  it("carries the return path, encoded, and leaves out home", () => {
    expect(signInHref("/profile?tab=orders")).toBe("/sign-in?next=%2Fprofile%3Ftab%3Dorders");
    expect(signInHref("/")).toBe("/sign-in");
    expect(signInHref("/sign-in?next=%2Fprofile")).toBe("/sign-in");
  });
});

describe("homeHref", () => {
  it("sends a signed-out visitor home, carrying where they were going", () => {
    expect(homeHref("/profile")).toBe("/?next=%2Fprofile");
    expect(homeHref("/order-receipt?reference=12")).toBe("/?next=%2Forder-receipt%3Freference%3D12");
    expect(homeHref("/")).toBe("/");
    expect(homeHref("/?next=%2Fprofile")).toBe("/");
    expect(homeHref("/sign-in?next=%2Fprofile")).toBe("/");
  });

  it("carries a return path the sign-in page gives back unchanged", () => {
    const next = "/order-summary?order_id=7%26x";
    expect(returnPath(new URL(homeHref(next), "http://shop.example").searchParams.get("next"))).toBe(next);
  });
});

describe("pagePath", () => {
  it("adds the query values a page is drawn from, encoded, and leaves out absent ones", () => {
    expect(pagePath("/order-receipt", { reference: "12", tracker: undefined })).toBe("/order-receipt?reference=12");
    expect(pagePath("/order-receipt", { tracker: "" })).toBe("/order-receipt?tracker=");
    expect(pagePath("/profile", { tab: ["orders", "x y"] })).toBe("/profile?tab=orders&tab=x+y");
    expect(pagePath("/order-summary", { order_id: "7&next=//evil.example" })).toBe(
      "/order-summary?order_id=7%26next%3D%2F%2Fevil.example",
    );
  });

  it("is the bare path without a query", () => {
    expect(pagePath("/order-summary")).toBe("/order-summary");
    expect(pagePath("/profile", { tab: undefined })).toBe("/profile");
  });

  it("round-trips through the sign-in page's return path", () => {
    const path = pagePath("/profile/cancel-request", { order_id: "41" });
    expect(returnPath(decodeURIComponent(signInHref(path).split("next=")[1]!))).toBe(path);
  });
});
