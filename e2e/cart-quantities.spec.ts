import type { APIRequestContext, Page } from "@playwright/test";
import { formatMoney, lineAmounts, round2 } from "@storefront/cart-math";
import {
  apiOrders,
  freshCustomer,
  hydrated,
  orderableProducts,
  plantSession,
  serverCart,
  type Customer,
  type Product,
} from "./cart-support";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";
import { addOnPage, fillNewAddress, pageWithoutJavaScript } from "./no-js-support";

/*
 * Quantities above 1 through the whole funnel, with and without JavaScript. Tagged @funnel, so they
 * also run against the spec-minimal profile, which takes the other reading of every point the spec leaves open
 * (packages/shop-api/CONTRACT.md "Open points"): there a `store` of a product already in the cart sets its
 * quantity, and an `update` without the quantity sets it to 1. Two adds must make 2, and selecting a line or
 * changing its quantity must keep the rest of it, on both.
 */

const SHOPS = [
  { origin: SHOP_ONE, symbol: "AED ", shipping: 15 },
  { origin: SHOP_TWO, symbol: "£", shipping: 4.99 },
];

/** orderableProducts' picks of this spec: after the other specs' (no-js-funnel.spec.ts takes what comes after). */
const PICKS = { withScripts: 23, withoutScripts: 24 };

/** The product's line in the customer's cart on the shop: its quantity and whether it is selected for the order. */
async function lineState(request: APIRequestContext, origin: string, customer: Customer, product: Product) {
  const line = (await serverCart(request, origin, customer.token)).cart.find((l) => l.fk_itemUUID === product.uuid);
  return line && { quantity: line.item_quantity, finalize: line.finalize };
}

/** One unit's total as the cart computes it (the line's price, discount and tax), read from the shop's cart. */
async function unitTotal(request: APIRequestContext, origin: string, customer: Customer, product: Product) {
  const line = (await serverCart(request, origin, customer.token)).cart.find((l) => l.fk_itemUUID === product.uuid)!;
  return lineAmounts({
    price: line.item_price,
    quantity: 1,
    discountType: line.discount,
    discountValue: line.disc_amount,
    taxRate: line.tax,
  }).total;
}

/** The order summary lists `count` of the product at `count` units' total; placed cash on delivery, the order is that. */
async function orderOf(
  count: number,
  page: Page,
  request: APIRequestContext,
  shop: (typeof SHOPS)[number],
  customer: Customer,
  product: Product,
) {
  const unit = await unitTotal(request, shop.origin, customer, product);
  await expect(page).toHaveURL(`${shop.origin}/order-summary`);
  const item = page.getByTestId("order-item");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${product.item_name}${count} × `);
  await expect(item).toContainText(formatMoney(round2(count * unit), shop.symbol));
  const total = round2(count * unit + shop.shipping);
  await expect(page.getByTestId("summary-total")).toHaveText(formatMoney(total, shop.symbol));
  await fillNewAddress(page, "3 Quantity Lane");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-receipt\?reference=\d+$/, { timeout: 15_000 });
  const orders = await apiOrders(request, shop.origin, customer.token);
  expect(orders.map((o) => o.total)).toEqual([total]);
}

for (const shop of SHOPS) {
  const { origin } = shop;
  test.describe(`quantities above 1 on ${shopName(origin)}`, () => {
    test(
      "with JavaScript: two adds make 2; selecting, new quantities and deselecting keep the rest of the line; 2 are ordered at twice a unit's total",
      { tag: "@funnel" },
      async ({ page, request }) => {
        test.slow();
        const customer = await freshCustomer(request, origin);
        const [product] = await orderableProducts(request, origin, 1, PICKS.withScripts);
        await plantSession(page.context(), origin, customer.token);

        await page.goto(`${origin}/product/${product!.uuid}`);
        const add = page.getByRole("button", { name: "add to cart", exact: true });
        await hydrated(add);
        await add.click();
        await expect(page.getByText(`${product!.item_name} is Add to cart`)).toBeVisible();
        await add.click();
        await expect(page.getByText(`${product!.item_name} is Update to cart`)).toBeVisible();
        // The cart store sends the line's new whole quantity once the clicks settle (docs/adr/0016-one-cart-write-path.md).
        await expect.poll(() => lineState(request, origin, customer, product!)).toEqual({ quantity: 2, finalize: 0 });
        await expect(page.getByRole("button", { name: /^Cart, 2 items/ })).toBeAttached();

        await page.goto(`${origin}/shopping-cart`);
        const finalize = page.getByRole("checkbox", { name: `Finalize ${product!.item_name}` });
        const line = () => lineState(request, origin, customer, product!);
        await hydrated(finalize);
        await finalize.check();
        await expect.poll(line).toEqual({ quantity: 2, finalize: 1 });
        await page.getByRole("button", { name: `Increase quantity of ${product!.item_name}` }).click();
        await expect.poll(line).toEqual({ quantity: 3, finalize: 1 });
        await finalize.uncheck();
        await expect.poll(line).toEqual({ quantity: 3, finalize: 0 });
        await finalize.check();
        await expect.poll(line).toEqual({ quantity: 3, finalize: 1 });
        await page.getByRole("button", { name: `Decrease quantity of ${product!.item_name}` }).click();
        await expect.poll(line).toEqual({ quantity: 2, finalize: 1 });

        await page.getByRole("button", { name: "Checkout" }).click();
        await hydrated(page.getByRole("button", { name: "Place Order" }));
        await orderOf(2, page, request, shop, customer, product!);
      },
    );

    test(
      "without JavaScript: two adds make 2; selecting and a new quantity keep the rest of the line; 3 are ordered at three units' total",
      { tag: "@funnel" },
      async ({ browser, request }) => {
        test.slow();
        const customer = await freshCustomer(request, origin);
        const [product] = await orderableProducts(request, origin, 1, PICKS.withoutScripts);
        const page = await pageWithoutJavaScript(browser, origin);
        await plantSession(page.context(), origin, customer.token);
        const line = () => lineState(request, origin, customer, product!);

        await page.goto(`/product/${product!.uuid}`);
        await addOnPage(page, "1");
        await expect(page.getByText(`${product!.item_name} is Add to cart.`)).toBeVisible();
        await addOnPage(page, "1");
        await expect(page.getByText(`${product!.item_name} is Update to cart.`)).toBeVisible();
        expect(await line()).toEqual({ quantity: 2, finalize: 0 });

        await page.goto("/shopping-cart");
        const cart = page.getByRole("region", { name: "Shopping cart" });
        await cart.getByRole("button", { name: `Select ${product!.item_name} for the order` }).click();
        await expect(cart.getByRole("status")).toHaveText("The item is selected for your order.");
        expect(await line()).toEqual({ quantity: 2, finalize: 1 });
        await cart.getByRole("textbox", { name: `Quantity of ${product!.item_name}` }).fill("3");
        await cart.getByRole("button", { name: `Update quantity of ${product!.item_name}` }).click();
        await expect(cart.getByRole("status")).toHaveText("The quantity is updated.");
        expect(await line()).toEqual({ quantity: 3, finalize: 1 });

        await cart.getByRole("link", { name: "Checkout" }).click();
        await orderOf(3, page, request, shop, customer, product!);
        await page.context().close();
      },
    );
  });
}
