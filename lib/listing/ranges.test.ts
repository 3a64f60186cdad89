import { moveHandle, rangeFromPair, sliderCeiling, sliderPair } from "./ranges";

describe("slider ranges", () => {
  it("tops out at the server's maximum, rounded up to a whole step", () => {
    expect(sliderCeiling(471.99)).toBe(472);
    expect(sliderCeiling(40, 100)).toBe(40);
    expect(sliderCeiling(140, 100)).toBe(100);
    expect(sliderCeiling(0)).toBe(0);
    expect(sliderCeiling(Number.NaN)).toBe(0);
  });

  it("places the handles from the URL, clamped to the slider", () => {
    expect(sliderPair(null, 472)).toEqual([0, 472]);
    expect(sliderPair({ min: 10, max: null }, 472)).toEqual([10, 472]);
    expect(sliderPair({ min: 10, max: 900 }, 472)).toEqual([10, 472]);
    expect(sliderPair({ min: 600, max: 900 }, 472)).toEqual([472, 472]);
  });

  it("never lets the low handle pass the high one, or the reverse", () => {
    expect(moveHandle([10, 50], "low", 80, 100)).toEqual([50, 50]);
    expect(moveHandle([10, 50], "high", 5, 100)).toEqual([10, 10]);
    expect(moveHandle([10, 50], "high", 500, 100)).toEqual([10, 100]);
    expect(moveHandle([10, 50], "low", -5, 100)).toEqual([0, 50]);
    expect(moveHandle([10, 50], "low", 30, 100)).toEqual([30, 50]);
  });

  it("turns handles at the ends into open bounds", () => {
    expect(rangeFromPair([0, 472], 472)).toBeNull();
    expect(rangeFromPair([10, 472], 472)).toEqual({ min: 10, max: null });
    expect(rangeFromPair([0, 200], 472)).toEqual({ min: 0, max: 200 });
    expect(rangeFromPair([0, 0], 0)).toBeNull();
  });
});
