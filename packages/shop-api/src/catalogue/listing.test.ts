import { discountPercent } from "./listing";

describe("discountPercent", () => {
  it("expresses an amount discount as a percent of the price", () =>
    expect(discountPercent(80, "amount", 20)).toBe(25));
  it("is the percent itself for a percent discount", () => expect(discountPercent(80, "%", 30)).toBe(30));
  it("is 0 for a free item", () => expect(discountPercent(0, "%", 30)).toBe(0));
});
