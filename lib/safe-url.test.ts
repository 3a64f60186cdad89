import { safeExternalUrl, safeLink, safeShopPath, shopPath } from "./safe-url";

it("keeps http(s) links", () => {
  expect(safeExternalUrl(" https://facebook.com/shop ")).toBe("https://facebook.com/shop");
  expect(safeExternalUrl("http://example.com")).toBe("http://example.com/");
});

it("drops script, data, relative and empty links", () => {
  for (const bad of [
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,hi",
    "/relative",
    "",
    null,
    undefined,
    "facebook.com",
  ]) {
    expect(safeExternalUrl(bad)).toBeNull();
  }
});

it("drops links that URL would repair into another host, and links with credentials", () => {
  for (const bad of [
    "https:/\\evil.example",
    "https:\\\\evil.example",
    "http:evil.example",
    "https:///evil.example",
    "//evil.example",
    "https://facebook.com@evil.example/",
    "java\tscript:alert(1)",
  ]) {
    expect(safeExternalUrl(bad)).toBeNull();
  }
});

it("keeps paths on the shop, normalised, and nothing a browser reads as another host", () => {
  expect(safeShopPath("/catagory/Men_Wear/1?page=2")).toBe("/catagory/Men_Wear/1?page=2");
  expect(safeShopPath(" /a/../b ")).toBe("/b");
  for (const bad of [
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "\\/evil.example",
    "https://evil.example",
    "catagory/1",
    "",
  ]) {
    expect(safeShopPath(bad)).toBeNull();
  }
});

it("links a hero slide only to an http(s) URL or a path on the shop", () => {
  expect(safeLink("/catagory/Men_Wear/1")).toBe("/catagory/Men_Wear/1");
  expect(safeLink("https://brand.example/sale")).toBe("https://brand.example/sale");
  for (const bad of [
    "/\\evil.example",
    "//evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "data:text/html,x",
    "https:/\\evil.example",
  ]) {
    expect(safeLink(bad)).toBeNull();
  }
});

describe("shopPath", () => {
  it("keeps a path of the shop, normalised, with its query and fragment", () => {
    expect(shopPath("/catagory/Men_Wear/1?page=2#top")).toBe("/catagory/Men_Wear/1?page=2#top");
    expect(shopPath("/a/./b/../c")).toBe("/a/c");
    expect(shopPath("/profile?next=%2F%2Fevil.example")).toBe("/profile?next=%2F%2Fevil.example");
    expect(shopPath("/search?q=100%25")).toBe("/search?q=100%25");
    expect(shopPath("/catagory/50%25-off/3")).toBe("/catagory/50%25-off/3");
  });

  // Each spelling of another host, as written, percent-encoded once and twice: a router or a redirect
  // that decodes the path once or twice must still find a path of the shop.
  const encodedOnce = (text: string) =>
    text.replace(/[./\\\t\n\r]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
  const encodedTwice = (text: string) => encodedOnce(text).replaceAll("%", "%25");
  it.each([
    "/..//evil.example/profile",
    "/%2e%2e//evil.example/order-summary",
    "/.//evil.example",
    "/%2E%2E/%2Fevil.example",
    "//evil.example",
    "/\\evil.example",
    "/\\\\evil.example",
    "/./\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n//evil.example",
    "/a/../..//evil.example",
  ])("refuses %j, and its percent-encoded spellings", (path) => {
    expect(shopPath(path)).toBeNull();
    expect(shopPath(`/${encodedOnce(path.slice(1))}`)).toBeNull();
    expect(shopPath(`/${encodedTwice(path.slice(1))}`)).toBeNull();
    expect(safeShopPath(path)).toBeNull();
  });

  it("refuses what is not a path: a URL, a relative path, an over-long text", () => {
    for (const bad of [
      "https://evil.example/x",
      "http:/evil.example",
      "javascript:alert(1)",
      "profile",
      "",
      `/${"a".repeat(2000)}`,
    ])
      expect(shopPath(bad)).toBeNull();
  });
});
