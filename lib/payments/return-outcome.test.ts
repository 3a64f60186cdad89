import { returnOutcome } from "./return-outcome";

test("the order decides, not the query", () => {
  expect(returnOutcome({ status: 1, totals: { total: 50 }, paid: 50 }, "paid")).toBe("paid");
  expect(returnOutcome({ status: 1, totals: { total: 50 }, paid: 50 }, "cancelled")).toBe("paid");
  expect(returnOutcome({ status: 0, totals: { total: 50 }, paid: 0 }, "cancelled")).toBe("failed");
  // A forged "paid" on an unpaid draft is only pending.
  expect(returnOutcome({ status: 0, totals: { total: 50 }, paid: 0 }, "paid")).toBe("pending");
  expect(returnOutcome({ status: 0, totals: { total: 50 }, paid: 0 }, null)).toBe("pending");
  expect(returnOutcome({ status: 1, totals: { total: 50 }, paid: 0 }, "paid")).toBe("placed");
});
