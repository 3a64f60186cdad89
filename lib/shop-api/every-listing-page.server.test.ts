import type { Item } from "@storefront/shop-answers";

jest.mock("server-only", () => ({}));

const listProducts = jest.fn();
jest.mock("./products.server", () => ({ listProducts: (...args: unknown[]) => listProducts(...args) }));

const ORIGIN = "http://shop.test";

function item(n: number, status: 0 | 1 = 1): Item {
  return { uuid: `u-${n}`, status } as Item;
}

/** A listing of `pages` pages of 12 items; `failures` answers a page with the given failure instead. */
function listing(pages: number, failures: Record<number, { status: number | null; reason: string }> = {}) {
  let inFlight = 0;
  let mostInFlight = 0;
  listProducts.mockImplementation(async (_origin: string, _filter: unknown, page: number) => {
    mostInFlight = Math.max(mostInFlight, ++inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    inFlight--;
    const failure = failures[page];
    if (failure) return { ok: false, body: null, ...failure };
    const items = Array.from({ length: 12 }, (_, i) => item(page * 100 + i, i === 0 ? 0 : 1));
    return { ok: true, data: { data: { current_page: page, last_page: pages, data: items } } };
  });
  return { mostInFlight: () => mostInFlight };
}

describe("every listing page", () => {
  let everyListingPage: typeof import("./every-listing-page.server").everyListingPage;
  beforeAll(async () => {
    ({ everyListingPage } = await import("./every-listing-page.server"));
  });
  beforeEach(() => listProducts.mockReset());

  test("reads up to maxPages pages, a bounded number at once, and keeps the visible items only", async () => {
    const shop = listing(30);
    const items = (await everyListingPage(ORIGIN, { checked: [3] }, 20))!;
    expect(listProducts.mock.calls.map(([, , page]) => page)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(listProducts.mock.calls.every(([, filter]) => (filter as { checked: number[] }).checked[0] === 3)).toBe(
      true,
    );
    expect(shop.mostInFlight()).toBe(6);
    expect(items).toHaveLength(20 * 11);
    expect(items.every((found) => found.status === 1)).toBe(true);
  });

  test("a page that failed upstream gives null: a partial list is never taken for the whole", async () => {
    listing(8, { 7: { status: 502, reason: "http" } });
    expect(await everyListingPage(ORIGIN, {}, 40)).toBeNull();
    listing(8, { 1: { status: null, reason: "network" } });
    expect(await everyListingPage(ORIGIN, {}, 40)).toBeNull();
  });

  test("a page the shop refuses lists nothing, and a refused first page gives an empty list", async () => {
    listing(3, { 2: { status: 404, reason: "http" } });
    expect((await everyListingPage(ORIGIN, {}, 40))!.map((found) => found.uuid)).not.toContain("u-201");
    expect(await everyListingPage(ORIGIN, {}, 40)).toHaveLength(2 * 11);
    listing(3, { 1: { status: 422, reason: "http" } });
    expect(await everyListingPage(ORIGIN, {}, 40)).toEqual([]);
  });
});
