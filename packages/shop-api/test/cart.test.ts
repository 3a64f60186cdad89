import { q, SHOP_A, SHOP_B, createSignedIn, type J, type TestApp } from "./support/app";

let s: TestApp;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  ({ s, demoA: tokenA, demoB: tokenB } = await createSignedIn());
});
afterAll(async () => {
  await s.stop();
});

type ItemFacts = {
  uuid: string;
  item_name: string;
  sale_price: number;
  stock: number;
  discount_type: string | null;
  discount_value: number;
  rate: number;
};

/** A visible item of shop `shopId` matching the SQL condition, with the facts the arithmetic needs. */
function findItem(shopId: number, where: string): ItemFacts {
  const row = s.deps.db
    .prepare(
      `SELECT i.uuid, i.item_name, i.sale_price, i.stock, i.discount_type, i.discount_value, COALESCE(t.rate, 0) AS rate
      FROM items i LEFT JOIN taxes t ON t.id = i.fk_tax_id
      WHERE i.shop_id = ? AND i.status = 1 AND ${where} ORDER BY i.id LIMIT 1`,
    )
    .get(shopId) as ItemFacts | undefined;
  if (!row) throw new Error(`no seeded item matches ${where}`);
  return row;
}

const index = (token: string, origin = SHOP_A) => s.api("GET", `/api/auth/cart/index?${q(origin)}`, { token });
const store = (token: string, cart: unknown, origin = SHOP_A) =>
  s.api("POST", "/api/auth/cart/store", { token, body: { site_url: origin, cart } });
const update = (token: string, uuid: string, product: unknown, origin = SHOP_A) =>
  s.api("POST", `/api/auth/cart/${uuid}/update`, { token, body: { site_url: origin, product } });
const remove = (token: string, cartId: number | string, origin = SHOP_A) =>
  s.api("DELETE", `/api/auth/cart/${cartId}/delete?${q(origin)}`, { token });

async function emptyCart(token: string, origin = SHOP_A) {
  for (const line of (await index(token, origin)).json.cart) await remove(token, line.cart_id, origin);
}

describe("the seeded demo cart", () => {
  it("holds a few lines, some finalized, with totals that add up", async () => {
    const res = await index(tokenA);
    expect(res.json.status).toBe(true);
    const cart = res.json.cart as J[];
    expect(cart.length).toBeGreaterThanOrEqual(2);
    expect(cart.some((l) => l.finalize === 1)).toBe(true);
    const sum = (k: string) => Math.round(cart.reduce((a, l) => a + l[k] * 100, 0)) / 100;
    expect(res.json.totals).toEqual({
      sub_total: sum("sub_total"),
      total_discount: sum("line_discount"),
      total_tax: sum("tax_amount"),
      shipping_charges: 15,
      total: Math.round((sum("total") + 15) * 100) / 100,
    });
  });
});

describe("cart arithmetic (exact cents)", () => {
  beforeEach(() => emptyCart(tokenA));

  it("percent discount with tax included", async () => {
    const item = findItem(1, "i.discount_type = '%' AND t.rate > 0 AND i.stock >= 3");
    const res = await store(tokenA, { product_id: item.uuid, quantity: 3 });
    expect(res.status).toBe(200);
    // Computed independently here, in cents, from the spec's formula.
    const unitCents = Math.round(((item.sale_price * item.discount_value) / 100) * 100 + 1e-9);
    const totalCents = (Math.round(item.sale_price * 100) - unitCents) * 3;
    const taxCents = Math.round(((totalCents / (1 + item.rate / 100)) * item.rate) / 100 + 1e-9);
    expect(res.json.data).toMatchObject({
      fk_itemUUID: item.uuid,
      item_quantity: 3,
      discount: "%",
      disc_amount: item.discount_value,
      line_discount: (unitCents * 3) / 100,
      tax: item.rate,
      total: totalCents / 100,
      tax_amount: taxCents / 100,
      sub_total: (totalCents - taxCents) / 100,
    });
    expect(res.json.available_stock).toBe(item.stock);
  });

  it("amount discount, and totals with the shop's flat shipping", async () => {
    const item = findItem(1, "i.discount_type = 'amount' AND i.stock >= 2");
    await store(tokenA, { product_id: item.uuid, quantity: 2 });
    const res = await index(tokenA);
    const [line] = res.json.cart;
    const totalCents = Math.round((item.sale_price - item.discount_value) * 100) * 2;
    expect(line.total).toBe(totalCents / 100);
    expect(line.line_discount).toBe(item.discount_value * 2);
    expect(res.json.totals.total).toBe((totalCents + 1500) / 100);
    expect(res.json.totals.shipping_charges).toBe(15);
  });

  it("a known line: 15 % off 480.50 x 2 at 15 % tax is 816.84, tax 106.54", async () => {
    // Independent of the seed: put an item with these exact numbers in place.
    const item = findItem(1, "i.stock >= 2");
    s.deps.db
      .prepare(
        "UPDATE items SET sale_price = 480.5, discount_type = '%', discount_value = 15, fk_tax_id = (SELECT id FROM taxes WHERE shop_id = 1 AND rate = 15) WHERE uuid = ?",
      )
      .run(item.uuid);
    const res = await store(tokenA, { product_id: item.uuid, quantity: 2 });
    expect(res.json.data).toMatchObject({ line_discount: 144.16, total: 816.84, tax_amount: 106.54, sub_total: 710.3 });
  });
});

describe("store, update, delete", () => {
  beforeEach(() => emptyCart(tokenA));

  it("store adds to the existing line; update sets the quantity and finalize; delete removes", async () => {
    const item = findItem(1, "i.stock >= 5 AND i.discount_type IS NULL");
    const first = await store(tokenA, { product_id: item.uuid });
    expect(first.json.data).toMatchObject({ item_quantity: 1, finalize: 0 });
    const second = await store(tokenA, { product_id: item.uuid, quantity: 2, finalize: true });
    expect(second.json.data).toMatchObject({ cart_id: first.json.data.cart_id, item_quantity: 3, finalize: 1 });

    const upd = await update(tokenA, item.uuid, { quantity: 1, finalize: false });
    expect(upd.json).toMatchObject({
      status: true,
      data: { item_quantity: 1, finalize: 0 },
      available_stock: item.stock,
    });
    expect((await index(tokenA)).json.cart).toHaveLength(1);

    const del = await remove(tokenA, first.json.data.cart_id);
    expect(del.json.status).toBe(true);
    expect((await index(tokenA)).json.cart).toHaveLength(0);
    expect((await remove(tokenA, first.json.data.cart_id)).status).toBe(404);
  });

  it("refuses a quantity over stock with the spec's message and the available stock", async () => {
    const item = findItem(1, "i.stock BETWEEN 1 AND 3");
    const res = await store(tokenA, { product_id: item.uuid, quantity: item.stock + 1 });
    const msg = `This ${item.item_name} is not be greater than availability of the stock`;
    expect(res.status).toBe(422);
    expect(res.json).toEqual({ status: false, msg, errors: { quantity: [msg] }, available_stock: item.stock });
    // Up to the stock is fine; one more via store or update is not.
    expect((await store(tokenA, { product_id: item.uuid, quantity: item.stock })).status).toBe(200);
    expect((await store(tokenA, { product_id: item.uuid })).status).toBe(422);
    expect((await update(tokenA, item.uuid, { quantity: item.stock + 1 })).status).toBe(422);
    const soldOut = findItem(1, "i.stock = 0");
    expect((await store(tokenA, { product_id: soldOut.uuid })).status).toBe(422);
  });

  it("404 for unknown or hidden products and for updating a line not in the cart", async () => {
    const hidden = s.deps.db
      .prepare("SELECT uuid FROM items WHERE shop_id = 1 AND status = 0 LIMIT 1")
      .pluck()
      .get() as string;
    expect((await store(tokenA, { product_id: hidden })).status).toBe(404);
    expect((await store(tokenA, { product_id: "00000000-0000-4000-8000-000000000000" })).status).toBe(404);
    const item = findItem(1, "i.stock >= 1");
    expect((await update(tokenA, item.uuid, { quantity: 1 })).status).toBe(404);
  });

  it("422 for bad shapes, with dotted keys", async () => {
    const res = await store(tokenA, { product_id: "", quantity: 0 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual(["cart.product_id", "cart.quantity"]);
    expect((await store(tokenA, undefined)).json.errors.cart).toBeDefined();
    expect((await update(tokenA, "x", { quantity: "many" })).json.errors["product.quantity"]).toBeDefined();
  });
});

describe("store/all merge", () => {
  beforeEach(() => emptyCart(tokenA));

  it("adds quantities to existing lines, caps at stock, skips unknown, hidden and sold-out products", async () => {
    const low = findItem(1, "i.stock BETWEEN 2 AND 3");
    const plenty = findItem(1, "i.stock >= 10");
    const hidden = s.deps.db
      .prepare("SELECT uuid FROM items WHERE shop_id = 1 AND status = 0 LIMIT 1")
      .pluck()
      .get() as string;
    const soldOut = findItem(1, "i.stock = 0");
    await store(tokenA, { product_id: plenty.uuid, quantity: 2 });

    const res = await s.api("POST", "/api/auth/cart/store/all", {
      token: tokenA,
      body: {
        site_url: SHOP_A,
        cart: [
          { product_id: plenty.uuid, quantity: 3, finalize: true },
          { product_id: low.uuid, quantity: 50 },
          { product_id: hidden, quantity: 1 },
          { product_id: soldOut.uuid, quantity: 1 },
          { product_id: "nope", quantity: 1 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const byUuid = Object.fromEntries((res.json.cart as J[]).map((l) => [l.fk_itemUUID, l]));
    expect(byUuid[plenty.uuid]).toMatchObject({ item_quantity: 5, finalize: 1 });
    expect(byUuid[low.uuid]).toMatchObject({ item_quantity: low.stock });
    expect(res.json.skipped.sort()).toEqual([hidden, soldOut.uuid, "nope"].sort());
    expect(res.json.totals.total).toBeGreaterThan(0);
  });

  it("422 for a non-list cart", async () => {
    const res = await s.api("POST", "/api/auth/cart/store/all", {
      token: tokenA,
      body: { site_url: SHOP_A, cart: { product_id: "x" } },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.cart).toBeDefined();
  });
});

describe("tenant isolation", () => {
  it("a cart, its lines and products of shop A are invisible from shop B", async () => {
    await emptyCart(tokenA);
    const itemA = findItem(1, "i.stock >= 1");
    const line = (await store(tokenA, { product_id: itemA.uuid })).json.data;

    const cartB = (await index(tokenB, SHOP_B)).json.cart as J[];
    expect(cartB.map((l) => l.fk_itemUUID)).not.toContain(itemA.uuid);
    // Shop B's customer cannot delete or update shop A's line, nor add shop A's product.
    expect((await remove(tokenB, line.cart_id, SHOP_B)).status).toBe(404);
    expect((await update(tokenB, itemA.uuid, { quantity: 1 }, SHOP_B)).status).toBe(404);
    expect((await store(tokenB, { product_id: itemA.uuid }, SHOP_B)).status).toBe(404);
    // Shop A's token with shop B named in the body or the query is refused.
    expect((await store(tokenA, { product_id: itemA.uuid }, SHOP_B)).status).toBe(401);
    expect((await index(tokenA, SHOP_B)).status).toBe(401);
    expect((await index(tokenA)).json.cart.map((l: J) => l.cart_id)).toContain(line.cart_id);
  });

  it("another customer of the same shop cannot touch the demo customer's lines", async () => {
    const user = {
      username: "carttester",
      email: "cart@example.com",
      country_id: 1,
      mobile_number: "501112233",
      password: "cart-pass-1",
      confirm_password: "cart-pass-1",
    };
    await s.api("POST", `/api/auth/e-commerce/signup?${q(SHOP_A)}`, { body: user });
    const code = await s.lastCode(SHOP_A, user.email);
    const token = (
      await s.api("POST", `/api/auth/e-commerce/verification?${q(SHOP_A)}`, { body: { code, email: user.email } })
    ).json.token;
    const demoLine = (await index(tokenA)).json.cart[0];
    expect((await index(token)).json.cart).toEqual([]);
    expect((await remove(token, demoLine.cart_id)).status).toBe(404);
  });
});
