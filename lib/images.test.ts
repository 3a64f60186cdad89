import nextConfig from "../next.config";
import { PLACEHOLDER_IMAGE, imageUrl, imageUrls, isCanonicalMediaPath } from "./images";

describe("imageUrl", () => {
  it("serves shop-API paths through /media on the storefront's origin", () => {
    expect(imageUrl("shops/1/products/p12-1.jpg")).toBe("/media/shops/1/products/p12-1.jpg");
  });

  it("takes the first of a |-joined list", () => {
    expect(imageUrl("a/one.jpg|a/two.jpg")).toBe("/media/a/one.jpg");
  });

  it("uses a placeholder for empty values", () => {
    for (const empty of ["", "  ", null, undefined, "|b.jpg", "../.."]) expect(imageUrl(empty)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl("", "/assets/x.svg")).toBe("/assets/x.svg");
  });

  it("encodes segments and drops traversal", () => {
    expect(imageUrl("shops/1/../2/my photo?.jpg")).toBe("/media/shops/1/2/my%20photo%3F.jpg");
  });

  it("serves absolute URLs through /media too, naming their scheme and host (the route decides whether to fetch)", () => {
    expect(imageUrl("https://cdn.example/x.jpg")).toBe("/media/~https/cdn.example/x.jpg");
    expect(imageUrl("http://127.0.0.1:4000/storage/a%20b.jpg?v=2#f")).toBe(
      "/media/~http/127.0.0.1:4000/storage/a%20b.jpg",
    );
    expect(imageUrl("HTTPS://CDN.Example/A.jpg")).toBe("/media/~https/cdn.example/A.jpg");
  });

  it("uses the placeholder for absolute URLs it cannot serve", () => {
    for (const bad of [
      "https://cdn.example",
      "https://cdn.example/",
      "https://user:pw@cdn.example/x.jpg",
      "http://[bad/x.jpg",
    ]) {
      expect(imageUrl(bad)).toBe(PLACEHOLDER_IMAGE);
    }
  });
});

describe("imageUrls", () => {
  it("maps every image, or the placeholder", () => {
    expect(imageUrls("a.jpg|b.jpg")).toEqual(["/media/a.jpg", "/media/b.jpg"]);
    expect(imageUrls("")).toEqual([PLACEHOLDER_IMAGE]);
  });
});

describe("the image optimizer's disk cache", () => {
  it("is bounded by a size of its own, not Next's default of half the free disk", () => {
    const size = nextConfig("phase-production-build").images?.maximumDiskCacheSize;
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(1024 * 1024 * 1024);
  });

  it.each([
    "shops/1/products/p12-1.jpg",
    "shops/1/a b (1)+ü:x.png",
    "shops/1/already%20escaped.png",
    "https://cdn.example:8443/a/b%20c.jpg",
    "http://[::1]:9000/x.png",
  ])("takes imageUrl's spelling of %s as canonical", (path) => {
    expect(isCanonicalMediaPath(imageUrl(path))).toBe(true);
  });

  it.each([
    "/media/shops/1/%61.jpg",
    "/media/shops/1/a%2fb.jpg",
    "/media/shops/1/a b.jpg",
    "/media/shops/1/%C3%BC%3a.jpg",
    "/media/shops/1/%21.jpg",
    "/media/%7Ehttps/cdn.example/a.jpg",
    "/media/~https/cdn.example%3A8443/a.jpg",
    "/media/shops/1/%zz.jpg",
  ])("takes %s as another spelling, refused before the optimizer keeps a copy of it", (path) => {
    expect(isCanonicalMediaPath(path)).toBe(false);
  });
});
