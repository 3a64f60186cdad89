import { returnOutcome } from "./return-outcome";

test("the order decides, not the query", () => {
  expect(returnOutcome({ status: 1, total: 50, advance_payment_sum_amount: 50 }, "paid")).toBe("paid");
  expect(returnOutcome({ status: 1, total: 50, advance_payment_sum_amount: 50 }, "cancelled")).toBe("paid");
  expect(returnOutcome({ status: 0, total: 50, advance_payment_sum_amount: 0 }, "cancelled")).toBe("failed");
  // A forged "paid" on an unpaid draft is only pending.
  expect(returnOutcome({ status: 0, total: 50, advance_payment_sum_amount: 0 }, "paid")).toBe("pending");
  expect(returnOutcome({ status: 0, total: 50, advance_payment_sum_amount: 0 }, null)).toBe("pending");
  expect(returnOutcome({ status: 1, total: 50, advance_payment_sum_amount: 0 }, "paid")).toBe("placed");
});
