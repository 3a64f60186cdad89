import { capitalise, truncate } from "./text";

describe("truncate", () => {
  const name = "Organic Cotton Crew Neck T-Shirt, Navy"; // 38 characters

  it("keeps a name that fits", () => {
    expect(truncate("Mug", 30)).toBe("Mug");
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
