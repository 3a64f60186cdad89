import { SHOP_A, createTestApp, type TestApp } from "./support/app";
import { addToCart, itemsWithStock, newCustomer, placement, setStock, stockOf } from "./support/orders";
import { q } from "./support/app";

/** Exactly one order per intent, and the server decides the amounts (CONTRACT.md "Orders"). */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const ordersOf = (token: string) => s.api("GET", `/api/auth/e-commerce/get/user/orders?${q(SHOP_A)}`, { token });
const place = (token: string, key: string | undefined, body = placement(), path = "/api/auth/order/create") =>
  s.api("POST", `${path}?${q(SHOP_A)}`, { token, body, headers: key === undefined ? {} : { "Idempotency-Key": key } });

it("the same Idempotency-Key sent twice at once and once more later places one order, answered the same each time", async () => {
  const token = await newCustomer(s, SHOP_A);
  const [item] = itemsWithStock(s, 1, 5, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, 1);
  const stock = stockOf(s, item!.id);

  const [first, second] = await Promise.all([place(token, "intent-0001"), place(token, "intent-0001")]);
  const third = await place(token, "intent-0001");

  expect(first.json).toMatchObject({ status: true });
  expect(second.json).toEqual(first.json);
  expect(third.json).toEqual(first.json);
  expect(third.headers.get("idempotent-replayed")).toBe("true");
  expect((await ordersOf(token)).json.data).toHaveLength(1);
  expect(stockOf(s, item!.id)).toBe(stock - 1);
});

it("a refused placement does not burn its key: corrected, it goes through", async () => {
  const token = await newCustomer(s, SHOP_A);
  const missingCity = placement({ address: { ...(placement().address as object), city: "" } });
  const refused = await place(token, "intent-0002", missingCity);
  expect(refused.status).toBe(422);
  expect(refused.json.errors["address.city"]).toEqual(["The city field is required."]);

  const [item] = itemsWithStock(s, 1, 5, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, 1);
  const placed = await place(token, "intent-0002");
  expect(placed.json).toMatchObject({ status: true });
});

it("keys belong to one customer and one call, and must look like keys", async () => {
  const [a, b] = [await newCustomer(s, SHOP_A), await newCustomer(s, SHOP_A)];
  const [item] = itemsWithStock(s, 1, 5, 1);
  await addToCart(s, a, SHOP_A, item!.uuid, 1);
  await addToCart(s, b, SHOP_A, item!.uuid, 1);
  const forA = await place(a, "shared-key-1");
  const forB = await place(b, "shared-key-1");
  expect(forA.json.status).toBe(true);
  expect(forB.json.status).toBe(true);
  expect(forB.json.order_id).not.toBe(forA.json.order_id);

  const otherCall = await place(
    a,
    "shared-key-1",
    placement({ pay_type: { payment_method: 9 } }),
    "/api/auth/utap/create-order",
  );
  expect(otherCall.status).toBe(422);
  expect((await place(a, "short")).status).toBe(400);
});

it("a stated total that is not the server's refuses the order and takes nothing", async () => {
  const token = await newCustomer(s, SHOP_A);
  const [item] = itemsWithStock(s, 1, 5, 1);
  await addToCart(s, token, SHOP_A, item!.uuid, 1);
  const stock = stockOf(s, item!.id);
  const cart = (await s.api("GET", `/api/auth/cart/index?${q(SHOP_A)}`, { token })).json;

  const tampered = await place(token, undefined, placement({ total: 0.01 }));
  expect(tampered.json).toEqual({
    status: false,
    msg: "The order total has changed. Please review your order and place it again.",
  });
  expect(stockOf(s, item!.id)).toBe(stock);
  expect((await ordersOf(token)).json.data).toHaveLength(0);

  const honest = await place(token, undefined, placement({ total: cart.totals.total }));
  expect(honest.json).toMatchObject({ status: true });
});

it("30 concurrent placements for an item with 5 in stock make at most 5 orders", async () => {
  const [item] = itemsWithStock(s, 1, 5, 1);
  const tokens = await Promise.all(Array.from({ length: 30 }, () => newCustomer(s, SHOP_A)));
  for (const token of tokens) await addToCart(s, token, SHOP_A, item!.uuid, 1);
  setStock(s, item!.id, 5);

  const answers = await Promise.all(tokens.map((token, n) => place(token, `race-${n}-key`)));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(answers.filter((a) => a.json.status === true)).toHaveLength(5);
  expect(stockOf(s, item!.id)).toBe(0);
});
