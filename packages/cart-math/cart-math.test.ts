import { cartTotals, formatMoney, lineAmounts, round2, unitDiscount } from "./cart-math";

/** Exact integer half-up division, the oracle for the floating-point code. */
function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

describe("round2", () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.015, 1.02],
    [0.125, 0.13],
    [8.345, 8.35],
    [1.0049, 1],
    [0.1 + 0.2, 0.3],
    [1234567.895, 1234567.9],
    [-1.005, -1.01],
    [-2.675, -2.68],
  ])("rounds %p half away from zero to %p", (input, expected) => {
    expect(round2(input)).toBe(expected);
  });

  it("never answers a negative zero or NaN", () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
    expect(round2(Number.NaN)).toBe(0);
    expect(round2(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("agrees with exact decimal rounding for every thousandth from 0 to 50", () => {
    const wrong: number[] = [];
    for (let thousandths = 0; thousandths <= 50_000; thousandths += 1) {
      if (round2(thousandths / 1000) !== divRoundHalfUp(thousandths, 10) / 100) wrong.push(thousandths / 1000);
    }
    expect(wrong).toEqual([]);
  });
});

describe("unitDiscount", () => {
  it("takes a percentage of the price for '%'", () => {
    expect(unitDiscount(200, "%", 10)).toBe(20);
    expect(unitDiscount(19.99, "%", 15)).toBe(3); // 2.9985
  });

  it("rounds a percentage landing on the half cent away from zero", () => {
    expect(unitDiscount(2.01, "%", 50)).toBe(1.01); // 1.005
    expect(unitDiscount(5.35, "%", 50)).toBe(2.68); // 2.675
  });

  it("treats any other type as a fixed amount", () => {
    expect(unitDiscount(100, "amount", 12.5)).toBe(12.5);
    expect(unitDiscount(100, "flat", 3)).toBe(3);
  });

  it("gives no discount without a type or with a non-positive value", () => {
    expect(unitDiscount(100, null, 10)).toBe(0);
    expect(unitDiscount(100, undefined, 10)).toBe(0);
    expect(unitDiscount(100, "%", 0)).toBe(0);
    expect(unitDiscount(100, "amount", -5)).toBe(0);
  });

  it("never discounts more than the price", () => {
    expect(unitDiscount(10, "amount", 15)).toBe(10);
    expect(unitDiscount(10, "%", 150)).toBe(10);
  });

  it("matches exact percentage arithmetic for many prices and rates", () => {
    const wrong: string[] = [];
    for (let priceCents = 1; priceCents <= 3000; priceCents += 7) {
      for (const tenths of [25, 50, 75, 100, 125, 333, 500]) {
        const expected = divRoundHalfUp(priceCents * tenths, 1000) / 100;
        if (unitDiscount(priceCents / 100, "%", tenths / 10) !== expected) wrong.push(`${priceCents}c ${tenths / 10}%`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("lineAmounts", () => {
  it("computes a percent-discounted line with 7.5% tax included", () => {
    expect(lineAmounts({ price: 19.99, quantity: 3, discountType: "%", discountValue: 15, taxRate: 7.5 })).toEqual({
      unit_discount: 3,
      line_discount: 9,
      total: 50.97,
      tax_amount: 3.56,
      sub_total: 47.41,
    });
  });

  it("computes an amount-discounted line with 15% tax included", () => {
    expect(lineAmounts({ price: 100, quantity: 2, discountType: "amount", discountValue: 12.5, taxRate: 15 })).toEqual({
      unit_discount: 12.5,
      line_discount: 25,
      total: 175,
      tax_amount: 22.83,
      sub_total: 152.17,
    });
    expect(lineAmounts({ price: 49.95, quantity: 3, discountType: "amount", discountValue: 5, taxRate: 15 })).toEqual({
      unit_discount: 5,
      line_discount: 15,
      total: 134.85,
      tax_amount: 17.59,
      sub_total: 117.26,
    });
  });

  it("computes 5% tax included", () => {
    expect(lineAmounts({ price: 10.5, quantity: 1, discountType: null, discountValue: 0, taxRate: 5 })).toEqual({
      unit_discount: 0,
      line_discount: 0,
      total: 10.5,
      tax_amount: 0.5,
      sub_total: 10,
    });
    expect(lineAmounts({ price: 9.99, quantity: 7, discountType: "%", discountValue: 10, taxRate: 5 })).toEqual({
      unit_discount: 1,
      line_discount: 7,
      total: 62.93,
      tax_amount: 3,
      sub_total: 59.93,
    });
  });

  it("has no tax at rate 0 (and treats a negative rate as 0)", () => {
    const line = lineAmounts({ price: 12.34, quantity: 5, discountType: "%", discountValue: 7.5, taxRate: 0 });
    expect(line).toEqual({ unit_discount: 0.93, line_discount: 4.65, total: 57.05, tax_amount: 0, sub_total: 57.05 });
    expect(lineAmounts({ price: 12.34, quantity: 5, discountType: "%", discountValue: 7.5, taxRate: -3 })).toEqual(
      line,
    );
  });

  it("rounds a tax landing on the half cent away from zero", () => {
    // 0.03 / 1.2 × 0.2 = 0.005 exactly in decimals, a hair below in binary
    expect(lineAmounts({ price: 0.03, quantity: 1, discountType: null, discountValue: 0, taxRate: 20 })).toMatchObject({
      tax_amount: 0.01,
      sub_total: 0.02,
    });
    expect(lineAmounts({ price: 0.01, quantity: 1, discountType: null, discountValue: 0, taxRate: 100 })).toMatchObject(
      {
        tax_amount: 0.01,
        sub_total: 0,
      },
    );
  });

  it("keeps sub_total + tax equal to the total and matches exact tax arithmetic", () => {
    const wrong: string[] = [];
    for (const rateTenths of [0, 50, 75, 150, 200]) {
      for (let totalCents = 0; totalCents <= 20_000; totalCents += 1) {
        const line = lineAmounts({
          price: totalCents / 100,
          quantity: 1,
          discountType: null,
          discountValue: 0,
          taxRate: rateTenths / 10,
        });
        const taxCents = divRoundHalfUp(totalCents * rateTenths, 1000 + rateTenths);
        if (line.tax_amount !== taxCents / 100 || line.sub_total !== (totalCents - taxCents) / 100) {
          wrong.push(`${totalCents}c at ${rateTenths / 10}%`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("cartTotals", () => {
  const a = lineAmounts({ price: 19.99, quantity: 3, discountType: "%", discountValue: 15, taxRate: 7.5 });
  const b = lineAmounts({ price: 100, quantity: 2, discountType: "amount", discountValue: 12.5, taxRate: 15 });

  it("sums the line values and adds shipping", () => {
    expect(cartTotals([a, b], 5)).toEqual({
      subtotal: 199.58, // 47.41 + 152.17
      discount: 34, // 9 + 25
      tax: 26.39, // 3.56 + 22.83
      shipping: 5,
      total: 230.97, // 50.97 + 175 + 5
    });
  });

  it("defaults shipping to 0", () => {
    expect(cartTotals([a]).shipping).toBe(0);
    expect(cartTotals([a]).total).toBe(50.97);
  });

  it("charges no shipping on an empty cart, like the server", () => {
    expect(cartTotals([], 5)).toEqual({ subtotal: 0, discount: 0, tax: 0, shipping: 0, total: 0 });
  });

  it("does not drift when summing many cent values", () => {
    const tenCents = { sub_total: 0.1, line_discount: 0, tax_amount: 0, total: 0.1 };
    expect(cartTotals(Array.from({ length: 3 }, () => tenCents)).total).toBe(0.3);
  });
});

describe("formatMoney", () => {
  it("shows 2 decimals after the symbol", () => {
    expect(formatMoney(12.5, "$")).toBe("$12.50");
    expect(formatMoney(0, "£")).toBe("£0.00");
    expect(formatMoney(1.005, "€")).toBe("€1.01");
    expect(formatMoney(1234.5, "Rs")).toBe("Rs 1,234.50");
  });

  it("groups the digits by thousands", () => {
    expect(formatMoney(12500, "$")).toBe("$12,500.00");
    expect(formatMoney(-1234567.891, "£")).toBe("-£1,234,567.89");
    expect(formatMoney(999.999, "$")).toBe("$1,000.00");
  });

  it("separates a currency code from the digits", () => {
    expect(formatMoney(3, "AED")).toBe("AED 3.00");
  });

  it("puts the sign before the symbol", () => {
    expect(formatMoney(-3, "$")).toBe("-$3.00");
  });

  it("writes the digits as Intl's en-US number format does, without making one", () => {
    const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const made = jest.spyOn(Intl, "NumberFormat");
    let fresh: typeof formatMoney = formatMoney;
    jest.isolateModules(
      () => ({ formatMoney: fresh } = jest.requireActual<typeof import("./cart-math")>("./cart-math")),
    );
    const amounts = [0.01, 0.5, 9.99, 100, 999.99, 1000, 12345.67, 999999.995, 1e6, 123456789.01, 1e15];
    for (let cents = 997; cents < 300_000; cents += 997) amounts.push(cents / 100);
    for (const amount of amounts) {
      expect(fresh(amount, "$")).toBe(`$${intl.format(round2(amount))}`);
      expect(fresh(-amount, "$")).toBe(`-$${intl.format(round2(amount))}`);
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe("cases the reference shop API relies on", () => {
  it("rounds a few known values", () => {
    expect(round2(1.004)).toBe(1);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });

  it("takes a percent of the price and rounds it to cents", () => {
    expect(unitDiscount(200, "%", 15)).toBe(30);
    expect(unitDiscount(480.5, "%", 15)).toBe(72.08);
    expect(unitDiscount(200, "amount", 20)).toBe(20);
    expect(unitDiscount(10, "amount", 25)).toBe(10);
  });

  it("computes (price - discount) x qty, tax included", () => {
    // 100 with 10 % off, 3 units, 5 % tax: total 270, tax 270/1.05*0.05 = 12.857… → 12.86
    expect(lineAmounts({ price: 100, quantity: 3, discountType: "%", discountValue: 10, taxRate: 5 })).toEqual({
      unit_discount: 10,
      line_discount: 30,
      total: 270,
      tax_amount: 12.86,
      sub_total: 257.14,
    });
    expect(lineAmounts({ price: 200.99, quantity: 1, discountType: "amount", discountValue: 20, taxRate: 15 })).toEqual(
      {
        unit_discount: 20,
        line_discount: 20,
        total: 180.99,
        tax_amount: 23.61,
        sub_total: 157.38,
      },
    );
    expect(lineAmounts({ price: 9.99, quantity: 2, discountType: null, discountValue: 0, taxRate: 0 })).toMatchObject({
      total: 19.98,
      tax_amount: 0,
      sub_total: 19.98,
    });
  });

  it("adds line values and the shipping charge", () => {
    const lines = [
      lineAmounts({ price: 100, quantity: 3, discountType: "%", discountValue: 10, taxRate: 5 }),
      lineAmounts({ price: 200.99, quantity: 1, discountType: "amount", discountValue: 20, taxRate: 15 }),
    ];
    expect(cartTotals(lines, 15)).toEqual({
      subtotal: 414.52,
      discount: 50,
      tax: 36.47,
      shipping: 15,
      total: 465.99,
    });
  });

  it("does not drift over many lines", () => {
    const line = lineAmounts({ price: 0.1, quantity: 1, discountType: null, discountValue: 0, taxRate: 0 });
    expect(
      cartTotals(
        Array.from({ length: 30 }, () => line),
        0,
      ).total,
    ).toBe(3);
  });
});
