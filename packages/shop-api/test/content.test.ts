import { storagePath } from "../src/routes/storage";
import { q, SHOP_A, SHOP_B, createTestApp, type J, type TestApp } from "./support/app";

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

describe("tenancy", () => {
  it.each([
    "/api/gym-theme",
    "/api/site-attribute",
    "/api/footer",
    "/api/blogs",
    "/api/about_us?type=1&x=1",
    "/api/ecom-our-latest-product",
  ])("%s answers 404 Shop not found for an unknown or missing origin", async (path) => {
    const sep = path.includes("?") ? "&" : "?";
    for (const suffix of [
      `${sep}site_url=${encodeURIComponent("http://unknown.example")}`,
      "",
      `${sep}site_url=not-a-url`,
    ]) {
      const res = await s.api("GET", path + suffix);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ status: false, msg: "Shop not found" });
    }
  });

  it("accepts url= as well as site_url=, and tolerates a trailing slash", async () => {
    const a = await s.api("GET", `/api/gym-theme?type=public&url=${encodeURIComponent(SHOP_A)}`);
    const b = await s.api("GET", `/api/gym-theme?site_url=${encodeURIComponent(SHOP_A + "/")}`);
    expect(a.status).toBe(200);
    expect(b.json).toEqual(a.json);
  });
});

describe("theme", () => {
  it("carries every theme field and differs visibly between the demo shops", async () => {
    const a = (await s.api("GET", `/api/gym-theme?${q(SHOP_A)}`)).json.data;
    const b = (await s.api("GET", `/api/gym-theme?${q(SHOP_B)}`)).json.data;
    for (const key of [
      "browser_title",
      "logo_image",
      "favicon_image",
      "gen_theme_bg_color",
      "gen_theme_text_color",
      "gen_theme_primary_color",
      "gen_theme_secondary_color",
      "header_bg_color",
      "header_text_color",
      "subheader_bg_color",
      "subheader_text_color",
      "theme_footer_bg_color",
      "theme_footer_text_color",
      "is_enable_slider",
      "slider_options",
      "product_grid_layout",
      "is_featured_product",
      "shipping_charges",
      "pixel_id",
    ]) {
      expect(a).toHaveProperty(key);
    }
    expect(a.company.company_name).toBe("Aurora Outfitters");
    expect(b.company.company_name).toBe("Northwind Market");
    expect(a.company.get_currency).toEqual({ currency_code: "AED", name: "UAE Dirham", symbol: "AED" });
    expect(b.company.get_currency.symbol).toBe("£");
    expect([a.is_enable_slider, b.is_enable_slider]).toEqual([1, 0]);
    expect([a.is_featured_product, b.is_featured_product]).toEqual([1, 0]);
    expect([a.product_grid_layout, b.product_grid_layout]).toEqual([2, 1]);
    expect(a.gen_theme_primary_color).not.toBe(b.gen_theme_primary_color);
    expect(a.logo_image).not.toBe(b.logo_image);
    expect(a.slider_options.length).toBeGreaterThan(0);
    expect(Object.keys(a.slider_options[0]).sort()).toEqual([
      "first_para",
      "item_image",
      "second_para",
      "text_color",
      "url",
    ]);
  });
});

describe("storage", () => {
  it("serves the seeded images as real JPEG/PNG with a year-long immutable cache", async () => {
    const theme = (await s.api("GET", `/api/gym-theme?${q(SHOP_A)}`)).json.data;
    const res = await s.fetch(`/storage/${theme.slider_options[0].item_image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]); // JPEG magic
    const logo = await s.fetch(`/storage/${theme.logo_image}`);
    expect(logo.headers.get("content-type")).toBe("image/png");
  });

  it("product images are about 800 px", async () => {
    const sharp = (await import("sharp")).default;
    const item = (await s.api("GET", `/api/ecom-our-latest-product?${q(SHOP_A)}`)).json.data[0];
    const res = await s.fetch(`/storage/${item.item_image.split("|")[0]}`);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(800);
  });

  it.each([
    "/storage/../shop.db",
    "/storage/%2e%2e/shop.db",
    "/storage/shops/1/..%2f..%2fshop.db",
    "/storage/shops/1/%00.jpg",
    "/storage/shops/1/missing.jpg",
    "/storage/shop.db",
    "/storage/%E0%A4%A.jpg",
    "/storage/",
  ])("refuses %s with 404", async (path) => {
    const res = await s.api("GET", path);
    expect(res.status).toBe(404);
  });
});

describe("storagePath", () => {
  it.each([
    "../shop.db",
    "%2e%2e/shop.db",
    "shops/1/..%2f..%2fshop.db",
    "shops/1/%00.jpg",
    "shops\\1\\a.jpg",
    "/etc/passwd.jpg",
    ".hidden/a.jpg",
    "shops/1/a.db",
    "%E0%A4%A.jpg",
    "",
  ])("keeps %p out", (p) => {
    expect(storagePath("/srv/storage", p)).toBeNull();
  });
  it("maps a plain relative path inside the root", () => {
    expect(storagePath("/srv/storage", "shops/1/products/pool-1.jpg")).toBe("/srv/storage/shops/1/products/pool-1.jpg");
  });
});

describe("site attributes, footer, pages, blogs", () => {
  it("lists ≥4 header category groups plus a size group and a colour group with hex labels", async () => {
    const data = (await s.api("GET", `/api/site-attribute?${q(SHOP_A)}`)).json.data as J[];
    const categories = data.filter((g) => g.field_type === "select");
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const g of categories) {
      expect(g.is_header_attr).toBe(1);
      expect(g.fk_column_name).not.toMatch(/\s/);
      expect(g.options.length).toBeGreaterThanOrEqual(3);
      expect(g.options.length).toBeLessThanOrEqual(5);
    }
    expect(data.find((g) => g.field_type === "size")).toBeDefined();
    const color = data.find((g) => g.field_type === "color");
    for (const o of color.options) expect(o.label).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("footer has its flags and the page list of each shop", async () => {
    const a = (await s.api("GET", `/api/footer?${q(SHOP_A)}`)).json;
    const b = (await s.api("GET", `/api/footer?${q(SHOP_B)}`)).json;
    expect(a.data).toMatchObject({ is_enable_fbLink: 1, is_enable_youtubeLink: 0, is_enable_blog: 1 });
    expect(b.data).toMatchObject({ is_enable_fbLink: 0, is_enable_youtubeLink: 1, is_enable_blog: 0 });
    expect(a.pages.map((p: J) => p.page_type)).toEqual([1, 3, 4, 5]);
    expect(b.pages.map((p: J) => p.page_type)).toEqual([1, 2, 4, 5]);
  });

  it("about_us answers types 1, 4, 5 with HTML; policies carry both placeholder spellings and a script to sanitise; a missing page is 404", async () => {
    const about = await s.api("GET", `/api/about_us?${q(SHOP_A)}&type=1`);
    expect(about.json.data.page_text).toContain("<h2>");
    for (const type of [4, 5]) {
      const page = await s.api("GET", `/api/about_us?${q(SHOP_B)}&type=${type}`);
      expect(page.json.data.page_text).toContain("{site_name}");
      expect(page.json.data.page_text).toMatch(/\[site_name\]/i);
      expect(page.json.data.page_text).toContain("<script>");
    }
    expect((await s.api("GET", `/api/about_us?${q(SHOP_B)}&type=3`)).status).toBe(404);
    const bad = await s.api("GET", `/api/about_us?${q(SHOP_A)}&type=abc`);
    expect(bad.status).toBe(422);
    expect(bad.json.errors.type).toBeDefined();
  });

  it("blogs: newest first, more than a page of the blog list (6), one with a script to prove the storefront sanitises; single blog and its 404s", async () => {
    const list = (await s.api("GET", `/api/blogs?${q(SHOP_A)}`)).json.data as J[];
    expect(list.length).toBeGreaterThan(6);
    expect([...list].sort((x, y) => y.created_at.localeCompare(x.created_at))).toEqual(list);
    expect(list.some((b) => b.post_details.includes("<script>"))).toBe(true);
    expect((await s.api("GET", `/api/auth/ecom-blogs?${q(SHOP_A)}`)).json.data).toEqual(list);
    const one = await s.api("GET", `/api/auth/ecom-single-blogs/${list[0].blog_id}?${q(SHOP_A)}`);
    expect(one.json.data).toEqual(list[0]);
    // Another shop's blog id is not visible.
    expect((await s.api("GET", `/api/auth/ecom-single-blogs/${list[0].blog_id}?${q(SHOP_B)}`)).status).toBe(404);
    expect((await s.api("GET", `/api/auth/ecom-single-blogs/abc?${q(SHOP_A)}`)).status).toBe(404);
  });
});

describe("countries and messages", () => {
  it("lists ≥10 countries with phone codes, without or with an origin", async () => {
    const res = await s.api("GET", "/api/auth/e-commerce-getcountry");
    expect(res.json.data.length).toBeGreaterThanOrEqual(10);
    expect(res.json.data[0]).toEqual({
      country_id: expect.any(Number),
      name: expect.any(String),
      phonecode: expect.any(String),
    });
    expect((await s.api("GET", `/api/auth/e-commerce-getcountry?${q(SHOP_A)}`)).json.data).toEqual(res.json.data);
  });

  it("contact form: stores the message; 422 per missing field", async () => {
    const ok = await s.api("POST", `/api/communication?type=1&${q(SHOP_A)}`, {
      body: { email: "ann@example.com", fullname: "Ann", subject: "Hello", message: "Where is my parcel?" },
    });
    expect(ok.json).toEqual({ status: true, done: "Submitted the Form Successfully" });
    const stored = s.deps.db
      .prepare("SELECT type, email, message FROM communications WHERE email = 'ann@example.com'")
      .all();
    expect(stored).toEqual([{ type: 1, email: "ann@example.com", message: "Where is my parcel?" }]);
    const bad = await s.api("POST", `/api/communication?type=1&${q(SHOP_A)}`, { body: { email: "nope" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["email", "fullname", "message", "subject"]);
  });

  it("newsletter: subscribes once per shop", async () => {
    const body = { email: "news@example.com" };
    expect((await s.api("POST", `/api/communication?type=2&${q(SHOP_A)}`, { body })).json.status).toBe(true);
    const again = await s.api("POST", `/api/communication?type=2&${q(SHOP_A)}`, { body });
    expect(again.status).toBe(422);
    expect(again.json.errors.email[0]).toMatch(/already subscribed/);
    expect((await s.api("POST", `/api/communication?type=2&${q(SHOP_B)}`, { body })).json.status).toBe(true);
    const invalid = await s.api("POST", `/api/communication?type=2&${q(SHOP_A)}`, { body: { email: "x" } });
    expect(invalid.json.errors.email[0]).toMatch(/valid email/);
  });

  it("answers 422 for an unknown communication type", async () => {
    const res = await s.api("POST", `/api/communication?type=9&${q(SHOP_A)}`, { body: { email: "a@b.co" } });
    expect(res.status).toBe(422);
    expect(res.json.errors.type).toBeDefined();
  });
});

describe("CORS", () => {
  it("exposes the Authorization header to browsers", async () => {
    const res = await s.api("OPTIONS", "/api/auth/login", {
      headers: {
        Origin: SHOP_A,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    expect(res.status).toBe(204);
    const get = await s.api("GET", `/api/gym-theme?${q(SHOP_A)}`, { headers: { Origin: SHOP_A } });
    expect(get.headers.get("access-control-expose-headers")).toMatch(/Authorization/i);
  });
});
