import { breadcrumbJsonLd, homeJsonLd, productJsonLd, serializeJsonLd } from "./json-ld";

const ORIGIN = "http://localhost:3100";

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment, and stays the same JSON", () => {
    const data = { name: "</script><script>alert(1)</script> <!-- & \u2028" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("productJsonLd", () => {
  const base = {
    origin: ORIGIN,
    path: "/product/abc",
    name: "Desert Tee",
    description: "A tee.",
    images: ["/media/shops/1/p.jpg", "https://cdn.example/x.jpg"],
    sku: "abc",
    price: 103.2,
    currencyCode: "AED",
    stock: 4,
    brand: "Aurora",
  };

  it("describes the product with an offer on the shop's origin", () => {
    expect(productJsonLd(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Desert Tee",
      url: `${ORIGIN}/product/abc`,
      sku: "abc",
      image: [`${ORIGIN}/media/shops/1/p.jpg`, "https://cdn.example/x.jpg"],
      description: "A tee.",
      brand: { "@type": "Brand", name: "Aurora" },
      offers: {
        "@type": "Offer",
        url: `${ORIGIN}/product/abc`,
        price: "103.20",
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
      },
    });
  });

  it("is out of stock at zero stock and leaves out what is unknown", () => {
    const ld = productJsonLd({ ...base, stock: 0, description: "", currencyCode: "", brand: undefined });
    expect(ld.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(ld.offers).not.toHaveProperty("priceCurrency");
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("brand");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the steps from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(ORIGIN, [
        { name: "Home", path: "/" },
        { name: "Men Wear", path: "/catagory/Men_Wear/1" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
        { "@type": "ListItem", position: 2, name: "Men Wear", item: `${ORIGIN}/catagory/Men_Wear/1` },
      ],
    });
  });
});

describe("homeJsonLd", () => {
  it("names the website and the organisation with an absolute logo", () => {
    const [site, org] = homeJsonLd({
      origin: ORIGIN,
      name: "Aurora",
      logo: "/media/shops/1/logo.png",
      sameAs: ["https://facebook.com/a"],
    });
    expect(site).toEqual({ "@context": "https://schema.org", "@type": "WebSite", name: "Aurora", url: `${ORIGIN}/` });
    expect(org).toMatchObject({
      "@type": "Organization",
      logo: `${ORIGIN}/media/shops/1/logo.png`,
      sameAs: ["https://facebook.com/a"],
    });
  });
});
