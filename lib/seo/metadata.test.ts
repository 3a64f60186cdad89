import { pageMetadata } from "./metadata";

const ORIGIN = "http://localhost:3100";

describe("pageMetadata", () => {
  it("gives the canonical URL and an absolute OpenGraph image on the shop's origin", () => {
    const meta = pageMetadata({
      origin: ORIGIN,
      path: "/product/abc",
      title: "Desert Tee",
      description: "A  tee.\n",
      image: "/media/p.jpg",
      siteName: "Aurora",
    });
    expect(meta.title).toBe("Desert Tee");
    expect(meta.description).toBe("A tee.");
    expect(meta.alternates?.canonical).toBe(`${ORIGIN}/product/abc`);
    expect(meta.openGraph).toMatchObject({
      url: `${ORIGIN}/product/abc`,
      title: "Desert Tee | Aurora",
      siteName: "Aurora",
      images: [`${ORIGIN}/media/p.jpg`],
    });
    expect(meta.robots).toBeUndefined();
  });

  it("uses the shop's title alone on the home page, shortens long descriptions and can ask not to be indexed", () => {
    const meta = pageMetadata({
      origin: ORIGIN,
      path: "/",
      title: "Aurora",
      description: "x".repeat(300),
      siteName: "Aurora",
      isHome: true,
      noIndex: true,
    });
    expect(meta.title).toEqual({ absolute: "Aurora" });
    expect(String(meta.description)).toHaveLength(161);
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});
