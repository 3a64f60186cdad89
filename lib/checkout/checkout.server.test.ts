jest.mock("server-only", () => ({}));
jest.mock("@/lib/shop-api/auth.server", () => ({ getUser: jest.fn() }));
jest.mock("@/lib/shop-api/cart.server", () => ({ getCart: jest.fn() }));
jest.mock("@/lib/shop-api/theme.server", () => ({ getTheme: jest.fn() }));

import { getUser } from "@/lib/shop-api/auth.server";
import { getCart } from "@/lib/shop-api/cart.server";
import { getTheme } from "@/lib/shop-api/theme.server";
import { loadCheckout } from "./checkout.server";

const customer = { origin: "http://localhost:3000", token: "t" };
const ok = <T>(data: T) => ({ ok: true, status: 200, data, headers: new Headers() });
const line = {
  cart_id: 1,
  fk_itemUUID: "u-1",
  item_name: "Coastal Watch",
  item_price: 100,
  item_image: "",
  stock: 5,
  item_quantity: 2,
  finalize: 1,
  discount: null,
  disc_amount: 0,
  line_discount: 0,
  tax: 0,
  tax_amount: 0,
  fk_tax_id: null,
  stripe_tax_id: null,
  sub_total: 200,
  total: 200,
};

beforeEach(() => {
  jest.mocked(getUser).mockResolvedValue(ok({ name: "A", email: "a@example.com" }) as never);
  jest.mocked(getTheme).mockResolvedValue(ok({ shipping_charges: 15 }) as never);
});

test("the order summary charges the cart's own shipping when the shop sends its totals", async () => {
  jest.mocked(getCart).mockResolvedValue(
    ok({
      cart: [line],
      totals: { subtotal: 200, discount: 0, tax: 0, shipping: 4.99, total: 204.99 },
    }) as never,
  );
  const checkout = await loadCheckout(customer, null);
  expect(checkout.ok && checkout.data.totals).toMatchObject({ shipping: 4.99, total: 204.99 });
});

test("on the spec's cart answer (status, cart[]: no totals) it charges the theme's flat rate, as the cart page shows", async () => {
  jest.mocked(getCart).mockResolvedValue(ok({ cart: [line], totals: null }) as never);
  const checkout = await loadCheckout(customer, null);
  expect(checkout.ok && checkout.data.totals).toMatchObject({ shipping: 15, total: 215 });
});
