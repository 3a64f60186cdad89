import { safeExternalUrl, safeLink, safeShopPath } from "./safe-url";

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
