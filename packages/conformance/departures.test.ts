import { callOf, specMinimal, type Shape } from "@storefront/spec-contract";
import { SALE_ORDER as ORDER } from "@storefront/shop-answers/fixtures";
import { departuresOf } from "./departures";

/** Answers of the reference API (demo shop one), as sent. */
const PRODUCT = {
  id: 96,
  uuid: "8305f5b0-7cbd-4550-88a7-93fe2b23a7d5",
  item_name: "Coastal Watch II",
  item_image: "shops/1/products/pool-14.jpg",
  sale_price: 462.99,
  status: 1,
  product_type: 1,
  product_detail: "Coastal Watch II from Aurora Outfitters: accessories picked for everyday use. Size L.",
  description: "<h3>Coastal Watch II</h3><p>A dependable watch from our Accessories range.</p>",
  stock: 15,
  tax: 15,
  fk_tax_id: 3,
  item_tax: { tax_id: 3, tax_name: "Luxury 15%", tax_amount: 15 },
  list_item: [],
  category_id: 4,
};

function shapeOf(method: string, path: string): Shape {
  const answer = callOf(method, path)?.answer;
  if (!answer || answer === "not shown") throw new Error(`no answer shape for ${method} ${path}`);
  return answer;
}

const ORDERS = shapeOf("GET", "/api/auth/e-commerce/get/user/orders");
const PRODUCT_DETAIL = shapeOf("GET", "/api/product/8305f5b0-7cbd-4550-88a7-93fe2b23a7d5");

/** An answer with exactly the spec's fields, as a backend built from the spec alone sends it. */
const minimal = <T>(answer: T, shape: Shape) => specMinimal(answer, shape) as T;

describe("where an answer departs from the spec's fields", () => {
  it("finds nothing in an answer with exactly the spec's fields", () => {
    expect(departuresOf(minimal({ data: [ORDER] }, ORDERS), ORDERS)).toEqual({ extra: [], missing: [] });
  });

  it("lists an order line's id as read by the storefront though the spec does not name it, once for every line of every order", () => {
    const order = minimal(ORDER, ORDERS.data!.fields!);
    const withIds = { ...order, sale_order_item: [13, 14].map((id) => ({ ...order.sale_order_item[0], id })) };
    expect(departuresOf({ data: [withIds, withIds] }, ORDERS)).toEqual({
      extra: [{ path: "data[].sale_order_item[].id", own: true }],
      missing: [],
    });
  });

  it("tells fields the storefront reads from fields it does not know, and does not walk into them", () => {
    const found = departuresOf({ data: [ORDER], meta: { page: 1 } }, ORDERS);
    expect(found.extra).toEqual(
      expect.arrayContaining([
        { path: "data[].sale_order_item[].id", own: true },
        { path: "data[].sale_order_item[].line_discount", own: false },
        { path: "data[].shipping_address.shipping_country.country_id", own: true },
        { path: "data[].cancel_message", own: true },
        { path: "meta", own: false },
      ]),
    );
    expect(found.extra.map((e) => e.path)).not.toContain("meta.page");
    expect(found.missing).toEqual([]);
  });

  it("lists a product without stock as missing a spec field, in the product and in each variant", () => {
    const { stock, ...withoutStock } = minimal(PRODUCT, PRODUCT_DETAIL.product!.fields!);
    expect(stock).toBe(15);
    expect(
      departuresOf({ status: true, product: withoutStock, variant: [withoutStock], attributes: [] }, PRODUCT_DETAIL),
    ).toEqual({
      extra: [],
      missing: ["product.stock", "variant[].stock"],
    });
  });

  it("accepts either of the spec's two spellings of an order's date", () => {
    const { created_at, ...order } = minimal(ORDER, ORDERS.data!.fields!);
    expect(departuresOf({ data: [{ ...order, order_date: created_at }] }, ORDERS)).toEqual({ extra: [], missing: [] });
    expect(departuresOf({ data: [order] }, ORDERS).missing).toEqual(["data[].created_at"]);
  });

  it("reads nothing into an answer that is not a JSON object", () => {
    expect(departuresOf("<html>Bad gateway</html>", ORDERS)).toEqual({ extra: [], missing: [] });
  });
});
