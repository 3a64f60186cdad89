import { gridColumns, gridImageSizes } from "./grid-columns";

describe("gridColumns", () => {
  it.each([
    [1, 3],
    [2, 4],
    [3, 6],
    [0, 6],
    [-1, 6],
    [1.5, 6],
    [null, 6],
    [undefined, 6],
  ])("layout %p gives %p per row", (layout, columns) => {
    expect(gridColumns(layout)).toBe(columns);
  });
});

describe("gridImageSizes", () => {
  it("asks for a column's width on wide screens and half the screen on phones", () => {
    expect(gridImageSizes(4)).toBe("(min-width: 1216px) 296px, (min-width: 992px) 25vw, (min-width: 768px) 34vw, 50vw");
    expect(gridImageSizes(6)).toContain("(min-width: 1216px) 198px");
  });
});
