import * as server from "@/lib/shop-api/schemas";
import { cartLineSchema, cartTotalsSchema, flag, idNum, num, previewOrderSchema, status, text } from "./client-schemas";

/** The browser's zod/mini schemas read what the server's schemas read, the same way. */

function pick<T extends object>(value: T, keys: readonly string[]): Partial<T> {
  return Object.fromEntries(keys.map((k) => [k, (value as Record<string, unknown>)[k]])) as Partial<T>;
}

describe("scalars", () => {
  it.each([
    [12.5, 12.5],
    ["12.50", 12.5],
    [" 7 ", 7],
    ["-3", -3],
  ])("num reads %j as %j, like the server", (input, expected) => {
    expect(num.parse(input)).toBe(expected);
    expect(server.num.parse(input)).toBe(expected);
  });

  it.each(["", "abc", "1e3", "12.", Number.POSITIVE_INFINITY, Number.NaN, null, true])("num refuses %j, like the server", (input) => {
    expect(num.safeParse(input).success).toBe(false);
    expect(server.num.safeParse(input).success).toBe(false);
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
    expect(server.flag.parse(input)).toBe(expected);
  });

  it("idNum takes integers and digit strings only", () => {
    expect(idNum.parse(5)).toBe(5);
    expect(idNum.parse("42")).toBe(42);
    for (const bad of [1.5, "4a", "", null]) {
      expect(idNum.safeParse(bad).success).toBe(false);
      expect(server.idNum.safeParse(bad).success).toBe(false);
    }
  });

  it("text turns null and missing into an empty string", () => {
    expect(text.parse(null)).toBe("");
    expect(text.parse(undefined)).toBe("");
    expect(text.parse("x")).toBe("x");
    expect(text.safeParse(3).success).toBe(false);
  });

  it("status reads booleans and numbers", () => {
    expect(status.parse(true)).toBe(true);
    expect(status.parse(0)).toBe(false);
    expect(status.parse(1)).toBe(true);
    expect(status.safeParse("true").success).toBe(false);
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
  it("reads a server cart line into the same values as the server schema", () => {
    const client = cartLineSchema.parse(CART_LINE);
    const full = server.cartLineSchema.parse(CART_LINE);
    expect(client).toEqual(pick(full, Object.keys(client)));
    expect(client.unknown_field).toBe("kept");
  });

  it("fills defaults for missing optional fields like the server", () => {
    const { discount, disc_amount, line_discount, tax, tax_amount, fk_tax_id, ...required } = CART_LINE;
    void [discount, disc_amount, line_discount, tax, tax_amount, fk_tax_id];
    const client = cartLineSchema.parse(required);
    expect(client).toMatchObject({ discount: null, disc_amount: 0, line_discount: 0, tax: 0, tax_amount: 0, fk_tax_id: null });
    expect(client).toEqual(pick(server.cartLineSchema.parse(required), Object.keys(client)));
  });

  it("refuses a line without a product or with a bad price", () => {
    expect(cartLineSchema.safeParse({ ...CART_LINE, fk_itemUUID: "" }).success).toBe(false);
    expect(cartLineSchema.safeParse({ ...CART_LINE, item_price: "free" }).success).toBe(false);
  });
});

describe("cartTotalsSchema", () => {
  it("reads totals like the server", () => {
    const totals = { sub_total: "10", total_discount: 0, total_tax: "0.48", shipping_charges: 15, total: 25 };
    expect(cartTotalsSchema.parse(totals)).toEqual(server.cartTotalsSchema.parse(totals));
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
    { id: 1, quantity: "3", rate: 10, total_amount: 30, items: { uuid: "u", item_name: "Linen Shirt", product_name: null, item_image: "a.jpg", stock: null } },
  ],
  sub_total: "28.57",
  total_discount: null,
  tax_amount: 1.43,
  shipping_charges: 15,
  total: 45,
  advance_payment_sum_amount: 0,
};

describe("previewOrderSchema", () => {
  it("reads the fields the preview shows as the server schema does", () => {
    const client = previewOrderSchema.parse(ORDER);
    const full = server.saleOrderSchema.parse(ORDER);
    const keys = ["sale_order_id", "order_number", "order_date", "created_at", "sale_order_status", "sub_total", "total_discount", "tax_amount", "shipping_charges", "total"];
    expect(pick(client, keys)).toEqual(pick(full, keys));
    expect(client.tracking).toEqual({ tracking_no: "" });
    expect(client.shipping_address?.shipping_street1).toBe("1 Draft Street");
    const item = client.sale_order_item[0]!;
    const fullItem = full.sale_order_item[0]!;
    expect(pick(item, ["id", "quantity", "total_amount"])).toEqual(pick(fullItem, ["id", "quantity", "total_amount"]));
    expect(pick(item.items, ["item_name", "product_name", "item_image", "stock"])).toEqual(pick(fullItem.items, ["item_name", "product_name", "item_image", "stock"]));
  });

  it("gives no items, no tracking and no address when they are missing", () => {
    const { sale_order_item, tracking, shipping_address, ...bare } = ORDER;
    void [sale_order_item, tracking, shipping_address];
    expect(previewOrderSchema.parse(bare)).toMatchObject({ sale_order_item: [], tracking: null, shipping_address: null });
  });

  it("refuses an order without a total", () => {
    expect(previewOrderSchema.safeParse({ ...ORDER, total: undefined }).success).toBe(false);
  });
});
