import { MAX_QUERY_LENGTH, foldText, searchQuery } from "./query";

describe("search query bounds", () => {
  test("a query is trimmed and inner runs of space collapse", () => {
    expect(searchQuery("  linen   shirt ")).toBe("linen shirt");
  });

  test("empty, missing, punctuation-only and over-long queries are not searched", () => {
    expect(searchQuery("")).toBeNull();
    expect(searchQuery("   ")).toBeNull();
    expect(searchQuery(undefined)).toBeNull();
    expect(searchQuery(42)).toBeNull();
    expect(searchQuery("?!-- ..%")).toBeNull();
    expect(searchQuery("a".repeat(MAX_QUERY_LENGTH + 1))).toBeNull();
    expect(searchQuery("a".repeat(MAX_QUERY_LENGTH))).toBe("a".repeat(MAX_QUERY_LENGTH));
  });

  test("a repeated parameter counts once (its first value)", () => {
    expect(searchQuery(["tent", "lamp"])).toBe("tent");
  });

  test("digits and letters of any script are searchable", () => {
    expect(searchQuery("42")).toBe("42");
    expect(searchQuery("ç")).toBe("ç");
  });

  test("folding drops case and accents", () => {
    expect(foldText("Crème BRÛLÉE")).toBe("creme brulee");
  });
});
