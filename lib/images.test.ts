import { PLACEHOLDER_IMAGE, imageUrl, imageUrls } from "./images";

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
