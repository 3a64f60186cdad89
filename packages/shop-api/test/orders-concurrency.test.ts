import { SHOP_A, createTestApp, type TestApp } from "./support/app";
import { addToCart, authed, itemsWithStock, newCustomer, placement, setStock, stockOf } from "./support/orders";

/** Stock is never oversold, whatever the order of concurrent requests (CONTRACT.md "Orders"). */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const A = (token: string) => authed(s, token, SHOP_A);
const orderCount = () => s.deps.db.prepare("SELECT COUNT(*) FROM sale_orders").pluck().get() as number;

it("several customers racing for the last unit: exactly one order succeeds", async () => {
  const [item] = itemsWithStock(s, 1, 3, 1);
  const tokens = await Promise.all([1, 2, 3, 4].map(() => newCustomer(s, SHOP_A)));
  for (const token of tokens) await addToCart(s, token, SHOP_A, item!.uuid, 1);
  setStock(s, item!.id, 1); // after the carts were filled: only one of them can be served
  const before = orderCount();

  // Each customer fires twice, mixing cash on delivery and a gateway draft (which also takes stock).
  const requests = tokens.flatMap((token) => [
    A(token).post("/api/auth/order/create", placement()),
    A(token).post("/api/auth/utap/create-order", placement()),
  ]);
  const answers = await Promise.all(requests);

  expect(answers.every((a) => a.status === 200)).toBe(true);
  const winners = answers.filter((a) => a.json.status === true);
  expect(winners).toHaveLength(1);
  expect(stockOf(s, item!.id)).toBe(0);
  expect(orderCount()).toBe(before + 1);
  const refusals = answers.filter((a) => a.json.status === false).map((a) => a.json.msg as string);
  for (const msg of refusals) {
    expect([
      `This ${item!.item_name} is not be greater than availability of the stock`,
      "Kindly Select the Items From the Cart",
    ]).toContain(msg);
  }
});

it("a line over the remaining stock refuses the whole order and takes nothing", async () => {
  const [x, y] = itemsWithStock(s, 1, 5, 2);
  const token = await newCustomer(s, SHOP_A);
  await addToCart(s, token, SHOP_A, x!.uuid, 2);
  await addToCart(s, token, SHOP_A, y!.uuid, 3);
  setStock(s, y!.id, 2);
  const xBefore = stockOf(s, x!.id);
  const res = await A(token).post("/api/auth/order/create", placement());
  expect(res.json).toEqual({
    status: false,
    msg: `This ${y!.item_name} is not be greater than availability of the stock`,
  });
  expect(stockOf(s, x!.id)).toBe(xBefore); // rolled back, although x came first
  expect(stockOf(s, y!.id)).toBe(2);
  expect((await A(token).get("/api/auth/cart/index")).json.cart).toHaveLength(2);
});

it("an item hidden after it was put in the cart cannot be ordered", async () => {
  const [x] = itemsWithStock(s, 1, 5, 1);
  const token = await newCustomer(s, SHOP_A);
  await addToCart(s, token, SHOP_A, x!.uuid, 1);
  s.deps.db.prepare("UPDATE items SET status = 0 WHERE id = ?").run(x!.id);
  try {
    const res = await A(token).post("/api/auth/order/create", placement());
    expect(res.json).toEqual({ status: false, msg: `${x!.item_name} is no longer available` });
  } finally {
    s.deps.db.prepare("UPDATE items SET status = 1 WHERE id = ?").run(x!.id);
  }
});

it("many concurrent orders for a small stock: sold units never exceed it", async () => {
  const [item] = itemsWithStock(s, 1, 3, 1);
  const tokens = await Promise.all(Array.from({ length: 8 }, () => newCustomer(s, SHOP_A)));
  for (const token of tokens) await addToCart(s, token, SHOP_A, item!.uuid, 2);
  setStock(s, item!.id, 5); // room for two orders of 2, not three
  const answers = await Promise.all(tokens.map((token) => A(token).post("/api/auth/order/create", placement())));
  expect(answers.filter((a) => a.json.status === true)).toHaveLength(2);
  expect(stockOf(s, item!.id)).toBe(1);
});
