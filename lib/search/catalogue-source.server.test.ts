import type { Item } from "@storefront/shop-answers";

jest.mock("server-only", () => ({}));

type Filter = { checked?: number[] };
const listProducts = jest.fn();
const getSiteAttributes = jest.fn();
jest.mock("@/lib/shop-api/products.server", () => ({ listProducts: (...args: unknown[]) => listProducts(...args) }));
jest.mock("@/lib/shop-api/site-attributes.server", () => ({
  getSiteAttributes: (...args: unknown[]) => getSiteAttributes(...args),
}));

const ORIGIN = "http://shop.test";

function item(n: number, categoryId: number, status: 0 | 1 = 1): Item {
  return {
    id: n,
    uuid: `u-${n}`,
    item_name: `Item ${n}`,
    item_image: `p${n}.jpg`,
    sale_price: n,
    status,
    product_type: 0,
    product_detail: "",
    description: "<p>long</p>",
    stock: 1,
    tax: 0,
    fk_tax_id: null,
    item_tax: null,
    list_item: [],
    category_id: categoryId,
  };
}

/** A shop API that lists `items` 12 a page, the option listings from `byOption`. */
function shop(items: Item[], byOption: Record<number, Item[]>) {
  listProducts.mockImplementation(async (_origin: string, filter: Filter, page: number) => {
    const all = filter.checked ? (byOption[filter.checked[0]!] ?? []) : items;
    const lastPage = Math.max(1, Math.ceil(all.length / 12));
    return {
      ok: true,
      data: { data: { current_page: page, last_page: lastPage, data: all.slice((page - 1) * 12, page * 12) } },
    };
  });
}

describe("searchable products", () => {
  let source: typeof import("./catalogue-source.server");
  beforeAll(async () => {
    source = await import("./catalogue-source.server");
  });
  beforeEach(() => {
    listProducts.mockReset();
    getSiteAttributes.mockResolvedValue({
      ok: true,
      data: [
        {
          id: 1,
          heading: "Men Wear",
          inHeader: true,
          options: [
            { id: 11, label: "Shirts" },
            { id: 12, label: "Jackets" },
          ],
        },
        { id: 2, heading: "Color", inHeader: false, options: [{ id: 21, label: "#000000" }] },
      ],
    });
  });

  test("every page of the listing, with category names and header option labels, hidden items left out", async () => {
    const items = Array.from({ length: 30 }, (_, i) => item(i, 1, i === 7 ? 0 : 1));
    shop(items, { 11: [items[0]!, items[25]!], 12: [items[25]!], 21: items });
    const products = (await source.searchableProducts(ORIGIN))!;
    expect(products).toHaveLength(29);
    expect(products.find((p) => p.uuid === "u-7")).toBeUndefined();
    expect(products.find((p) => p.uuid === "u-25")).toMatchObject({
      name: "Item 25",
      category: "Men Wear",
      options: ["Shirts", "Jackets"],
    });
    expect(products.find((p) => p.uuid === "u-1")).toMatchObject({ options: [] });
    expect(products[0]).not.toHaveProperty("description");
    // Colour (not a header group) is never listed for labels.
    expect(listProducts.mock.calls.some(([, filter]) => (filter as Filter).checked?.[0] === 21)).toBe(false);
  });

  test("a shop whose listing fails gives null", async () => {
    listProducts.mockResolvedValue({ ok: false, status: null, reason: "network", body: null });
    expect(await source.searchableProducts(ORIGIN)).toBeNull();
  });
});
