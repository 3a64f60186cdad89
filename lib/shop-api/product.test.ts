import type { Item } from "@storefront/shop-answers";
import { productFromItem } from "./product";

const item: Item = {
  uuid: "u-1",
  item_name: "Linen Shirt",
  item_image: "a.jpg",
  sale_price: 40,
  status: 1,
  product_type: 0,
  product_detail: "Light and cool.",
  description: "<p>Woven linen.</p>",
  stock: 2.5,
  tax: 5,
  fk_tax_id: null,
  item_tax: null,
  list_item: [],
  category_id: 4,
};

describe("productFromItem", () => {
  test("names what the product page shows in the storefront's words", () => {
    expect(productFromItem(item)).toMatchObject({
      summary: { uuid: "u-1", name: "Linen Shirt", image: "a.jpg", price: 40, visible: true },
      overview: "Light and cool.",
      description: "<p>Woven linen.</p>",
      categoryId: 4,
      stock: 2.5,
    });
  });

  test("gives the cart's view of it, counting whole units of stock", () => {
    expect(productFromItem(item).cartProduct).toMatchObject({ product_id: "u-1", name: "Linen Shirt", stock: 2 });
  });

  test("a hidden item is not visible", () => {
    expect(productFromItem({ ...item, status: 0 }).summary.visible).toBe(false);
  });
});
