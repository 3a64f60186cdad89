import { formatMoney as money } from "@storefront/cart-math";
import { catalogueApi, finalPrice } from "./catalogue-api";
import { SHOP_ONE, SHOP_TWO } from "./env";
import { escapeHtml, expect, htmlOf, test } from "./fixtures";

type LdNode = Record<string, unknown> & { "@type"?: string };

/** Every JSON-LD node of an HTML page (arrays flattened). */
function jsonLd(html: string): LdNode[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as LdNode | LdNode[],
  );
  return blocks.flat();
}

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(origin, () => {
    test("a product page's HTML, fetched without a browser, carries its name, price and structured data", async ({
      request,
    }) => {
      const api = catalogueApi(request, origin);
      const [theme, listing] = await Promise.all([api.theme(), api.list({})]);
      const item = listing.data.data.find((i) => i.list_item.length > 0) ?? listing.data.data[0]!;
      const currency = theme.company.get_currency;

      const response = await request.get(`${origin}/product/${item.uuid}`);
      expect(response.status()).toBe(200);
      const html = await htmlOf(response);
      expect(html).toContain(escapeHtml(item.item_name));
      expect(html).toContain(escapeHtml(money(finalPrice(item), currency.symbol)));
      expect(html).toContain(`<title>${escapeHtml(`${item.item_name} | ${theme.browser_title}`)}</title>`);
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}/product/${item.uuid}`);
      expect(attribute(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${origin}/media/`));

      const nodes = jsonLd(html);
      const product = nodes.find((n) => n["@type"] === "Product")!;
      expect(product).toMatchObject({
        name: item.item_name,
        sku: item.uuid,
        url: `${origin}/product/${item.uuid}`,
        offers: {
          "@type": "Offer",
          price: finalPrice(item).toFixed(2),
          priceCurrency: currency.currency_code,
          availability: item.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
        },
      });
      expect((product.image as string[])[0]).toMatch(new RegExp(`^${origin}/media/`));
      const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList")!;
      expect((crumbs.itemListElement as { item: string }[]).at(-1)?.item).toBe(`${origin}/product/${item.uuid}`);
    });

    test("home names the website and organisation; listings carry breadcrumbs and canonical URLs", async ({
      request,
    }) => {
      const api = catalogueApi(request, origin);
      const [theme, attributes] = await Promise.all([api.theme(), api.attributes()]);
      const home = await htmlOf(await request.get(`${origin}/`));
      expect(jsonLd(home).find((n) => n["@type"] === "WebSite")).toMatchObject({ url: `${origin}/` });
      expect(jsonLd(home).find((n) => n["@type"] === "Organization")).toMatchObject({
        name: theme.company.company_name,
      });
      // Next writes the root URL without its trailing slash; both name the same page.
      expect(attribute(home, /<link rel="canonical" href="([^"]+)"/)).toMatch(new RegExp(`^${origin}/?$`));

      const group = attributes.find((a) => a.is_header_attr === 1)!;
      const path = `/catagory/${group.fk_column_name}/${group.setting_id}`;
      const listing = await htmlOf(await request.get(`${origin}${path}`));
      expect(listing).toContain(`<title>${escapeHtml(`${group.column_heading} | ${theme.browser_title}`)}</title>`);
      expect(attribute(listing, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}${path}`);
      expect(listing).not.toContain('name="robots"');
      const crumbs = jsonLd(listing).find((n) => n["@type"] === "BreadcrumbList")!;
      expect(crumbs.itemListElement).toEqual([
        { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: group.column_heading, item: `${origin}${path}` },
      ]);

      const filtered = await htmlOf(await request.get(`${origin}${path}?checked=${group.options[0]!.option_id}`));
      expect(filtered).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(attribute(filtered, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}${path}`);
    });

    test("sitemap.xml lists this shop's pages on its own origin", async ({ request }) => {
      const api = catalogueApi(request, origin);
      const [attributes, footer, latest, blogs, listing] = await Promise.all([
        api.attributes(),
        api.footer(),
        api.latest(),
        api.blogs(),
        api.list({}),
      ]);
      const response = await request.get(`${origin}/sitemap.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/xml");
      const xml = await response.text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

      expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
      expect(locs).toContain(`${origin}/`);
      for (const a of attributes)
        expect(locs).toContain(`${origin}/catagory/${encodeURIComponent(a.fk_column_name)}/${a.setting_id}`);
      const option = attributes.find((a) => a.is_header_attr === 1)!.options[0]!;
      expect(locs).toContain(`${origin}/${encodeURIComponent(option.label.replace(" ", "-"))}/${option.option_id}`);
      expect(locs.filter((loc) => loc.startsWith(`${origin}/product/`))).toHaveLength(listing.data.total);
      expect(locs).toContain(`${origin}/product/${listing.data.data[0]!.uuid}`);
      const hidden = latest.find((i) => i.status === 0)!;
      expect(locs).not.toContain(`${origin}/product/${hidden.uuid}`);
      // A shop whose footer turns the blog off has no blog pages to list.
      for (const blog of blogs)
        expect(locs.includes(`${origin}/BlogDetail/${blog.blog_id}`)).toBe(footer.data.is_enable_blog === 1);
      const types = footer.pages.map((p) => p.page_type);
      expect(locs.includes(`${origin}/about-us`)).toBe(types.includes(1));
      expect(locs.includes(`${origin}/complaint`)).toBe(types.includes(2));
      expect(locs.includes(`${origin}/terms-conditions`)).toBe(types.includes(3));
      expect(locs.includes(`${origin}/privacy-policy`)).toBe(types.includes(4));
    });

    test("robots.txt points to this shop's sitemap and keeps crawlers out of private and filtered pages", async ({
      request,
    }) => {
      const response = await request.get(`${origin}/robots.txt`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/plain");
      const text = await response.text();
      expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
      for (const path of ["/shopping-cart", "/profile", "/order-summary", "/check-out/", "/stripe/"])
        expect(text).toContain(`Disallow: ${path}\n`);
      expect(text).toContain("Disallow: /*?*checked=");
    });
  });
}

test("the two shops' sitemaps do not mix", async ({ request }) => {
  const [one, two] = await Promise.all(
    [SHOP_ONE, SHOP_TWO].map(async (origin) => (await request.get(`${origin}/sitemap.xml`)).text()),
  );
  expect(one).not.toContain(SHOP_TWO);
  expect(two).not.toContain(SHOP_ONE);
});
