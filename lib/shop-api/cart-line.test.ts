import { cartProductFromItem, lineFromServer } from "./cart-line";
import type { CartLine, Item } from "@storefront/shop-answers";

const SHIRT_UUID = "11111111-1111-4111-8111-111111111111";

describe("cartProductFromItem", () => {
  const item: Item = {
    id: 12,
    uuid: "33333333-3333-4333-8333-333333333333",
    item_name: "Lamp",
    item_image: "a.jpg|b.jpg",
    sale_price: 40,
    status: 1,
    product_type: 0,
    product_detail: "",
    description: "",
    stock: 4,
    tax: 5,
    fk_tax_id: 3,
    item_tax: { tax_id: 3, tax_name: "VAT", tax_amount: 5 },
    list_item: [{ discount: 10, discount_type: "%", discounted_amount: 36 }],
    category_id: 1,
  };

  it("takes the discount from list_item[0]", () => {
    expect(cartProductFromItem(item)).toEqual({
      product_id: item.uuid,
      name: "Lamp",
      price: 40,
      thumb_nail: "a.jpg|b.jpg",
      stock: 4,
      discount: "%",
      disc_amount: 10,
      tax: 5,
      tax_id: 3,
    });
  });

  it("has no discount when list_item is empty or its value is 0", () => {
    expect(cartProductFromItem({ ...item, list_item: [] })).toMatchObject({ discount: null, disc_amount: 0 });
    expect(
      cartProductFromItem({ ...item, list_item: [{ discount: 0, discount_type: "%", discounted_amount: 40 }] }),
    ).toMatchObject({
      discount: null,
    });
  });

  it("treats any type other than '%' as an amount", () => {
    expect(
      cartProductFromItem({ ...item, list_item: [{ discount: 4, discount_type: "fixed", discounted_amount: 36 }] }),
    ).toMatchObject({
      discount: "amount",
      disc_amount: 4,
    });
  });
});

describe("lineFromServer", () => {
  it("keeps the server's figures and id", () => {
    const server: CartLine = {
      cart_id: 9,
      fk_itemUUID: SHIRT_UUID,
      item_name: "Blue Shirt",
      item_price: 19.99,
      item_image: "p.jpg",
      stock: 3,
      item_quantity: 2,
      finalize: 1,
      discount: "%",
      disc_amount: 15,
      line_discount: 6,
      tax: 7.5,
      tax_amount: 2.37,
      fk_tax_id: 2,
      stripe_tax_id: null,
      sub_total: 31.61,
      total: 33.98,
    };
    expect(lineFromServer(server)).toEqual({
      id: 9,
      product_id: SHIRT_UUID,
      name: "Blue Shirt",
      price: 19.99,
      thumb_nail: "p.jpg",
      stock: 3,
      discount: "%",
      disc_amount: 15,
      tax: 7.5,
      tax_id: 2,
      quantity: 2,
      finalize: true,
      tax_amount: 2.37,
      sub_total: 31.61,
      total: 33.98,
      line_discount: 6,
    });
  });
});
