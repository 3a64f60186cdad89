import { isImageType, mediaUpstreamUrl } from "./media";

const BASE = "http://127.0.0.1:4000/storage/";

describe("mediaUpstreamUrl", () => {
  it("maps segments under the image base", () => {
    expect(mediaUpstreamUrl(BASE, ["shops", "1", "logo.png"])).toBe(`${BASE}shops/1/logo.png`);
    expect(mediaUpstreamUrl(BASE, ["my photo.jpg"])).toBe(`${BASE}my%20photo.jpg`);
  });

  it("refuses anything that could leave the base", () => {
    for (const bad of [[], [".."], ["shops", "..", "..", "etc"], ["."], ["a\\b"], ["a\0"]]) {
      expect(mediaUpstreamUrl(BASE, bad)).toBeNull();
    }
  });

  it("keeps encoded specials inside the segment", () => {
    expect(mediaUpstreamUrl(BASE, ["a?b#c"])).toBe(`${BASE}a%3Fb%23c`);
  });
});

describe("isImageType", () => {
  it("passes images only", () => {
    expect(isImageType("image/png")).toBe(true);
    expect(isImageType("image/svg+xml; charset=utf-8")).toBe(true);
    expect(isImageType("text/html")).toBe(false);
    expect(isImageType(null)).toBe(false);
  });
});
