import { isOutOfStock, placedOn, previewQuantity, proceedHref } from "./preview-model";

const item = (quantity: number, stock: number) => ({ quantity, items: { uuid: "u", item_name: "n", product_name: "p", item_image: "", stock } });

describe("order preview display rules", () => {
  it("shows quantities with 2 decimals", () => {
    expect(previewQuantity(3)).toBe("3.00");
  });

  it("flags a draft's line whose stock is below its quantity, only on drafts", () => {
    expect(isOutOfStock({ sale_order_status: 0 }, item(3, 2))).toBe(true);
    expect(isOutOfStock({ sale_order_status: 0 }, item(2, 2))).toBe(false);
    expect(isOutOfStock({ sale_order_status: 1 }, item(3, 0))).toBe(false);
  });

  it("offers Click to Proceed for drafts only, with the spec's path", () => {
    expect(proceedHref({ sale_order_id: 42, sale_order_status: 0 })).toBe("/order-summary/?order_id=42");
    expect(proceedHref({ sale_order_id: 42, sale_order_status: 1 })).toBeNull();
  });

  it("shows the placed-on date as 'ddd, MMM-DD-YYYY', falling back to the creation time", () => {
    expect(placedOn({ order_date: "2026-11-21T10:00:00Z", created_at: "" })).toBe("Sat, Nov-21-2026");
    expect(placedOn({ order_date: "", created_at: "2026-01-05T00:00:00Z" })).toBe("Mon, Jan-05-2026");
  });
});
