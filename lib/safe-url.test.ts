import { safeExternalUrl } from "./safe-url";

it("keeps http(s) links", () => {
  expect(safeExternalUrl(" https://facebook.com/shop ")).toBe("https://facebook.com/shop");
  expect(safeExternalUrl("http://example.com")).toBe("http://example.com/");
});

it("drops script, data, relative and empty links", () => {
  for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,hi", "/relative", "", null, undefined, "facebook.com"]) {
    expect(safeExternalUrl(bad)).toBeNull();
  }
});
