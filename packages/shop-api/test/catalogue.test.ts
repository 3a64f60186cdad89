import { HIDDEN, PRIMARY_PRODUCTS } from "../src/seed/catalogue";
import { q, SHOP_A, SHOP_B, createTestApp, type J, type TestApp } from "./support/app";

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const list = (origin: string, body: unknown, page?: number | string) =>
  s.api("POST", `/api/products?${q(origin)}${page === undefined ? "" : `&page=${page}`}`, { body });

/** Every visible primary item of a shop, read page by page through the API. */
async function allListed(origin: string, body: Record<string, unknown> = {}) {
  const first = (await list(origin, body, 1)).json;
  const items = [...first.data.data];
  for (let p = 2; p <= first.data.last_page; p++) items.push(...(await list(origin, body, p)).json.data.data);
  return { first, items };
}

const percentOf = (item: J) => {
  const d = item.list_item[0];
  if (!d) return 0;
  const unit = d.discount_type === "%" ? (item.sale_price * d.discount) / 100 : d.discount;
  return Math.round((unit / item.sale_price) * 10000) / 100;
};

describe("seeded catalogue", () => {
  it("has ≥60 primary products per shop, with the required mix", async () => {
    for (const origin of [SHOP_A, SHOP_B]) {
      const { items } = await allListed(origin);
      expect(items.length).toBe(PRIMARY_PRODUCTS - HIDDEN.size);
      expect(items.length + HIDDEN.size).toBeGreaterThanOrEqual(60);
      expect(items.some((i) => i.stock === 0)).toBe(true);
      expect(items.some((i) => i.stock >= 1 && i.stock <= 3)).toBe(true);
      expect(items.some((i) => i.list_item[0]?.discount_type === "%")).toBe(true);
      expect(items.some((i) => i.list_item[0]?.discount_type === "amount")).toBe(true);
      expect(new Set(items.map((i) => i.tax)).size).toBeGreaterThanOrEqual(3);
      expect(items.some((i) => i.product_type === 2)).toBe(true);
      expect(new Set(items.map((i) => i.category_id)).size).toBeGreaterThanOrEqual(4);
    }
  });

  it("item shape: discounted_amount is the price after the discount, item_tax carries the rate", async () => {
    const { items } = await allListed(SHOP_A);
    const pct = items.find((i) => i.list_item[0]?.discount_type === "%")!;
    const d = pct.list_item[0];
    expect(d.discounted_amount).toBeCloseTo(pct.sale_price - (pct.sale_price * d.discount) / 100, 2);
    expect(pct.item_tax.tax_amount).toBe(pct.tax);
    expect(typeof pct.description).toBe("string");
    expect(pct.item_image.split("|")[0]).toMatch(/^shops\/1\/products\/.+\.jpg$/);
  });
});

describe("latest and related", () => {
  it("latest: the 24 newest primary items including hidden ones, several featured", async () => {
    const data = (await s.api("GET", `/api/ecom-our-latest-product?${q(SHOP_A)}`)).json.data as J[];
    expect(data).toHaveLength(24);
    expect(data.some((i) => i.status === 0)).toBe(true);
    expect(data.filter((i) => i.status === 1 && i.product_type === 1).length).toBeGreaterThanOrEqual(3);
    expect(new Set(data.map((i) => i.uuid)).size).toBe(24);
  });

  it("related: up to 8 others of the same category; 404 for an unknown or foreign uuid", async () => {
    const [item] = (await s.api("GET", `/api/ecom-our-latest-product?${q(SHOP_A)}`)).json.data;
    const related = (await s.api("GET", `/api/ecom-related-product/${item.uuid}?${q(SHOP_A)}`)).json.data as J[];
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(8);
    for (const r of related) {
      expect(r.category_id).toBe(item.category_id);
      expect(r.uuid).not.toBe(item.uuid);
    }
    expect((await s.api("GET", `/api/ecom-related-product/${item.uuid}?${q(SHOP_B)}`)).status).toBe(404);
    expect((await s.api("GET", `/api/ecom-related-product/nope?${q(SHOP_A)}`)).status).toBe(404);
  });
});

describe("product detail", () => {
  it("answers the product, all its variants and only the size/colour options they carry", async () => {
    const row = s.deps.db
      .prepare(
        "SELECT i.uuid, i.product_id FROM items i WHERE i.shop_id = 1 AND i.is_primary = 0 AND i.status = 1 LIMIT 1",
      )
      .get() as { uuid: string; product_id: number };
    const res = await s.api("GET", `/api/product/${row.uuid}?${q(SHOP_A)}`);
    expect(res.status).toBe(200);
    expect(res.json.product.uuid).toBe(row.uuid);
    expect(res.json.variant.length).toBe(3);
    expect(res.json.variant.map((v: J) => v.uuid)).toContain(row.uuid);
    const types = res.json.attributes.map((a: J) => a.field_type).sort();
    expect(types).toEqual(["color", "size"]);
    const carried = new Set(
      s.deps.db
        .prepare("SELECT io.option_id FROM item_options io JOIN items i ON i.id = io.item_id WHERE i.product_id = ?")
        .pluck()
        .all(row.product_id) as number[],
    );
    for (const group of res.json.attributes) for (const o of group.options) expect(carried.has(o.option_id)).toBe(true);
    // Variants differ in colour and size.
    const sizes = res.json.attributes.find((a: J) => a.field_type === "size").options;
    expect(sizes.length).toBeGreaterThan(1);
  });

  it("answers 404 for a hidden, unknown or other shop's uuid", async () => {
    const hidden = s.deps.db
      .prepare("SELECT uuid FROM items WHERE shop_id = 1 AND status = 0 LIMIT 1")
      .pluck()
      .get() as string;
    const visible = s.deps.db
      .prepare("SELECT uuid FROM items WHERE shop_id = 1 AND status = 1 LIMIT 1")
      .pluck()
      .get() as string;
    for (const [uuid, origin] of [
      [hidden, SHOP_A],
      [visible, SHOP_B],
      ["00000000-0000-4000-8000-000000000000", SHOP_A],
      ["x'--", SHOP_A],
    ]) {
      const res = await s.api("GET", `/api/product/${encodeURIComponent(uuid!)}?${q(origin!)}`);
      expect(res.status).toBe(404);
      expect(res.json.status).toBe(false);
    }
  });
});

describe("product listing", () => {
  it("paginates 12 per page, Laravel style, newest first, clamping the page", async () => {
    const { first, items } = await allListed(SHOP_A);
    expect(first.data).toMatchObject({ current_page: 1, per_page: 12, from: 1, to: 12, total: items.length });
    expect(first.data.last_page).toBe(Math.ceil(items.length / 12));
    const last = (await list(SHOP_A, {}, 999)).json.data;
    expect(last.current_page).toBe(first.data.last_page);
    expect(last.to).toBe(items.length);
    expect(last.from).toBe((first.data.last_page - 1) * 12 + 1);
    expect((await list(SHOP_A, {}, 0)).json.data.current_page).toBe(1);
    for (const i of items) expect(i.status).toBe(1);
    expect(new Set(items.map((i) => i.uuid)).size).toBe(items.length);
  });

  it("scopes to a category and reports extremes of the unfiltered category", async () => {
    const attrs = (await s.api("GET", `/api/site-attribute?${q(SHOP_A)}`)).json.data as J[];
    const cat = attrs.find((a) => a.field_type === "select");
    const { first, items } = await allListed(SHOP_A, { attribute: cat.setting_id });
    expect(items.length).toBeGreaterThan(0);
    for (const i of items) expect(i.category_id).toBe(cat.setting_id);
    const prices = items.map((i) => i.sale_price);
    expect(first.min_price).toBe(Math.min(...prices));
    expect(first.max_price).toBe(Math.max(...prices));
    expect(first.max_discount).toBe(Math.max(...items.map(percentOf)));

    // Narrowing by price keeps the extremes of the whole category.
    const mid = (first.min_price + first.max_price) / 2;
    const narrowed = await allListed(SHOP_A, { attribute: cat.setting_id, price: { min: mid, max: null } });
    expect(narrowed.items.length).toBeLessThan(items.length);
    for (const i of narrowed.items) expect(i.sale_price).toBeGreaterThanOrEqual(mid);
    expect(narrowed.first.min_price).toBe(first.min_price);
    expect(narrowed.first.max_price).toBe(first.max_price);
  });

  it("filters by checked options (J of), price and discount bounds inclusively", async () => {
    const attrs = (await s.api("GET", `/api/site-attribute?${q(SHOP_A)}`)).json.data as J[];
    const cat = attrs.find((a) => a.field_type === "select");
    const [o1, o2] = cat.options;
    const carrying = (ids: number[]) =>
      new Set(
        s.deps.db
          .prepare(
            `SELECT i.uuid FROM items i JOIN item_options io ON io.item_id = i.id WHERE i.is_primary = 1 AND i.status = 1
            AND io.option_id IN (${ids.join(",")})`,
          )
          .pluck()
          .all() as string[],
      );
    const { items } = await allListed(SHOP_A, { attribute: cat.setting_id, checked: [o1.option_id, o2.option_id] });
    expect(new Set(items.map((i) => i.uuid))).toEqual(carrying([o1.option_id, o2.option_id]));

    const discounted = await allListed(SHOP_A, { discount: { min: 10, max: 25 } });
    expect(discounted.items.length).toBeGreaterThan(0);
    for (const i of discounted.items) {
      expect(percentOf(i)).toBeGreaterThanOrEqual(10);
      expect(percentOf(i)).toBeLessThanOrEqual(25);
    }
    const exact = discounted.items[0];
    const sameprice = await allListed(SHOP_A, { price: { min: exact.sale_price, max: exact.sale_price } });
    expect(sameprice.items.map((i) => i.uuid)).toContain(exact.uuid);
  });

  it("narrows to product_type and answers an empty page shape when nothing matches", async () => {
    const featured = await allListed(SHOP_A, { product_type: 1 });
    expect(featured.items.length).toBeGreaterThan(0);
    for (const i of featured.items) expect(i.product_type).toBe(1);
    const none = (await list(SHOP_A, { price: { min: 999999 } })).json;
    expect(none.data).toMatchObject({ current_page: 1, last_page: 1, from: null, to: null, total: 0, data: [] });
  });

  it("accepts numeric strings (route params) and refuses wrong shapes with dotted 422 keys", async () => {
    const attrs = (await s.api("GET", `/api/site-attribute?${q(SHOP_A)}`)).json.data as J[];
    const cat = attrs.find((a) => a.field_type === "select");
    expect((await list(SHOP_A, { attribute: String(cat.setting_id) })).status).toBe(200);
    const bad = await list(SHOP_A, { attribute: "shoes", price: { min: "cheap" }, checked: "1,2" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["attribute", "checked", "price.min"]);
    expect((await list(SHOP_A, {}, "abc")).json.errors.page).toBeDefined();
  });

  it("takes the first request of the spec's client, with empty-string bounds, as open bounds", async () => {
    const attrs = (await s.api("GET", `/api/site-attribute?${q(SHOP_A)}`)).json.data as J[];
    const cat = attrs.find((a) => a.field_type === "select");
    const first = await list(
      SHOP_A,
      { attribute: String(cat.setting_id), checked: [], price: { min: "", max: "" }, discount: { min: "", max: "" } },
      1,
    );
    expect(first.status).toBe(200);
    expect(first.json).toEqual((await list(SHOP_A, { attribute: cat.setting_id }, 1)).json);

    const upTo = (
      await list(SHOP_A, { attribute: cat.setting_id, price: { min: "", max: String(first.json.min_price) } })
    ).json;
    expect(upTo.data.total).toBeGreaterThan(0);
    expect(upTo.data.total).toBeLessThan(first.json.data.total);
    for (const i of upTo.data.data) expect(i.sale_price).toBe(first.json.min_price);

    const bad = await list(SHOP_A, { price: { min: " ", max: "cheap" }, discount: { min: "", max: "-1" } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["discount.max", "price.max", "price.min"]);
  });

  it("never shows another shop's items, even with its option ids", async () => {
    const bAttrs = (await s.api("GET", `/api/site-attribute?${q(SHOP_B)}`)).json.data as J[];
    const bOptions = bAttrs.flatMap((a) => a.options.map((o: J) => o.option_id));
    const res = (await list(SHOP_A, { checked: bOptions })).json;
    expect(res.data.total).toBe(0);
    const bCat = bAttrs.find((a) => a.field_type === "select");
    expect((await list(SHOP_A, { attribute: bCat.setting_id })).json.data.total).toBe(0);
  });
});
