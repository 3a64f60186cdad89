import { buildProductIndex, type SearchProduct } from "./product-index";

function product(uuid: string, name: string, category = "", options: string[] = []): SearchProduct {
  return {
    uuid,
    name,
    image: "",
    price: 10,
    offer: null,
    visible: true,
    featured: false,
    isNew: false,
    category,
    options,
  };
}

const index = buildProductIndex([
  product("a", "Linen Shirt", "Men Wear", ["Shirts"]),
  product("b", "Desert Jacket", "Men Wear", ["Jackets"]),
  product("c", "Crème Cardigan", "Women Wear", ["Cardigans"]),
  product("d", "Harbour Lantern", "Outdoor Gear", ["Lanterns"]),
  product("e", "Lantern", "Outdoor Gear", ["Lanterns"]),
  product("f", "Lantern Hook Set", "Outdoor Gear", []),
]);
const uuids = (query: string) => index.search(query).map((p) => p.uuid);

describe("product index", () => {
  test("a word is found from its first letters", () => {
    expect(uuids("jack")).toEqual(["b"]);
    expect(uuids("lin")).toEqual(["a"]);
  });

  test("one typo is forgiven", () => {
    expect(uuids("jakcet")).toEqual([]); // two edits
    expect(uuids("jaket")).toEqual(["b"]);
    expect(uuids("desrt")).toEqual(["b"]);
  });

  test("case and accents do not matter, either way round", () => {
    expect(uuids("CREME")).toEqual(["c"]);
    expect(uuids("crème")).toEqual(["c"]);
    expect(uuids("LINEN shirt")).toEqual(["a"]);
  });

  test("category names and option labels are searched too", () => {
    expect(uuids("women")).toEqual(["c"]);
    expect(uuids("cardigans")).toEqual(["c"]);
  });

  test("every word of a query must match", () => {
    expect(uuids("linen jacket")).toEqual([]);
    expect(uuids("desert jacket")).toEqual(["b"]);
  });

  test("a product whose whole name is the query comes first", () => {
    const found = uuids("lantern");
    expect(found[0]).toBe("e");
    expect(found.sort()).toEqual(["d", "e", "f"]);
  });

  test("nothing matches nonsense", () => {
    expect(uuids("zzqxv")).toEqual([]);
    expect(index.size).toBe(6);
  });

  test("a repeated word finds what the word finds", () => {
    expect(uuids(Array(50).fill("lantern").join(" ")).sort()).toEqual(["d", "e", "f"]);
    expect(uuids("shirt SHIRT linen shirt")).toEqual(["a"]);
  });

  test("a one-letter word matches as a prefix only when it is the last (the word being typed)", () => {
    expect(uuids("d")).toEqual(["b"]);
    expect(uuids("jacket d")).toEqual(["b"]);
    expect(uuids("d jacket")).toEqual([]);
  });

  test("words beyond the first six are not searched", () => {
    expect(uuids("linen shirts men wear linnen weer zzqxv")).toEqual(["a"]);
    expect(uuids("zzqxv linen shirts men wear linnen weer")).toEqual([]);
  });
});
