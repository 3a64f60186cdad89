import { isOutOfStock, previewQuantity, proceedHref } from "./preview-model";

const line = (quantity: number, stock: number) => ({ quantity, stock });

describe("order preview display rules", () => {
  it("shows quantities with 2 decimals", () => {
    expect(previewQuantity(3)).toBe("3.00");
  });

  it("flags a draft's line whose stock is below its quantity, only on drafts", () => {
    expect(isOutOfStock({ status: 0 }, line(3, 2))).toBe(true);
    expect(isOutOfStock({ status: 0 }, line(2, 2))).toBe(false);
    expect(isOutOfStock({ status: 1 }, line(3, 0))).toBe(false);
  });

  it("offers Click to Proceed for drafts only, with the spec's path", () => {
    expect(proceedHref({ id: 42, status: 0 })).toBe("/order-summary/?order_id=42");
    expect(proceedHref({ id: 42, status: 1 })).toBeNull();
  });
});
