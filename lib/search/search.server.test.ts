import type { SearchProduct } from "./product-index";

jest.mock("server-only", () => ({}));

const catalogues = new Map<string, SearchProduct[] | null>();
const source = jest.fn(async (origin: string) => catalogues.get(origin) ?? null);
jest.mock("./catalogue-source.server", () => ({ searchableProducts: (origin: string) => source(origin) }));

function product(uuid: string, name: string): SearchProduct {
  return {
    uuid,
    name,
    image: "",
    price: 1,
    offer: null,
    visible: true,
    featured: false,
    isNew: false,
    category: "",
    options: [],
  };
}

const SHOP_A = "http://shop-a.test";
const SHOP_B = "http://shop-b.test";

describe("searching a shop", () => {
  let search: typeof import("./search.server");
  beforeEach(async () => {
    jest.resetModules();
    (await import("@/lib/rate-limit.server")).resetLimits();
    source.mockClear();
    catalogues.set(SHOP_A, [product("a1", "Oak Lamp"), product("a2", "Oak Frame")]);
    catalogues.set(SHOP_B, [product("b1", "Oak Lantern")]);
    search = await import("./search.server");
  });

  test("each shop searches only its own products", async () => {
    expect(await search.searchProducts(SHOP_A, "oak")).toEqual({
      ok: true,
      query: "oak",
      products: catalogues.get(SHOP_A),
    });
    const b = await search.searchProducts(SHOP_B, "oak");
    expect(b.ok && b.products.map((p) => p.uuid)).toEqual(["b1"]);
  });

  test("the index is built once and then reused", async () => {
    await search.searchProducts(SHOP_A, "oak");
    await search.searchProducts(SHOP_A, "lamp");
    expect(source).toHaveBeenCalledTimes(1);
  });

  test("queries that cannot match answer empty without building an index", async () => {
    for (const raw of ["", "   ", "!!!", "x".repeat(101), undefined]) {
      expect(await search.searchProducts(SHOP_A, raw)).toEqual({ ok: true, query: null, products: [] });
    }
    expect(source).not.toHaveBeenCalled();
  });

  test("a shop that cannot be listed is reported, and tried again on the next search", async () => {
    catalogues.set(SHOP_A, null);
    expect(await search.searchProducts(SHOP_A, "oak")).toEqual({ ok: false });
    catalogues.set(SHOP_A, [product("a1", "Oak Lamp")]);
    const again = await search.searchProducts(SHOP_A, "oak");
    expect(again.ok && again.products.map((p) => p.uuid)).toEqual(["a1"]);
  });

  test("after the catalogue window a changed catalogue is indexed anew", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(1_000_000);
    await search.searchProducts(SHOP_A, "oak");
    catalogues.set(SHOP_A, [product("a3", "Oak Vase")]);
    now.mockReturnValue(1_000_000 + 31_000);
    await search.searchProducts(SHOP_A, "oak"); // the stale index answers while the new one is built
    const fresh = await search.searchProducts(SHOP_A, "vase");
    expect(fresh.ok && fresh.products.map((p) => p.uuid)).toEqual(["a3"]);
    now.mockRestore();
  });

  test("at most 50 shops are held: the least recently searched is dropped and built again when next searched", async () => {
    const shops = Array.from({ length: 51 }, (_, i) => `http://shop-${i}.test`);
    for (const origin of shops) catalogues.set(origin, [product(`${origin}-1`, "Oak Lamp")]);
    for (const origin of shops.slice(0, 50)) await search.searchProducts(origin, "oak");
    await search.searchProducts(shops[0]!, "oak"); // now the most recent
    await search.searchProducts(shops[50]!, "oak"); // drops shops[1]
    source.mockClear();
    await search.searchProducts(shops[0]!, "oak");
    expect(source).not.toHaveBeenCalled();
    await search.searchProducts(shops[1]!, "oak");
    expect(source).toHaveBeenCalledWith(shops[1]);
  });

  test("the indexes count against the server's memory budget, which leaves the page cache the rest", async () => {
    const { heldElsewhere } = await import("@/lib/page-cache/memory-budget.mjs");
    await search.searchProducts(SHOP_A, "oak");
    await search.searchProducts(SHOP_B, "oak");
    expect(heldElsewhere()).toBe(3 * search.INDEX_BYTES_PER_PRODUCT);
  });
});

describe("searching within a small memory budget", () => {
  afterEach(() => {
    delete process.env.SERVER_CACHE_MAX_MB;
  });

  test("the indexes take at most a quarter of SERVER_CACHE_MAX_MB: beyond it the least recently searched go", async () => {
    jest.resetModules();
    process.env.SERVER_CACHE_MAX_MB = "1"; // a quarter: 262,144 bytes, 163 products
    const search = await import("./search.server");
    const { heldElsewhere } = await import("@/lib/page-cache/memory-budget.mjs");
    const shops = ["http://big-1.test", "http://big-2.test"];
    for (const origin of shops)
      catalogues.set(
        origin,
        Array.from({ length: 100 }, (_, i) => product(`${origin}-${i}`, `Oak Lamp ${i}`)),
      );
    await search.searchProducts(shops[0]!, "oak");
    await search.searchProducts(shops[1]!, "oak");
    expect(heldElsewhere()).toBe(100 * search.INDEX_BYTES_PER_PRODUCT);
    source.mockClear();
    await search.searchProducts(shops[0]!, "oak");
    expect(source).toHaveBeenCalledWith(shops[0]);
  });
});
