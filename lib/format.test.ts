import {
  CARD_NAME_LENGTH,
  capitalise,
  categoryHref,
  categoryLabel,
  decodeSegment,
  formatOrderDate,
  mainImage,
  optionHref,
  priceDisplay,
  truncate,
} from "./format";

describe("truncate", () => {
  const name = "Organic Cotton Crew Neck T-Shirt, Navy"; // 38 characters

  it("keeps a name that fits", () => {
    expect(truncate("Mug", CARD_NAME_LENGTH)).toBe("Mug");
    expect(truncate("x".repeat(30), 30)).toBe("x".repeat(30));
    expect(truncate(name, 40)).toBe(name);
    expect(truncate("", 30)).toBe("");
  });

  it("cuts after max characters and adds an ellipsis", () => {
    expect(truncate("x".repeat(31), 30)).toBe(`${"x".repeat(30)}…`);
    expect(truncate(name, 25)).toBe("Organic Cotton Crew Neck…"); // the cut space is dropped
    expect(truncate(name, 30)).toBe("Organic Cotton Crew Neck T-Shi…");
  });

  it("never splits an emoji", () => {
    expect(truncate("ab😀cd", 3)).toBe("ab😀…");
  });

  it("handles a zero or odd max", () => {
    expect(truncate("abc", 0)).toBe("…");
    expect(truncate("abcdef", 2.9)).toBe("ab…");
  });
});

describe("route helpers", () => {
  it("replaces only the first underscore of a category name", () => {
    expect(categoryLabel("Men_Wear")).toBe("Men Wear");
    expect(categoryLabel("Home_and_Garden")).toBe("Home and_Garden");
    expect(categoryLabel("Shoes")).toBe("Shoes");
  });

  it("decodes a route segment once and survives bad escapes", () => {
    expect(decodeSegment("Men%20Wear")).toBe("Men Wear");
    expect(decodeSegment("100%")).toBe("100%");
  });

  it("builds option links with the first space as a hyphen", () => {
    expect(optionHref("Summer Sale", 12)).toBe("/Summer-Sale/12");
    expect(optionHref("Extra Large Size", 4)).toBe("/Extra-Large%20Size/4");
    expect(optionHref("#ff0000", 7)).toBe("/%23ff0000/7");
  });

  it("encodes option labels so they stay one safe segment", () => {
    expect(optionHref("50% Off/Now", 3)).toBe("/50%25-Off%2FNow/3");
    expect(optionHref("..", 3)).toBe("/%2E%2E/3");
    expect(optionHref("   ", 3)).toBe("/option/3");
  });

  it("builds category links on the spec's /catagory path", () => {
    expect(categoryHref("Men_Wear", 3)).toBe("/catagory/Men_Wear/3");
    expect(categoryHref("a/b", 3)).toBe("/catagory/a%2Fb/3");
  });
});

describe("capitalise", () => {
  it("upper-cases the first letter of each word", () => {
    expect(capitalise("privvacy policy")).toBe("Privvacy Policy");
    expect(capitalise("about us")).toBe("About Us");
    expect(capitalise("men wear")).toBe("Men Wear");
  });

  it("leaves the rest as written", () => {
    expect(capitalise("iPhone cases")).toBe("IPhone Cases");
    expect(capitalise("USB-c cables")).toBe("USB-c Cables");
    expect(capitalise("")).toBe("");
  });
});

describe("formatOrderDate", () => {
  it("formats as 'ddd, MMM-DD-YYYY' in UTC", () => {
    expect(formatOrderDate("2026-11-21T10:30:00Z")).toBe("Sat, Nov-21-2026");
    expect(formatOrderDate("2026-11-21T23:30:00-05:00")).toBe("Sun, Nov-22-2026");
    expect(formatOrderDate("2026-01-05")).toBe("Mon, Jan-05-2026");
  });

  it("answers '' for a missing or unreadable date", () => {
    expect(formatOrderDate(null)).toBe("");
    expect(formatOrderDate("")).toBe("");
    expect(formatOrderDate("not a date")).toBe("");
  });
});

describe("mainImage", () => {
  it("takes the first of the pipe-joined paths", () => {
    expect(mainImage("shops/1/a.jpg|shops/1/b.jpg")).toBe("shops/1/a.jpg");
    expect(mainImage("shops/1/a.jpg")).toBe("shops/1/a.jpg");
    expect(mainImage("")).toBe("");
    expect(mainImage(null)).toBe("");
  });
});

describe("priceDisplay", () => {
  it("shows the sale price alone without a discount", () => {
    expect(priceDisplay({ sale_price: 40, list_item: [] }, "$")).toEqual({
      salePrice: 40,
      finalPrice: 40,
      hasDiscount: false,
      discountLabel: null,
    });
    expect(priceDisplay({ sale_price: 40, list_item: [{ discount: 0, discount_type: "%", discounted_amount: 40 }] }, "$").hasDiscount).toBe(false);
  });

  it("shows a percent discount", () => {
    expect(priceDisplay({ sale_price: 19.99, list_item: [{ discount: 15, discount_type: "%", discounted_amount: 16.99 }] }, "$")).toEqual({
      salePrice: 19.99,
      finalPrice: 16.99,
      hasDiscount: true,
      discountLabel: "15% off",
    });
    expect(priceDisplay({ sale_price: 10, list_item: [{ discount: 7.5, discount_type: "%", discounted_amount: 9.25 }] }, "$").discountLabel).toBe(
      "7.5% off",
    );
  });

  it("shows an amount discount with the currency symbol", () => {
    expect(priceDisplay({ sale_price: 100, list_item: [{ discount: 12.5, discount_type: "amount", discounted_amount: 87.5 }] }, "AED")).toEqual({
      salePrice: 100,
      finalPrice: 87.5,
      hasDiscount: true,
      discountLabel: "AED 12.50 off",
    });
  });

  it("never shows a price below zero", () => {
    expect(priceDisplay({ sale_price: 5, list_item: [{ discount: 8, discount_type: "amount", discounted_amount: 0 }] }, "$")).toMatchObject({
      finalPrice: 0,
      discountLabel: "$5.00 off",
    });
  });
});
