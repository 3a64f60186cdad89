import { robotsTxt } from "./robots";
import { sitemapEntries, sitemapXml } from "./sitemap";

const ORIGIN = "http://127.0.0.1:3100";

const input = {
  origin: ORIGIN,
  attributes: [
    { id: 1, name: "Men_Wear", inHeader: true, options: [{ id: 2, label: "T Shirts" }] },
    { id: 5, name: "Size", inHeader: false, options: [{ id: 17, label: "S" }] },
  ],
  pages: [{ page_type: 1 }, { page_type: 3 }, { page_type: 5 }],
  productUuids: ["u-1", "u-2", "u-1"],
  blogs: [{ id: 4, publishedAt: "2026-11-02T10:00:00Z" }],
};

describe("sitemapEntries", () => {
  it("lists home, categories, header options, products, blog and content pages on the shop's origin", () => {
    expect(sitemapEntries(input)).toEqual([
      { loc: `${ORIGIN}/` },
      { loc: `${ORIGIN}/catagory/Men_Wear/1` },
      { loc: `${ORIGIN}/catagory/Size/5` },
      { loc: `${ORIGIN}/T-Shirts/2` },
      { loc: `${ORIGIN}/product/u-1` },
      { loc: `${ORIGIN}/product/u-2` },
      { loc: `${ORIGIN}/articles` },
      { loc: `${ORIGIN}/BlogDetail/4`, lastmod: "2026-11-02" },
      { loc: `${ORIGIN}/about-us` },
      { loc: `${ORIGIN}/terms-conditions` },
      { loc: `${ORIGIN}/refund/return/policy` },
    ]);
  });

  it("leaves out the blog when there are no posts and pages the footer does not list", () => {
    const locs = sitemapEntries({ ...input, blogs: [], pages: [] }).map((e) => e.loc);
    expect(locs).not.toContain(`${ORIGIN}/articles`);
    expect(locs).not.toContain(`${ORIGIN}/about-us`);
  });
});

describe("sitemapXml", () => {
  it("writes a urlset with escaped locations", () => {
    const xml = sitemapXml([
      { loc: "http://a.example/x?a=1&b=<2>" },
      { loc: "http://a.example/", lastmod: "2026-01-01" },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain("<url><loc>http://a.example/x?a=1&amp;b=&lt;2&gt;</loc></url>");
    expect(xml).toContain("<url><loc>http://a.example/</loc><lastmod>2026-01-01</lastmod></url>");
    expect(xml.trim().endsWith("</urlset>")).toBe(true);
  });
});

describe("robotsTxt", () => {
  it("points to the shop's own sitemap and keeps crawlers out of private and filtered pages", () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const path of ["/shopping-cart", "/profile", "/order-summary", "/stripe/", "/check-out/"])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain("Disallow: /*?*checked=");
    expect(text).toContain("Disallow: /*?*price_min=");
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
