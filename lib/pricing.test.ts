import { previewAmount, priceDisplay, priceText, trackingAmount } from "./pricing";

describe("priceDisplay", () => {
  it("shows the sale price alone without a discount", () => {
    expect(priceDisplay({ price: 40, offer: null }, "$")).toEqual({
      salePrice: 40,
      finalPrice: 40,
      hasDiscount: false,
      discountLabel: null,
    });
    expect(priceDisplay({ price: 40, offer: { type: "%", value: 0 } }, "$").hasDiscount).toBe(false);
  });

  it("shows a percent discount", () => {
    expect(priceDisplay({ price: 19.99, offer: { type: "%", value: 15 } }, "$")).toEqual({
      salePrice: 19.99,
      finalPrice: 16.99,
      hasDiscount: true,
      discountLabel: "15% off",
    });
    expect(priceDisplay({ price: 10, offer: { type: "%", value: 7.5 } }, "$").discountLabel).toBe("7.5% off");
  });

  it("shows an amount discount with the currency symbol", () => {
    expect(priceDisplay({ price: 100, offer: { type: "amount", value: 12.5 } }, "AED")).toEqual({
      salePrice: 100,
      finalPrice: 87.5,
      hasDiscount: true,
      discountLabel: "AED 12.50 off",
    });
  });

  it("never shows a price below zero", () => {
    expect(priceDisplay({ price: 5, offer: { type: "amount", value: 8 } }, "$")).toMatchObject({
      finalPrice: 0,
      discountLabel: "$5.00 off",
    });
  });
});

describe("fixed-currency amounts", () => {
  it("shows the order preview in AED and the tracking result in pounds", () => {
    expect(previewAmount(12.5)).toBe("AED 12.50");
    expect(previewAmount(0)).toBe("AED 0.00");
    expect(trackingAmount(45)).toBe("£45.00");
  });
});

describe("priceText", () => {
  it("gives the amount alone without a discount, and the price before and the label with one", () => {
    expect(priceText({ price: 40, offer: null }, "$")).toEqual({ now: "$40.00" });
    expect(priceText({ price: 19.99, offer: { type: "%", value: 15 } }, "$")).toEqual({
      now: "$16.99",
      was: "$19.99",
      off: "15% off",
    });
  });
});
