import { MAX_QUERY_LENGTH, MAX_TERMS, MAX_TERM_LENGTH, foldText, queryTerms, searchQuery } from "./query";

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

  test("a query's words are folded and searched once each", () => {
    expect(queryTerms("Shirt shirt SHIRT  shírt")).toEqual(["shirt"]);
    expect(queryTerms(Array(50).fill("s").join(" "))).toEqual(["s"]);
  });

  test("a word that begins another adds nothing (every word matches as a prefix)", () => {
    expect(queryTerms("s shirt linen li")).toEqual(["shirt", "linen"]);
  });

  test("at most MAX_TERMS words, the first ones, each at most MAX_TERM_LENGTH letters", () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `w${i}x`);
    expect(queryTerms(fifty.join(" "))).toEqual(fifty.slice(0, MAX_TERMS));
    expect(queryTerms("a".repeat(90))).toEqual(["a".repeat(MAX_TERM_LENGTH)]);
  });

  test("words split where the index splits them: spaces and punctuation", () => {
    expect(queryTerms("t-shirt, linen.")).toEqual(["t", "shirt", "linen"]);
  });
});
