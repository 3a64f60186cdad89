import { discountPercent, lineAmounts, round2, sumTotals, unitDiscount } from "../src/domain/money";

describe("round2", () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.004, 1],
    [-1.005, -1.01],
    [0.1 + 0.2, 0.3],
    [Number.NaN, 0],
  ])("rounds %p to %p", (input, expected) => expect(round2(input)).toBe(expected));

  it("never answers a negative zero", () => expect(Object.is(round2(-0.001), 0)).toBe(true));
});

describe("unitDiscount", () => {
  it("takes a percent of the price", () => expect(unitDiscount(200, "%", 15)).toBe(30));
  it("rounds a percent to cents", () => expect(unitDiscount(480.5, "%", 15)).toBe(72.08));
  it("takes an amount as is", () => expect(unitDiscount(200, "amount", 20)).toBe(20));
  it("never discounts more than the price", () => {
    expect(unitDiscount(10, "amount", 25)).toBe(10);
    expect(unitDiscount(10, "%", 150)).toBe(10);
  });
  it("is 0 without a type", () => expect(unitDiscount(10, null, 5)).toBe(0));
});

describe("lineAmounts", () => {
  it("applies the spec formula: (price - discount) x qty, tax included", () => {
    // 100 with 10 % off, 3 units, 5 % tax: total 270, tax 270/1.05*0.05 = 12.857… → 12.86
    expect(lineAmounts({ price: 100, quantity: 3, discountType: "%", discountValue: 10, taxRate: 5 })).toEqual({
      unit_discount: 10,
      line_discount: 30,
      total: 270,
      tax_amount: 12.86,
      sub_total: 257.14,
    });
  });

  it("handles an amount discount and a 15 % rate", () => {
    expect(lineAmounts({ price: 200.99, quantity: 1, discountType: "amount", discountValue: 20, taxRate: 15 })).toEqual({
      unit_discount: 20,
      line_discount: 20,
      total: 180.99,
      tax_amount: 23.61,
      sub_total: 157.38,
    });
  });

  it("has no tax at rate 0", () => {
    expect(lineAmounts({ price: 9.99, quantity: 2, discountType: null, discountValue: 0, taxRate: 0 })).toMatchObject({
      total: 19.98,
      tax_amount: 0,
      sub_total: 19.98,
    });
  });
});

describe("sumTotals", () => {
  it("adds line values and the shipping charge", () => {
    const lines = [
      lineAmounts({ price: 100, quantity: 3, discountType: "%", discountValue: 10, taxRate: 5 }),
      lineAmounts({ price: 200.99, quantity: 1, discountType: "amount", discountValue: 20, taxRate: 15 }),
    ];
    expect(sumTotals(lines, 15)).toEqual({
      sub_total: 414.52,
      total_discount: 50,
      total_tax: 36.47,
      shipping_charges: 15,
      total: 465.99,
    });
  });

  it("charges no shipping for an empty cart", () => {
    expect(sumTotals([], 15)).toEqual({ sub_total: 0, total_discount: 0, total_tax: 0, shipping_charges: 0, total: 0 });
  });

  it("does not drift over many lines", () => {
    const line = lineAmounts({ price: 0.1, quantity: 1, discountType: null, discountValue: 0, taxRate: 0 });
    expect(sumTotals(Array.from({ length: 30 }, () => line), 0).total).toBe(3);
  });
});

describe("discountPercent", () => {
  it("expresses an amount discount as a percent of the price", () => expect(discountPercent(80, "amount", 20)).toBe(25));
  it("is the percent itself for a percent discount", () => expect(discountPercent(80, "%", 30)).toBe(30));
});
