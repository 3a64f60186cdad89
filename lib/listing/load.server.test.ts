import { DEFAULT_LISTING_STATE } from "./query";
import type { ListingRoute } from "./route";
import { productTypeListing } from "./scope";
import { loadListing } from "./load.server";
import type { Shop } from "@/lib/current-shop.server";
import { shopSettings } from "@/lib/shop-settings";

const listProducts = jest.fn();
jest.mock("@/lib/shop-api/products.server", () => ({ listProducts: (...args: unknown[]) => listProducts(...args) }));

const shop: Shop = {
  ...shopSettings(null, null, []),
  origin: "http://localhost:3100",
  theme: null,
  pages: [],
  attributes: [],
};
const refused = {
  ok: false,
  reason: "http",
  status: 422,
  body: { status: false, errors: { product_type: ["The product type must be 0, 1 or 2."] } },
};

/** What Next makes of a thrown notFound() or redirect(): its digest. */
const digestOf = (error: unknown) => String((error as { digest?: unknown } | null)?.digest ?? error);

const route: ListingRoute = {
  shop,
  listing: productTypeListing(123456789012345),
  canonicalPath: "/Product/123456789012345",
  canonicalRequest: true,
  title: "Products",
  description: "Shop products.",
  header: { first: "Products" },
  crumbs: [],
};

async function outcome(state = DEFAULT_LISTING_STATE): Promise<unknown> {
  try {
    return await loadListing(route, state);
  } catch (error) {
    return error;
  }
}

describe("a listing the shop API refuses (422)", () => {
  beforeEach(() => listProducts.mockReset().mockResolvedValue(refused));

  test("is not found: never a page of its own that the cache would keep", async () => {
    expect(digestOf(await outcome())).toBe("NEXT_HTTP_ERROR_FALLBACK;404");
  });

  test("with filters or a page, is sent to the plain listing", async () => {
    for (const state of [
      { ...DEFAULT_LISTING_STATE, page: 7 },
      { ...DEFAULT_LISTING_STATE, checked: [3] },
    ]) {
      expect(digestOf(await outcome(state))).toMatch(/^NEXT_REDIRECT;\w+;\/Product\/123456789012345;30[78];/);
    }
  });

  test("a shop that cannot be reached is an error for the error boundary, not a 404", async () => {
    listProducts.mockResolvedValue({ ok: false, reason: "network", status: null });
    expect(String(await outcome())).toMatch(/could not be loaded/);
  });
});

describe("a listing the shop API lists", () => {
  const item = (uuid: string, status: number) => ({
    uuid,
    item_name: `Item ${uuid}`,
    item_image: "a.png",
    sale_price: 10,
    list_item: [],
    status,
    product_type: 0,
  });
  const listed = {
    ok: true,
    data: {
      data: { data: [item("a", 1), item("b", 0)], current_page: 2, last_page: 3, from: 13, to: 24, total: 30 },
      max_price: 99.5,
      max_discount: 140,
    },
  };
  beforeEach(() => listProducts.mockReset().mockResolvedValue(listed));

  test("loads the shown products, the sliders' ceilings, the tags and the page", async () => {
    const state = { ...DEFAULT_LISTING_STATE, price: { min: 0, max: 50 }, page: 2 };
    const loaded = await loadListing(route, state);
    expect(loaded).toMatchObject({
      state,
      priceCeiling: 100,
      discountCeiling: 100,
      page: { current: 2, last: 3, showing: "Showing 13 to 24 of 30" },
      tags: [{ key: "price", href: "/Product/123456789012345" }],
    });
    expect(loaded.products.map((p) => p.uuid)).toEqual(["a"]);
  });

  test("a page after the last, or another spelling of the path, is sent to the listing's one URL", async () => {
    expect(digestOf(await outcome({ ...DEFAULT_LISTING_STATE, page: 9 }))).toMatch(
      /^NEXT_REDIRECT;\w+;\/Product\/123456789012345\?page=3;30[78];/,
    );
    listProducts.mockResolvedValue(listed);
    const elsewhere = await loadListing({ ...route, canonicalRequest: false }, DEFAULT_LISTING_STATE).catch(digestOf);
    expect(elsewhere).toMatch(/^NEXT_REDIRECT;\w+;\/Product\/123456789012345;30[78];/);
  });
});
