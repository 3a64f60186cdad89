import type { APIRequestContext } from "@playwright/test";
import { catalogueApi } from "./catalogue-api";
import { apiOrders, freshCustomer, orderableProducts, quantities, serverCart, visibleProducts } from "./cart-support";
import { SHOP_ONE, SHOP_TWO, shopName } from "./env";
import { expect, test } from "./fixtures";
import { addOnPage, fillNewAddress, historyRow, pageWithoutJavaScript, signInOnPage } from "./no-js-support";

/*
 * The signed-in funnel without JavaScript, in one walk (issue 48, ADR 14): signing in on the sign-in page,
 * Add to cart on the product page, the cart page's quantity, remove and finalize, the order summary's new
 * address and cash on delivery to the receipt, and the order history's cancel request on a page of its own.
 */

/** orderableProducts' first picks, which the specs that place orders take (22 is no-js-cart's, 23 and 24 cart-quantities'). */
const OTHER_SPECS_PICKS = 25;

/**
 * A product with another variant of `stock` units that no other spec orders or reads: not among the 24
 * newest (the catalogue and product specs read their stock) nor among the other specs' picks; and a
 * product of another kind (its line is removed again, so its stock is not touched).
 */
async function funnelProducts(request: APIRequestContext, origin: string, stock: number) {
  const api = catalogueApi(request, origin);
  const visible = await visibleProducts(request, origin);
  const taken = new Set(
    [...visible.slice(0, 24), ...(await orderableProducts(request, origin, OTHER_SPECS_PICKS))].map((p) => p.uuid),
  );
  const free = visible.filter((p) => !taken.has(p.uuid)).reverse();
  for (const first of free) {
    const variants = (await api.product(first.uuid)).variant;
    const variant = variants.find(
      (v) => v.uuid !== first.uuid && v.status === 1 && v.stock >= stock && !taken.has(v.uuid),
    );
    const other = free.find((p) => p.stock >= 1 && !variants.some((v) => v.uuid === p.uuid));
    if (variant && other) return { first, variant, other };
  }
  throw new Error(`the seed of ${origin} has no product with a variant in stock outside the other specs' picks`);
}

for (const origin of [SHOP_ONE, SHOP_TWO]) {
  test.describe(`without JavaScript on ${shopName(origin)}`, () => {
    test(
      "signed in: a variant with a quantity, the cart page's quantity, remove and finalize, cash on delivery to the receipt, then the order's cancel request",
      { tag: "@funnel" },
      async ({ browser, request }) => {
        // About twenty page loads and form posts in one walk: 25-29 s alone on this machine, against a 30 s default.
        test.slow();
        const customer = await freshCustomer(request, origin);
        const { first, variant, other } = await funnelProducts(request, origin, 3);
        const page = await pageWithoutJavaScript(browser, origin);

        await page.goto(`/product/${first.uuid}`);
        await page.getByRole("link", { name: "login/register" }).click();
        await signInOnPage(page, customer);
        await expect(page).toHaveURL(`${origin}/product/${first.uuid}`);

        // The variant by its thumbnail (a link), then 3 of it.
        await page.getByRole("navigation", { name: "Variants" }).locator(`a[href="/product/${variant.uuid}"]`).click();
        await expect(page).toHaveURL(`${origin}/product/${variant.uuid}`);
        await addOnPage(page, "3");
        await expect(page.getByText(`${variant.item_name} is Add to cart.`)).toBeVisible();
        expect(quantities((await serverCart(request, origin, customer.token)).cart)).toEqual({ [variant.uuid]: 3 });

        // A bad quantity is refused on the page, nothing added.
        await addOnPage(page, "0");
        await expect(page.getByRole("alert")).toHaveText("Please enter a quantity of 1 or more.");

        await page.goto(`/product/${other.uuid}`);
        await addOnPage(page, "1");
        await expect(page.getByText(`${other.item_name} is Add to cart.`)).toBeVisible();
        expect(quantities((await serverCart(request, origin, customer.token)).cart)).toEqual({
          [variant.uuid]: 3,
          [other.uuid]: 1,
        });

        await page.getByRole("link", { name: "View your cart" }).click();
        await expect(page).toHaveURL(`${origin}/shopping-cart`);
        const cart = page.getByRole("region", { name: "Shopping cart" });
        await expect(cart.getByRole("textbox", { name: `Quantity of ${variant.item_name}` })).toHaveValue("3");
        await expect(page.getByText("Loading your cart…")).toBeHidden();

        await cart.getByRole("textbox", { name: `Quantity of ${variant.item_name}` }).fill("2");
        await cart.getByRole("button", { name: `Update quantity of ${variant.item_name}` }).click();
        await expect(cart.getByRole("status")).toHaveText("The quantity is updated.");
        await expect(cart.getByRole("textbox", { name: `Quantity of ${variant.item_name}` })).toHaveValue("2");

        await cart.getByRole("button", { name: `Remove ${other.item_name}` }).click();
        await expect(cart.getByRole("status")).toHaveText("The item is removed from your cart.");
        await expect(cart.getByRole("listitem")).toHaveCount(1);
        expect(quantities((await serverCart(request, origin, customer.token)).cart)).toEqual({ [variant.uuid]: 2 });

        // Checkout appears once a line is selected for the order, and leads to the order summary.
        await expect(cart.getByRole("link", { name: "Checkout" })).toHaveCount(0);
        await cart.getByRole("button", { name: `Select ${variant.item_name} for the order` }).click();
        await expect(cart.getByRole("status")).toHaveText("The item is selected for your order.");
        expect((await serverCart(request, origin, customer.token)).cart.map((l) => l.finalize)).toEqual([1]);
        await cart.getByRole("link", { name: "Checkout" }).click();
        await expect(page).toHaveURL(`${origin}/order-summary`);
        await expect(page.getByText(variant.item_name).first()).toBeVisible();

        // The order summary: a new address and cash on delivery, placed to the receipt.
        await expect(page.getByTestId("order-item")).toContainText(variant.item_name);
        await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeChecked();
        // Said only with scripts off, in a <noscript> (whose text Playwright's text matchers skip).
        expect(await page.locator("noscript").evaluate((note) => note.textContent)).toContain(
          "Without JavaScript, choose cash on delivery",
        );
        await fillNewAddress(page, "3 Plain Form Road");
        await page.getByRole("button", { name: "Place Order" }).click();

        await expect(page).toHaveURL(/\/order-receipt\?reference=\d+$/);
        const orders = await apiOrders(request, origin, customer.token);
        expect(orders).toHaveLength(1);
        expect(Number(new URL(page.url()).searchParams.get("reference"))).toBe(orders[0]!.sale_order_id);
        await expect(page.getByTestId("receipt-number")).toHaveText(orders[0]!.order_number);
        await expect(page.getByText("3 Plain Form Road").first()).toBeVisible();
        await expect(page.getByText("Cash on Delivery")).toBeVisible();

        // The profile's order history: the Actions menu needs JavaScript, its cancel request is a page of its own.
        await page.goto(`/profile?tab=orders`);
        const row = historyRow(page, orders[0]!.order_number);
        await expect(row.getByRole("cell").nth(0)).toHaveText("Pending to Ship");
        await row.getByRole("link", { name: "Cancel Request" }).click();
        await expect(page).toHaveURL(`${origin}/profile/cancel-request?order_id=${orders[0]!.sale_order_id}`);
        await expect(
          page.getByRole("heading", { name: `Are You sure to Cancel you Order , Order # ${orders[0]!.order_number}` }),
        ).toBeVisible();
        // An empty message is explained under the field, on the same page.
        await page.getByRole("button", { name: "Submit" }).click();
        await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByRole("alert")).toHaveText("Please tell us why you want to cancel the order.");
        await page.getByLabel("Message").fill("Ordered without scripts by mistake");
        await page.getByRole("button", { name: "Submit" }).click();

        await expect(page).toHaveURL(`${origin}/profile?tab=orders`);
        await expect(historyRow(page, orders[0]!.order_number).getByRole("cell").nth(0)).toHaveText("Cancel Request");
        await expect(
          historyRow(page, orders[0]!.order_number).getByRole("link", { name: "Cancel Request" }),
        ).toHaveCount(0);
        await page.context().close();
      },
    );
  });
}
