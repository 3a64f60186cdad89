import { orderLine } from "@storefront/shop-answers";
import { trackingReceipt } from "./tracking";

const order = {
  number: "SO-2-00005",
  orderDate: "2026-11-20T09:00:00Z",
  createdAt: "2026-11-19T09:00:00Z",
  status: 6,
  totals: { subtotal: 42.5, discount: 0, tax: 0, shipping: 0, total: 42.5 },
  lines: [
    {
      id: 1,
      quantity: 1,
      rate: 30,
      discount: 0,
      discount_type: null,
      tax_amount: 0,
      total_amount: 30,
      items: { uuid: "u-1", item_name: "Linen Shirt", product_name: "Shirt", item_image: "", stock: 1 },
    },
    {
      id: 2,
      quantity: 1,
      rate: 12.5,
      discount: 0,
      discount_type: null,
      tax_amount: 0,
      total_amount: 12.5,
      items: { uuid: "u-2", item_name: "", product_name: "Canvas Tote", item_image: "", stock: 1 },
    },
  ].map(orderLine),
};

describe("trackingReceipt", () => {
  it("shows the date, the number, every item and the total in pounds, whatever the shop's currency", () => {
    expect(trackingReceipt(order)).toMatchObject({
      date: "Fri, Nov-20-2026",
      orderNumber: "SO-2-00005",
      items: [
        { key: "1", name: "Linen Shirt", amount: "£30.00" },
        { key: "2", name: "Canvas Tote", amount: "£12.50" },
      ],
      total: "£42.50",
    });
  });

  it("falls back to the creation date", () => {
    expect(trackingReceipt({ ...order, orderDate: "" }).date).toBe("Thu, Nov-19-2026");
  });

  it.each([
    [1, [true, false, false, false]],
    [6, [true, true, true, false]],
    [3, [true, true, true, true]],
    [7, [true, false, false, false]],
    [8, [true, false, false, false]],
  ])("at status %p the steps Ordered, Shipped, On the way, Delivered read %p", (status, active) => {
    expect(trackingReceipt({ ...order, status }).steps.map((s) => s.active)).toEqual(active);
  });
});
