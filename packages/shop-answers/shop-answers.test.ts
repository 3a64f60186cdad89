import { flag, idNum, num, shopAnswers, statusMessageSchema, text } from "./shop-answers";

const { cartLineSchema, saleOrderSchema } = shopAnswers({ image: (value) => value });

// The browser reads these parsed answers as they are (lib/cart/remote.ts, lib/bff/orders.client.ts), so the
// server's schemas are where loose upstream scalars become plain numbers, flags and strings.

describe("scalars", () => {
  it.each([
    [12.5, 12.5],
    ["12.50", 12.5],
    [" 7 ", 7],
    ["-3", -3],
  ])("num reads %j as %j", (input, expected) => {
    expect(num.parse(input)).toBe(expected);
  });

  it.each(["", "abc", "1e3", "12.", Number.POSITIVE_INFINITY, Number.NaN, null, true])("num refuses %j", (input) => {
    expect(num.safeParse(input).success).toBe(false);
  });

  it.each([
    [1, 1],
    [0, 0],
    [true, 1],
    [false, 0],
    ["1", 1],
    ["0", 0],
    ["yes", 0],
  ])("flag reads %j as %j", (input, expected) => {
    expect(flag.parse(input)).toBe(expected);
  });

  it("idNum takes integers and digit strings only", () => {
    expect(idNum.parse(5)).toBe(5);
    expect(idNum.parse("42")).toBe(42);
    for (const bad of [1.5, "4a", "", null]) expect(idNum.safeParse(bad).success).toBe(false);
  });

  it("text turns null and missing into an empty string", () => {
    expect(text.parse(null)).toBe("");
    expect(text.parse(undefined)).toBe("");
    expect(text.parse("x")).toBe("x");
    expect(text.safeParse(3).success).toBe(false);
  });

  it("the status envelope reads booleans and numbers as a boolean", () => {
    expect(statusMessageSchema.parse({ status: true }).status).toBe(true);
    expect(statusMessageSchema.parse({ status: 0 }).status).toBe(false);
    expect(statusMessageSchema.parse({ status: 1 }).status).toBe(true);
    expect(statusMessageSchema.safeParse({ status: "true" }).success).toBe(false);
  });
});

const CART_LINE = {
  cart_id: "31",
  fk_itemUUID: "3f1c-uuid",
  item_name: "Linen Shirt",
  item_price: "49.90",
  item_image: null,
  stock: 4,
  item_quantity: "2",
  finalize: true,
  discount: "%",
  disc_amount: "10",
  line_discount: 9.98,
  tax: 5,
  tax_amount: "4.28",
  fk_tax_id: null,
  stripe_tax_id: "txr_1",
  sub_total: 85.54,
  total: "89.82",
  unknown_field: "kept",
};

describe("cartLineSchema", () => {
  it("reads a cart line into plain numbers and flags", () => {
    expect(cartLineSchema.parse(CART_LINE)).toMatchObject({
      cart_id: 31,
      item_price: 49.9,
      item_image: "",
      item_quantity: 2,
      finalize: 1,
      disc_amount: 10,
      tax_amount: 4.28,
      total: 89.82,
      unknown_field: "kept",
    });
  });

  it("fills defaults for missing optional fields", () => {
    const { discount, disc_amount, line_discount, tax, tax_amount, fk_tax_id, ...required } = CART_LINE;
    void [discount, disc_amount, line_discount, tax, tax_amount, fk_tax_id];
    expect(cartLineSchema.parse(required)).toMatchObject({
      discount: null,
      disc_amount: 0,
      line_discount: 0,
      tax: 0,
      tax_amount: 0,
      fk_tax_id: null,
    });
  });

  it("refuses a line without a product or with a bad price", () => {
    expect(cartLineSchema.safeParse({ ...CART_LINE, fk_itemUUID: "" }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...CART_LINE, item_price: "free" }).success).toBe(false);
  });
});

const ORDER = {
  sale_order_id: 7,
  order_number: "SO-1-00007",
  order_date: "2026-11-21T10:00:00Z",
  created_at: null,
  sale_order_status: "0",
  shipment_date: null,
  tracking: { tracking_no: null },
  shipping_address: { shipping_street1: "1 Draft Street", shipping_city: "Dubai" },
  sale_order_item: [
    {
      id: 1,
      quantity: "3",
      rate: 10,
      total_amount: 30,
      items: { uuid: "u", item_name: "Linen Shirt", product_name: null, item_image: "a.jpg", stock: null },
    },
  ],
  sub_total: "28.57",
  total_discount: null,
  tax_amount: 1.43,
  shipping_charges: 15,
  total: 45,
  advance_payment_sum_amount: 0,
};

describe("saleOrderSchema", () => {
  it("reads the fields the order preview shows", () => {
    const order = saleOrderSchema.parse(ORDER);
    expect(order).toMatchObject({
      id: 7,
      number: "SO-1-00007",
      createdAt: "",
      status: 0,
      totals: { subtotal: 28.57, discount: 0, total: 45 },
    });
    expect(order.trackingNumber).toBe("");
    expect(order.shippingAddress?.shipping_street1).toBe("1 Draft Street");
    expect(order.lines[0]).toMatchObject({
      key: "1",
      productId: "u",
      quantity: 3,
      total: 30,
      name: "Linen Shirt",
      stock: 0,
    });
  });

  it("reads a line's missing names as empty", () => {
    const [line] = ORDER.sale_order_item;
    const unnamed = { ...line, items: { ...line!.items, item_name: null, product_name: null } };
    expect(saleOrderSchema.parse({ ...ORDER, sale_order_item: [unnamed] }).lines[0]?.name).toBe("");
  });

  it("gives no items, no tracking and no address when they are missing", () => {
    const { sale_order_item, tracking, shipping_address, ...bare } = ORDER;
    void [sale_order_item, tracking, shipping_address];
    expect(saleOrderSchema.parse(bare)).toMatchObject({ lines: [], trackingNumber: "", shippingAddress: null });
  });

  it("refuses an order without a total", () => {
    expect(saleOrderSchema.safeParse({ ...ORDER, total: undefined }).success).toBe(false);
  });
});

describe("image fields", () => {
  it("are read with the reader's image rule", () => {
    const { cartLineSchema: lineSchema } = shopAnswers({ image: (value) => value.toUpperCase() });
    expect(lineSchema.parse({ ...CART_LINE, item_image: "a.jpg" }).item_image).toBe("A.JPG");
  });
});
