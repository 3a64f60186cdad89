import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_CUSTOMER } from "@storefront/shop-api/src/seed/customers";
import { startServer, type RunningServer } from "@storefront/shop-api/src/server";

jest.mock("server-only", () => ({}));

/**
 * The cart writes against both readings of the spec's open points (packages/shop-api/CONTRACT.md): the reference
 * API (store adds, update patches, delete by cart id) and its spec-minimal profile (a line stored as given,
 * update's `product` the whole line, delete by product). Every write carries the line's whole state, so both end
 * with the same cart.
 */

const SHOP = "http://localhost:3000";
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "cart-writes-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ["the reference reading", false],
  ["the other reading (spec-minimal)", true],
])("cart writes on %s", (_name, specMinimal) => {
  let api: RunningServer;
  let cart: typeof import("./cart.server");
  let customer: { origin: string; token: string };
  let products: { uuid: string; stock: number }[];

  beforeAll(async () => {
    api = await startServer({
      port: 0,
      dbPath: join(dir, `${specMinimal}.db`),
      demoOrigins: [SHOP],
      demo: true,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      log: () => {},
      specMinimal,
    });
    process.env.SHOP_API_URL = api.url;
    jest.resetModules();
    cart = await import("./cart.server");
    const login = await fetch(`${api.url}/api/auth/login?type=public&url=${encodeURIComponent(SHOP)}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-spec-minimal": "off" },
      body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
    });
    customer = { origin: SHOP, token: ((await login.json()) as { token: string }).token };
    const latest = await fetch(`${api.url}/api/ecom-our-latest-product?site_url=${encodeURIComponent(SHOP)}`);
    products = ((await latest.json()) as { data: { uuid: string; status: number; stock: number }[] }).data.filter(
      (p) => p.status === 1 && p.stock >= 6,
    );
  });
  afterAll(() => api.close());

  beforeEach(async () => {
    const read = await cart.getCart(customer);
    if (!read.ok) throw new Error("no cart");
    for (const line of read.data.cart) expect((await cart.removeCartLine(customer, line.cart_id)).ok).toBe(true);
  });

  const lineOf = async (uuid: string) => {
    const read = await cart.getCart(customer);
    if (!read.ok) throw new Error("no cart");
    const line = read.data.cart.find((l) => l.fk_itemUUID === uuid);
    return line && { quantity: line.item_quantity, finalize: line.finalize };
  };

  test("two adds make 2, and selecting, deselecting and a new quantity keep the rest of the line", async () => {
    const { uuid } = products[0]!;
    expect((await cart.addToCart(customer, { product_id: uuid })).ok).toBe(true);
    const second = await cart.addToCart(customer, { product_id: uuid });
    expect(second.ok && second.data.data.item_quantity).toBe(2);
    expect(await lineOf(uuid)).toEqual({ quantity: 2, finalize: 0 });
    await cart.updateCartLine(customer, uuid, { finalize: true });
    expect(await lineOf(uuid)).toEqual({ quantity: 2, finalize: 1 });
    await cart.updateCartLine(customer, uuid, { quantity: 3 });
    expect(await lineOf(uuid)).toEqual({ quantity: 3, finalize: 1 });
    await cart.addToCart(customer, { product_id: uuid, quantity: 2 });
    expect(await lineOf(uuid)).toEqual({ quantity: 5, finalize: 1 });
    await cart.updateCartLine(customer, uuid, { finalize: false });
    expect(await lineOf(uuid)).toEqual({ quantity: 5, finalize: 0 });
  });

  test("merging a guest cart adds to a line already there, capped at stock, and stores the new lines", async () => {
    const [kept, fresh] = products as [{ uuid: string; stock: number }, { uuid: string; stock: number }];
    await cart.addToCart(customer, { product_id: kept.uuid, quantity: 2 });
    await cart.updateCartLine(customer, kept.uuid, { finalize: true });
    const merged = await cart.mergeCart(customer, [
      { product_id: kept.uuid, quantity: 3 },
      { product_id: fresh.uuid, quantity: 2, finalize: true },
    ]);
    expect(merged.ok).toBe(true);
    expect(await lineOf(kept.uuid)).toEqual({ quantity: 5, finalize: 1 });
    expect(await lineOf(fresh.uuid)).toEqual({ quantity: 2, finalize: 1 });
    await cart.mergeCart(customer, [{ product_id: fresh.uuid, quantity: fresh.stock }]);
    expect(await lineOf(fresh.uuid)).toEqual({ quantity: fresh.stock, finalize: 1 });
  });

  test("a line is removed by its cart id, whichever id the backend reads in the path", async () => {
    const { uuid } = products[0]!;
    const added = await cart.addToCart(customer, { product_id: uuid });
    if (!added.ok) throw new Error("not added");
    expect((await cart.removeCartLine(customer, added.data.data.cart_id)).ok).toBe(true);
    expect(await lineOf(uuid)).toBeUndefined();
    const gone = await cart.removeCartLine(customer, added.data.data.cart_id);
    expect([gone.ok, gone.status]).toEqual([false, 404]);
  });
});
