import { formatMoney } from "@storefront/cart-math";
import type { Page } from "@playwright/test";
import {
  apiOrders,
  apiPlaceOrder,
  freshCustomer,
  hydrated,
  keepPixelLog,
  pixelLog,
  placeDraftOrder,
  plantSession,
  orderableProducts,
  serverAdd,
  serverCart,
} from "./cart-support";
import { API_URL, SHOP_ONE, SHOP_TWO } from "./env";
import { expect, test } from "./sessions";

/** Checkout: the order summary places cash-on-delivery orders and drafts; the receipt shows them. */

const SHOPS = [
  { name: "shop one", origin: SHOP_ONE, symbol: "AED ", shipping: 15 },
  { name: "shop two", origin: SHOP_TWO, symbol: "£", shipping: 4.99 },
];

async function fillAddress(
  page: Page,
  prefix: "Shipping address" | "Billing address",
  values: { name: string; street: string; city: string; country: string },
) {
  const group = page.getByRole("group", { name: prefix });
  await group.getByLabel("Name").fill(values.name);
  await group.getByLabel("Country").selectOption({ label: values.country });
  await group.getByLabel("Address 1").fill(values.street);
  await group.getByLabel("City").fill(values.city);
  await group.getByLabel("State").fill(values.city);
  await group.getByLabel("Zip code").fill("10001");
}

for (const shop of SHOPS) {
  test.describe(`checkout on ${shop.name}`, () => {
    test(
      "a finalized line is ordered cash on delivery with a new and a different billing address; the receipt matches the cart",
      { tag: "@funnel" },
      async ({ page, context, request }) => {
        const customer = await freshCustomer(request, shop.origin);
        const [ordered, kept] = await orderableProducts(request, shop.origin, 2);
        await serverAdd(request, shop.origin, customer.token, ordered!.uuid, 2);
        await serverAdd(request, shop.origin, customer.token, kept!.uuid, 1);
        await plantSession(context, shop.origin, customer.token);
        await keepPixelLog(page);

        await page.goto(`${shop.origin}/shopping-cart`);
        const finalize = page.getByRole("checkbox", { name: `Finalize ${ordered!.item_name}` });
        await hydrated(finalize);
        await finalize.check();
        await page.evaluate(() => Object.assign(window, { __cartDocument: true }));
        const summaryDocument = page.waitForResponse(
          (r) => r.url() === `${shop.origin}/order-summary` && r.request().resourceType() === "document",
        );
        await page.getByRole("button", { name: "Checkout" }).click();
        await expect(page).toHaveURL(`${shop.origin}/order-summary`);
        // A new document, so that the order summary's own policy (the bank gateway's form-action) applies.
        expect((await summaryDocument).headers()["content-security-policy"]).toContain(
          `form-action 'self' ${new URL(API_URL).origin}`,
        );
        expect(await page.evaluate(() => "__cartDocument" in window)).toBe(false);

        const line = (await serverCart(request, shop.origin, customer.token)).cart.find(
          (l) => l.fk_itemUUID === ordered!.uuid,
        )!;
        const expectedTotal = Math.round((line.total + shop.shipping) * 100) / 100;
        await expect(page.getByTestId("order-item")).toHaveCount(1);
        await expect(page.getByTestId("order-item")).toContainText(ordered!.item_name);
        await expect(page.getByTestId("summary-total")).toHaveText(formatMoney(expectedTotal, shop.symbol));
        await expect(page.getByRole("group", { name: "Customer" }).getByLabel("E-mail")).toHaveValue(customer.email);
        await expect(page.getByRole("radio", { name: "Existing address" })).toBeDisabled();
        await expect(page.getByRole("radio", { name: "Cash on Delivery" })).toBeChecked();
        await hydrated(page.getByRole("button", { name: "Place Order" }));

        await fillAddress(page, "Shipping address", {
          name: "Sam Shopper",
          street: "5 Harbour Road",
          city: "Dubai",
          country: "United Arab Emirates",
        });
        await page.getByRole("radio", { name: "Different billing address" }).check();
        await fillAddress(page, "Billing address", {
          name: "Accounts Dept",
          street: "77 Ledger Lane",
          city: "Manchester",
          country: "United Kingdom",
        });
        const place = page.getByRole("button", { name: "Place Order" });
        await place.click();

        await expect(page).toHaveURL(/\/order-receipt\?reference=\d+$/, { timeout: 15_000 });
        const orderId = Number(new URL(page.url()).searchParams.get("reference"));
        const [order] = await apiOrders(request, shop.origin, customer.token);
        expect(order!.sale_order_id).toBe(orderId);
        await expect(page.getByTestId("receipt-number")).toHaveText(order!.order_number);
        await expect(page.getByTestId("receipt-total")).toHaveText(formatMoney(expectedTotal, shop.symbol));
        expect(order!.total).toBe(expectedTotal);
        await expect(page.getByText("Cash on Delivery")).toBeVisible();
        await expect(page.getByText("5 Harbour Road")).toBeVisible();
        await expect(page.getByText("77 Ledger Lane")).toBeVisible();
        expect(await pixelLog(page)).toContain("Purchase");

        // Printed, the receipt stands alone: no header, footer, breadcrumb or buttons.
        await page.emulateMedia({ media: "print" });
        await expect(page.locator("#site-root > header")).toBeHidden();
        await expect(page.locator("#site-root > footer")).toBeHidden();
        await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
        await expect(page.getByTestId("receipt-total")).toBeVisible();
        await page.emulateMedia({ media: "screen" });

        const left = (await serverCart(request, shop.origin, customer.token)).cart.map((l) => l.fk_itemUUID);
        expect(left).toEqual([kept!.uuid]);
        await page.goto(`${shop.origin}/shopping-cart`);
        await expect(page.getByTestId("cart-line")).toHaveCount(1);
        await expect(page.getByTestId("cart-line")).toContainText(kept!.item_name);

        // Without a query the receipt is that of the order this browser placed last.
        await page.goto(`${shop.origin}/order-receipt`);
        await expect(page).toHaveURL(`${shop.origin}/order-receipt?reference=${orderId}`);
        await expect(page.getByTestId("receipt-number")).toHaveText(order!.order_number);
      },
    );

    test(
      "the existing address prefills and locks the fields; a new address clears them",
      { tag: "@funnel" },
      async ({ page, context, request }) => {
        const customer = await freshCustomer(request, shop.origin);
        const [first, second] = await orderableProducts(request, shop.origin, 2);
        await serverAdd(request, shop.origin, customer.token, first!.uuid, 1, true);
        await apiPlaceOrder(request, shop.origin, customer, 0, {
          name: "Stored Name",
          country: 2,
          address1: "9 Stored Lane",
          city: "Leeds",
          zip_code: "LS1",
          state: "Yorkshire",
        });
        await serverAdd(request, shop.origin, customer.token, second!.uuid, 1, true);
        await plantSession(context, shop.origin, customer.token);

        await page.goto(`${shop.origin}/order-summary`);
        const shipping = page.getByRole("group", { name: "Shipping address" });
        // Both address blocks are in the page, the checked radio shows one (ADR 14): the fields seen are the visible ones.
        const field = (label: string) => shipping.getByLabel(label).filter({ visible: true });
        const existing = shipping.getByRole("radio", { name: "Existing address" });
        await hydrated(existing);
        await existing.check();
        await expect(field("Address 1")).toHaveValue("9 Stored Lane");
        await expect(field("Name")).toHaveValue("Stored Name");
        await expect(field("Address 1")).toHaveAttribute("readonly", "");
        await expect(field("Country")).toBeDisabled();
        await expect(field("Country")).toHaveValue("2");

        await shipping.getByRole("radio", { name: "New address" }).check();
        await expect(field("Address 1")).toHaveValue("");
        await expect(field("Address 1")).not.toHaveAttribute("readonly", "");

        await existing.check();
        await page.getByRole("button", { name: "Place Order" }).click();
        await expect(page).toHaveURL(/\/order-receipt\?reference=\d+$/, { timeout: 15_000 });
        await expect(page.getByText("9 Stored Lane").first()).toBeVisible();
      },
    );

    test("missing fields are refused with a message under each, nothing typed is lost, and no order is made", async ({
      page,
      context,
      request,
    }) => {
      const customer = await freshCustomer(request, shop.origin);
      const [product] = await orderableProducts(request, shop.origin, 1);
      await serverAdd(request, shop.origin, customer.token, product!.uuid, 1, true);
      await plantSession(context, shop.origin, customer.token);

      await page.goto(`${shop.origin}/order-summary`);
      const shipping = page.getByRole("group", { name: "Shipping address" });
      await hydrated(page.getByRole("button", { name: "Place Order" }));
      await shipping.getByLabel("Address 1").fill("12 Kept Street");
      await page.getByRole("button", { name: "Place Order" }).click();

      const name = shipping.getByLabel("Name");
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(name).toBeFocused();
      await expect(page.getByText("The name field is required.")).toBeVisible();
      await expect(page.getByText("The city field is required.")).toBeVisible();
      await expect(page.getByText("The country field is required.")).toBeVisible();
      await expect(page.getByText("The zip code field is required.")).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Please correct the highlighted fields." })).toBeVisible();
      await expect(shipping.getByLabel("Address 1")).toHaveValue("12 Kept Street");
      await expect(shipping.getByLabel("Address 1")).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("button", { name: "Place Order" })).toBeEnabled();
      expect(await apiOrders(request, shop.origin, customer.token)).toHaveLength(0);
    });

    test("a double click, and the same request sent twice at once, make one order", async ({
      page,
      context,
      request,
    }) => {
      const customer = await freshCustomer(request, shop.origin);
      const [product] = await orderableProducts(request, shop.origin, 1);
      await serverAdd(request, shop.origin, customer.token, product!.uuid, 1, true);
      await plantSession(context, shop.origin, customer.token);

      await page.goto(`${shop.origin}/order-summary`);
      await hydrated(page.getByRole("button", { name: "Place Order" }));
      await fillAddress(page, "Shipping address", {
        name: "Double Click",
        street: "2 Twice Street",
        city: "Leeds",
        country: "United Kingdom",
      });
      await page.getByRole("button", { name: "Place Order" }).dblclick();
      await expect(page).toHaveURL(/\/order-receipt\?reference=\d+$/, { timeout: 15_000 });
      expect(await apiOrders(request, shop.origin, customer.token)).toHaveLength(1);

      // Two identical requests racing (a retry, a second tab): the second gets the first one's answer.
      await serverAdd(request, shop.origin, customer.token, product!.uuid, 1, true);
      const answers = await page.evaluate(async () => {
        const body = JSON.stringify({
          idempotency_key: "e2e-same-intent-0123456789",
          pay_method: 0,
          shipping_option: 2,
          billing_option: 1,
        });
        const send = () =>
          fetch("/api/checkout/place", { method: "POST", headers: { "content-type": "application/json" }, body }).then(
            (r) => r.json(),
          );
        return Promise.all([send(), send()]);
      });
      expect(answers[0]).toMatchObject({ status: true, next: { kind: "receipt" } });
      expect(answers[1]).toEqual(answers[0]);
      expect(await apiOrders(request, shop.origin, customer.token)).toHaveLength(2);
    });

    test("'Click to Proceed' of a draft places that draft", { tag: "@funnel" }, async ({ page, context, request }) => {
      const customer = await freshCustomer(request, shop.origin);
      const [product] = await orderableProducts(request, shop.origin, 1);
      await serverAdd(request, shop.origin, customer.token, product!.uuid, 1, true);
      const draft = await placeDraftOrder(request, shop.origin, customer);
      await plantSession(context, shop.origin, customer.token);

      await page.goto(`${shop.origin}/shopping-cart`);
      const view = page.getByRole("button", { name: "View Order" }).first();
      await hydrated(view);
      await view.click();
      await page.getByRole("link", { name: "Click to Proceed" }).click();
      await expect(page).toHaveURL(new RegExp(`/order-summary/?\\?order_id=${draft.order_id}$`));
      await expect(page.getByTestId("order-item")).toContainText(product!.item_name);
      await hydrated(page.getByRole("button", { name: "Place Order" }));

      await page
        .getByRole("group", { name: "Shipping address" })
        .getByRole("radio", { name: "Existing address" })
        .check();
      await page.getByRole("button", { name: "Place Order" }).click();
      await expect(page).toHaveURL(`${shop.origin}/order-receipt?reference=${draft.order_id}`, { timeout: 15_000 });
      await expect(page.getByTestId("receipt-number")).toHaveText(draft.order_number);
      const [order] = await apiOrders(request, shop.origin, customer.token);
      expect(order).toMatchObject({ sale_order_id: draft.order_id, sale_order_status: 1 });
    });

    test("unknown, malformed and foreign order ids are not found; a foreign receipt shows nothing of the order", async ({
      page,
      request,
      signIn,
    }) => {
      const owner = await freshCustomer(request, shop.origin);
      const [product] = await orderableProducts(request, shop.origin, 1);
      await serverAdd(request, shop.origin, owner.token, product!.uuid, 1, true);
      const foreign = await placeDraftOrder(request, shop.origin, owner);

      await signIn(shop.origin, "customer");
      for (const query of ["order_id=99999999", "order_id=abc", `order_id=${foreign.order_id}`]) {
        const response = await page.goto(`${shop.origin}/order-summary?${query}`);
        expect(response?.status(), query).toBe(404);
        await expect(page.getByText("Oops! Page not found")).toBeVisible();
      }
      const receipt = await page.goto(`${shop.origin}/order-receipt?reference=${foreign.order_id}`);
      expect(receipt?.status()).toBe(404);
      expect(await page.content()).not.toContain(foreign.order_number);
    });

    test("with nothing finalized the summary says so and leads back to the cart", async ({ page, signIn }) => {
      await signIn(shop.origin, "customer");
      await page.goto(`${shop.origin}/order-summary`);
      await expect(page.getByText("Kindly Select the Items From the Cart")).toBeVisible();
      await page.getByRole("link", { name: "Go to Cart" }).click();
      await expect(page).toHaveURL(`${shop.origin}/shopping-cart`);
    });
  });
}

test("a tampered or malformed place-order request changes nothing", async ({ page, context, request }) => {
  const customer = await freshCustomer(request, SHOP_ONE);
  const [product] = await orderableProducts(request, SHOP_ONE, 1);
  await serverAdd(request, SHOP_ONE, customer.token, product!.uuid, 1, true);
  await plantSession(context, SHOP_ONE, customer.token);
  await page.goto(`${SHOP_ONE}/order-summary`);

  const statuses = await page.evaluate(async () => {
    const post = (body: string) =>
      fetch("/api/checkout/place", { method: "POST", headers: { "content-type": "application/json" }, body }).then(
        (r) => r.status,
      );
    const valid = { idempotency_key: "e2e-tamper-0123456789ab", pay_method: 0, shipping_option: 1, billing_option: 1 };
    const address = { name: "T", country: 1, address1: "1 St", city: "Dubai", zip_code: "1", state: "Dubai" };
    return [
      await post("{not json"),
      await post(
        JSON.stringify({ ...valid, address, total: 0.01, items: [{ product_id: "x", price: 0 }] }).replace(
          "}",
          ',"x":"' + "y".repeat(70_000) + '"}',
        ),
      ),
      await post(JSON.stringify({ ...valid, address: { ...address, zip_code: "9".repeat(500) } })),
      await post(JSON.stringify({ ...valid, address, pay_method: "cash" })),
    ];
  });
  expect(statuses).toEqual([400, 413, 422, 422]);
  expect(await apiOrders(request, SHOP_ONE, customer.token)).toHaveLength(0);
  expect((await serverCart(request, SHOP_ONE, customer.token)).cart).toHaveLength(1);
});
