import { orderLine } from "./order-line";

const line = {
  id: 7,
  quantity: 2,
  rate: 50,
  discount: 10,
  discount_type: "%",
  tax_amount: 4.29,
  total_amount: 90,
  items: { uuid: "u-1", item_name: "Linen Shirt", product_name: "Shirt", item_image: "a.jpg|b.jpg", stock: 1 },
};

describe("orderLine", () => {
  test("names an order line's fields in the storefront's words", () => {
    expect(orderLine(line)).toEqual({
      key: "7",
      productId: "u-1",
      name: "Linen Shirt",
      image: "a.jpg|b.jpg",
      quantity: 2,
      rate: 50,
      discount: 10,
      discountType: "%",
      total: 90,
      stock: 1,
    });
  });

  test("a line without an id (the spec names none) is keyed by its position", () => {
    expect(
      [
        { ...line, id: null },
        { ...line, id: null },
      ]
        .map(orderLine)
        .map((l) => l.key),
    ).toEqual(["#0", "#1"]);
  });

  test("a line whose item has no name is named by its product", () => {
    expect(orderLine({ ...line, items: { ...line.items, item_name: "" } }).name).toBe("Shirt");
  });
});
