import { productSummary } from "./product-summary";
import type { Item } from "@storefront/shop-answers";

function item(fields: Partial<Item>): Item {
  return {
    id: 1,
    uuid: "u-1",
    item_name: "Linen Shirt",
    item_image: "a.jpg|b.jpg",
    sale_price: 40,
    status: 1,
    product_type: 0,
    product_detail: "",
    description: "",
    stock: 3,
    tax: 5,
    fk_tax_id: null,
    item_tax: null,
    list_item: [],
    category_id: null,
    ...fields,
  };
}

describe("productSummary", () => {
  test("names a catalogue item's fields in the storefront's words", () => {
    expect(productSummary(item({}))).toEqual({
      uuid: "u-1",
      name: "Linen Shirt",
      image: "a.jpg|b.jpg",
      price: 40,
      offer: null,
      visible: true,
      featured: false,
      isNew: false,
    });
  });

  test("the first list_item is the offer", () => {
    const offers = [
      { discount: 15, discount_type: "%", discounted_amount: 34 },
      { discount: 5, discount_type: "amount", discounted_amount: 35 },
    ];
    expect(productSummary(item({ list_item: offers })).offer).toEqual({ type: "%", value: 15 });
  });

  test("status 0 is hidden; product_type 1 is featured and 2 is new", () => {
    expect(productSummary(item({ status: 0 })).visible).toBe(false);
    expect(productSummary(item({ product_type: 1 }))).toMatchObject({ featured: true, isNew: false });
    expect(productSummary(item({ product_type: 2 }))).toMatchObject({ featured: false, isNew: true });
  });
});
