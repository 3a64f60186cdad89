import { DEFAULT_LISTING_STATE } from "@/lib/listing/query";
import { productTypeListing } from "@/lib/listing/scope";
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

async function outcome(state = DEFAULT_LISTING_STATE): Promise<unknown> {
  const { ListingView } = await import("./listing-view");
  try {
    await ListingView({
      shop,
      listing: productTypeListing(123456789012345),
      state,
      pathname: "/Product/123456789012345",
      canonicalRequest: true,
    });
    return "rendered";
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
