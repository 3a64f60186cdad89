import { formatOrderDate, orderPlacedOn } from "./order-date";

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

describe("orderPlacedOn", () => {
  it("is the order date, falling back to the creation time", () => {
    expect(orderPlacedOn({ orderDate: "2026-11-21T10:00:00Z", createdAt: "2026-01-05T00:00:00Z" })).toBe(
      "Sat, Nov-21-2026",
    );
    expect(orderPlacedOn({ orderDate: "", createdAt: "2026-01-05T00:00:00Z" })).toBe("Mon, Jan-05-2026");
    expect(orderPlacedOn({ orderDate: "soon", createdAt: "" })).toBe("");
  });
});
