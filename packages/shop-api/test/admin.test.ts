import { DEMO_SERVER_KEY } from "../src/server";
import { createTestApp, q, SHOP_A, SHOP_B, type J, type TestApp } from "./support/app";
import { addToCart, newCustomer } from "./support/orders";

/** The reference API's admin edits (CONTRACT.md "Admin edits"): guarded by the server key, validated, visible in the read calls. */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const KEY = { "X-Shop-Server-Key": DEMO_SERVER_KEY };
const edit = (path: string, body: unknown, origin = SHOP_A, headers: Record<string, string> = KEY) =>
  s.api("PATCH", `/api/admin${path}?${q(origin)}`, { body, headers });
const visibleItem = (shopId: number, offset = 0) =>
  s.deps.db
    .prepare<[number, number], { uuid: string; item_name: string; sale_price: number }>(
      "SELECT uuid, item_name, sale_price FROM items WHERE shop_id = ? AND status = 1 AND is_primary = 1 AND stock > 5 ORDER BY id LIMIT 1 OFFSET ?",
    )
    .get(shopId, offset)!;

describe("the server key", () => {
  it("is required: none, a wrong one or one sent by a browser page is refused with 403 and nothing changes", async () => {
    const item = visibleItem(1);
    for (const headers of [{}, { "X-Shop-Server-Key": "not-the-key" }, { "X-Shop-Server-Key": "" }] as Record<
      string,
      string
    >[]) {
      const res = await edit(`/products/${item.uuid}`, { price: 1 }, SHOP_A, headers);
      expect(res.status).toBe(403);
      expect(res.json).toEqual({ status: false, msg: "This call is only for the storefront's server." });
    }
    expect((await s.api("GET", `/api/product/${item.uuid}?${q(SHOP_A)}`)).json.product.sale_price).toBe(
      item.sale_price,
    );
    const preflight = await s.api("OPTIONS", "/api/admin/theme", {
      headers: {
        Origin: "https://evil.example",
        "Access-Control-Request-Method": "PATCH",
        "Access-Control-Request-Headers": "x-shop-server-key",
      },
    });
    expect(preflight.headers.get("access-control-allow-headers") ?? "").not.toMatch(/x-shop-server-key/i);
  });

  it("refuses everyone outside demo mode until a key is set, and takes the configured key then", async () => {
    const plain = await createTestApp({ demo: false });
    const keyed = await createTestApp({ demo: false, serverKey: "operator-key-0123456789" });
    try {
      const uuid = plain.deps.db.prepare<[], string>("SELECT uuid FROM items WHERE shop_id = 1 LIMIT 1").pluck().get()!;
      const refused = await plain.api("PATCH", `/api/admin/products/${uuid}?${q(SHOP_A)}`, {
        body: { stock: 9 },
        headers: KEY,
      });
      expect(refused.status).toBe(403);
      const demoKey = await keyed.api("PATCH", `/api/admin/products/${uuid}?${q(SHOP_A)}`, {
        body: { stock: 9 },
        headers: KEY,
      });
      expect(demoKey.status).toBe(403);
      const own = await keyed.api("PATCH", `/api/admin/products/${uuid}?${q(SHOP_A)}`, {
        body: { stock: 9 },
        headers: { "X-Shop-Server-Key": "operator-key-0123456789" },
      });
      expect(own.status).toBe(200);
      expect(own.json.data.stock).toBe(9);
    } finally {
      await plain.stop();
      await keyed.stop();
    }
  });
});

describe("product edits", () => {
  it("change price, name and stock, seen by the product, listing and cart calls", async () => {
    const item = visibleItem(1);
    const res = await edit(`/products/${item.uuid}`, { price: 12.5, name: "Edited linen shirt", stock: 7 });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      uuid: item.uuid,
      sale_price: 12.5,
      item_name: "Edited linen shirt",
      stock: 7,
    });
    expect(res.json.revalidation).toEqual({
      tags: expect.arrayContaining([`product:${item.uuid}`, "products"]),
      status: "off",
    });

    const detail = (await s.api("GET", `/api/product/${item.uuid}?${q(SHOP_A)}`)).json.product;
    expect(detail).toMatchObject({ sale_price: 12.5, item_name: "Edited linen shirt", stock: 7 });
    const listing = (await s.api("POST", `/api/products?${q(SHOP_A)}`, { body: { price: { min: 12.5, max: 12.5 } } }))
      .json;
    expect(listing.data.data.map((i: J) => i.uuid)).toContain(item.uuid);

    const token = await newCustomer(s, SHOP_A);
    await addToCart(s, token, SHOP_A, item.uuid, 2);
    const cart = (await s.api("GET", `/api/auth/cart/index?${q(SHOP_A)}`, { token })).json.cart as J[];
    expect(cart.find((l) => l.fk_itemUUID === item.uuid)).toMatchObject({
      item_price: 12.5,
      item_name: "Edited linen shirt",
      total: expect.any(Number),
    });
    // Over the new stock: the cart refuses it.
    expect(
      (
        await s.api("POST", "/api/auth/cart/store", {
          token,
          body: { site_url: SHOP_A, cart: { product_id: item.uuid, quantity: 6 } },
        })
      ).status,
    ).toBe(422);
  });

  it("leave the fields that were not sent as they were", async () => {
    const item = visibleItem(1, 1);
    const res = await edit(`/products/${item.uuid}`, { stock: 0 });
    expect(res.json.data).toMatchObject({ sale_price: item.sale_price, item_name: item.item_name, stock: 0 });
  });

  it.each([
    ["nothing to change", {}, "body"],
    ["an unknown field", { prise: 3 }, "body"],
    ["a negative price", { price: -1 }, "price"],
    ["a price as a string", { price: "12" }, "price"],
    ["a price with 3 decimals", { price: 1.005 }, "price"],
    ["a fractional stock", { stock: 1.5 }, "stock"],
    ["a negative stock", { stock: -2 }, "stock"],
    ["a blank name", { name: "  " }, "name"],
    ["a name over 255 characters", { name: "x".repeat(256) }, "name"],
  ])("refuse %s with a 422, changing nothing", async (_label, body, key) => {
    const item = visibleItem(1, 2);
    const res = await edit(`/products/${item.uuid}`, body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toContain(key);
    expect((await s.api("GET", `/api/product/${item.uuid}?${q(SHOP_A)}`)).json.product).toMatchObject({
      sale_price: item.sale_price,
      item_name: item.item_name,
    });
  });

  it("answer 404 for an unknown uuid or another shop's, 404 for an unknown shop and 400 for malformed JSON", async () => {
    const other = visibleItem(2);
    expect((await edit(`/products/${other.uuid}`, { price: 1 }, SHOP_A)).status).toBe(404);
    expect((await edit("/products/00000000-0000-0000-0000-000000000000", { price: 1 })).status).toBe(404);
    expect((await edit(`/products/${other.uuid}`, { price: 1 }, "http://unknown.example")).json).toEqual({
      status: false,
      msg: "Shop not found",
    });
    const malformed = await s.api("PATCH", `/api/admin/products/${other.uuid}?${q(SHOP_B)}`, {
      rawBody: "{price:",
      headers: KEY,
    });
    expect(malformed.status).toBe(400);
    expect((await s.api("GET", `/api/product/${other.uuid}?${q(SHOP_B)}`)).json.product.sale_price).toBe(
      other.sale_price,
    );
  });
});

describe("theme and page edits", () => {
  it("change the theme's title and colours, seen by gym-theme; a bad colour is a 422", async () => {
    const res = await edit("/theme", { browser_title: "Aurora Sale", header_bg_color: "#123abc" }, SHOP_B);
    expect(res.status).toBe(200);
    expect(res.json.revalidation).toEqual({ tags: ["theme"], status: "off" });
    const theme = (await s.api("GET", `/api/gym-theme?${q(SHOP_B)}`)).json.data;
    expect(theme).toMatchObject({ browser_title: "Aurora Sale", header_bg_color: "#123abc" });
    expect(theme.header_text_color).toBe(res.json.data.header_text_color);
    expect((await s.api("GET", `/api/gym-theme?${q(SHOP_A)}`)).json.data.browser_title).not.toBe("Aurora Sale");

    const bad = await edit("/theme", { header_bg_color: "red", theme_footer_text_color: "#12345" }, SHOP_B);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["header_bg_color", "theme_footer_text_color"]);
  });

  it("change a page's title and text, seen by about_us and the footer; a page the shop lacks is a 404", async () => {
    const res = await edit("/pages/1", { title: "Our story", page_text: "<p>Since 2026.</p>" });
    expect(res.status).toBe(200);
    expect(res.json.revalidation.tags).toEqual(["content", "footer"]);
    expect((await s.api("GET", `/api/about_us?type=1&${q(SHOP_A)}`)).json.data).toEqual({
      page_type: 1,
      title: "Our story",
      page_text: "<p>Since 2026.</p>",
    });
    expect((await s.api("GET", `/api/footer?${q(SHOP_A)}`)).json.pages).toContainEqual({
      page_type: 1,
      title: "Our story",
    });

    expect((await edit("/pages/4", { page_text: "<p>New policy</p>" })).json.revalidation.tags).toEqual(["content"]);
    expect((await edit("/pages/3", { title: "Terms" }, SHOP_B)).status).toBe(404);
    expect((await edit("/pages/9", { title: "Terms" })).status).toBe(404);
    expect((await edit("/pages/1", { title: "" })).status).toBe(422);
  });
});
