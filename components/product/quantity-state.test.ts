import { MIN_QUANTITY_MESSAGE, stockLimitMessage } from "@/lib/cart/local-cart";
import { INITIAL_QUANTITY, reduceQuantity, type QuantityAction, type QuantityState } from "./quantity-state";

const limits = { stock: 3, name: "Desert Tee" };
const run = (actions: QuantityAction[], from: QuantityState = INITIAL_QUANTITY) =>
  actions.reduce((s, a) => reduceQuantity(s, a, limits), from);

describe("product quantity box", () => {
  it("starts at 1 and minus never goes below 1", () => {
    expect(INITIAL_QUANTITY.quantity).toBe(1);
    expect(run([{ type: "step", by: -1 }])).toEqual({ quantity: 1, draft: "1", info: MIN_QUANTITY_MESSAGE });
  });

  it("plus stops at the stock", () => {
    const state = run([1, 1, 1, 1].map(() => ({ type: "step", by: 1 }) as const));
    expect(state).toEqual({ quantity: 3, draft: "3", info: stockLimitMessage("Desert Tee") });
    expect(run([{ type: "step", by: 1 }]).quantity).toBe(2);
  });

  it("keeps a half-typed value and settles it on commit", () => {
    const typing = run([{ type: "type", text: "" }]);
    expect(typing).toEqual({ quantity: 1, draft: "", info: null });
    expect(run([{ type: "commit" }], typing)).toEqual({ quantity: 1, draft: "1", info: null });
    expect(run([{ type: "type", text: "2" }])).toEqual({ quantity: 2, draft: "2", info: null });
    const tooMany = run([{ type: "type", text: "9" }]);
    expect(tooMany.quantity).toBe(1);
    expect(run([{ type: "commit" }], tooMany)).toEqual({
      quantity: 3,
      draft: "3",
      info: stockLimitMessage("Desert Tee"),
    });
    expect(run([{ type: "type", text: "0" }, { type: "commit" }])).toEqual({
      quantity: 1,
      draft: "1",
      info: MIN_QUANTITY_MESSAGE,
    });
    expect(run([{ type: "type", text: "abc" }, { type: "commit" }])).toEqual({ quantity: 1, draft: "1", info: null });
  });

  it("resets to 1 (before a related product is added)", () => {
    expect(run([{ type: "step", by: 1 }, { type: "reset" }])).toEqual(INITIAL_QUANTITY);
  });
});
