import { returnPath, signInHref } from "./return-path";

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
