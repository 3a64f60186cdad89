import type { APIRequestContext } from "@playwright/test";
import { formatMoney as money } from "@storefront/cart-math";
import { hydrated } from "./cart-support";
import { catalogueApi, finalPrice, type ApiItem } from "./catalogue-api";
import { SHOP_ONE } from "./env";
import { expect, test } from "./fixtures";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const MIN_MESSAGE = "The Item quantity must be greater then 1";
const stockMessage = (name: string) => `This ${name} is not be greater than availability of the stock`;

/** A visible product of shop 1 that satisfies `accept`, found through the shop API. */
async function findProduct(
  request: APIRequestContext,
  accept: (item: ApiItem) => boolean | Promise<boolean>,
): Promise<ApiItem> {
  for (const item of await catalogueApi(request, SHOP_ONE).latest()) {
    if (item.status === 1 && (await accept(item))) return item;
  }
  throw new Error("the seed has no such product");
}

test("the product page shows the product, its price and its stock", { tag: "@funnel" }, async ({ page, request }) => {
  const api = catalogueApi(request, SHOP_ONE);
  const item = await findProduct(request, (i) => i.list_item.length > 0 && i.stock > 0);
  const symbol = (await api.theme()).company.get_currency.symbol;

  await page.goto(`/product/${item.uuid}`);
  await expect(page.getByRole("heading", { level: 2, name: item.item_name })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(item.item_name);
  await expect(
    page
      .locator("main")
      .getByText(money(finalPrice(item), symbol), { exact: true })
      .first(),
  ).toBeVisible();
  await expect(page.locator("main del").first()).toContainText(money(item.sale_price, symbol));
  await expect(page.getByText(`${item.stock} available`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Quick Overview" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.__pixelEvents?.filter((e) => e.event === "ViewContent").map((e) => e.params.content_ids),
      ),
    )
    .toEqual([[item.uuid]]);
});

test("the quantity box starts at 1, never goes below 1 and is capped at the stock", async ({ page, request }) => {
  const item = await findProduct(request, (i) => i.stock >= 1 && i.stock <= 5);
  await page.goto(`/product/${item.uuid}`);
  const quantity = page.getByRole("textbox", { name: "Quantity" });
  await expect(quantity).toHaveValue("1");

  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(quantity).toHaveValue("1");
  await expect(page.getByText(MIN_MESSAGE)).toBeVisible();

  const plus = page.getByRole("button", { name: "Increase quantity" });
  for (let i = 0; i < item.stock + 2; i++) await plus.click();
  await expect(quantity).toHaveValue(String(item.stock));
  await expect(page.getByText(stockMessage(item.item_name))).toBeVisible();

  await quantity.fill("99");
  await quantity.press("Enter");
  await expect(quantity).toHaveValue(String(item.stock));
});

test("choosing a variant loads that variant", async ({ page, request }) => {
  const api = catalogueApi(request, SHOP_ONE);
  let variants: ApiItem[] = [];
  const item = await findProduct(request, async (i) => {
    variants = (await api.product(i.uuid)).variant;
    return variants.length > 1;
  });
  const other = variants.find((v) => v.uuid !== item.uuid)!;

  await page.goto(`/product/${item.uuid}`);
  const thumbnails = page.getByRole("navigation", { name: "Variants" });
  await expect(thumbnails.getByRole("link")).toHaveCount(variants.length);
  await expect(thumbnails.locator('[aria-current="page"]')).toHaveAttribute("href", `/product/${item.uuid}`);
  await thumbnails.locator(`a[href="/product/${other.uuid}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/product/${other.uuid}$`));
  await expect(page.getByRole("heading", { level: 2, name: other.item_name })).toBeVisible();
  await expect(page.getByText(`${other.stock} available`)).toBeVisible();
  await expect(thumbnails.locator('[aria-current="page"]')).toHaveAttribute("href", `/product/${other.uuid}`);
});

test(
  "add to cart adds the chosen quantity; adding a related product resets the quantity to 1",
  { tag: "@funnel" },
  async ({ page, request }) => {
    const api = catalogueApi(request, SHOP_ONE);
    let related: ApiItem[] = [];
    const item = await findProduct(request, async (i) => {
      related = (await api.related(i.uuid)).filter((r) => r.status === 1 && r.stock > 0);
      return i.stock >= 2 && related.length > 0;
    });
    const all = (await api.related(item.uuid)).filter((r) => r.status === 1 && r.uuid !== item.uuid);

    await page.goto(`/product/${item.uuid}`);
    const region = page.getByRole("region", { name: "Related Product" });
    await expect(region.locator(".swiper-slide")).toHaveCount(all.length);
    await expect(region.getByText("NEW", { exact: true })).toHaveCount(all.filter((r) => r.product_type === 2).length);

    const quantity = page.getByRole("textbox", { name: "Quantity" });
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("2");
    await page.getByRole("button", { name: "add to cart", exact: true }).click();
    await expect(page.getByText(`${item.item_name} is Add to cart`)).toBeVisible();

    const first = related[0]!;
    await page.getByRole("button", { name: "Increase quantity" }).click();
    // Each related button is named after its product for screen readers ("add to cart: {name}").
    await region.getByRole("button", { name: new RegExp(`^add to cart\\W+${escapeRegExp(first.item_name)}$`) }).click();
    await expect(quantity).toHaveValue("1");
    await expect(page.getByText(`${first.item_name} is Add to cart`)).toBeVisible();
  },
);

test("a hidden or unknown product answers 404 with the not-found page", async ({ page, request }) => {
  const hidden = (await catalogueApi(request, SHOP_ONE).latest()).find((i) => i.status === 0)!;
  for (const uuid of [hidden.uuid, "no-such-product"]) {
    expect((await request.get(`/product/${uuid}`)).status()).toBe(404);
  }
  const response = await page.goto(`/product/${hidden.uuid}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the toast of an add to cart leaves the header's controls free, ${viewport.width} px wide`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const item = await findProduct(request, (i) => i.stock >= 1);
    await page.goto(`/product/${item.uuid}`);
    const add = page.getByRole("button", { name: "add to cart", exact: true });
    await hydrated(add);
    await add.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: `${item.item_name} is Add to cart` });
    await expect(toast).toBeVisible();
    const banner = page.getByRole("banner");
    const controls = [
      banner.getByRole("link", { name: /^Wishlist/ }),
      banner.getByRole("link", { name: "login/register" }),
      banner.getByRole("button", { name: /^Cart/ }),
    ];
    // Where the toast comes to rest once it has slid in.
    let toastBox = (await toast.boundingBox())!;
    await expect
      .poll(async () => {
        const [before, now] = [toastBox, (toastBox = (await toast.boundingBox())!)];
        return now.y === before.y;
      })
      .toBe(true);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      const apart =
        box.y + box.height <= toastBox.y ||
        toastBox.y + toastBox.height <= box.y ||
        box.x + box.width <= toastBox.x ||
        toastBox.x + toastBox.width <= box.x;
      expect(apart, `${JSON.stringify(box)} is clear of the toast's ${JSON.stringify(toastBox)}`).toBe(true);
    }
    // The next thing a shopper does: the cart, while the toast still shows.
    await controls[2]!.click({ timeout: 3000 });
    await expect(page.getByRole("region", { name: "Cart", exact: true })).toBeVisible();
    await expect(controls[2]!).toHaveAttribute("aria-expanded", "true");
    await expect(toast).toBeVisible();
  });
}
