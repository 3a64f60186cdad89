import { clampQuantity } from "@/lib/cart/local-cart";

/**
 * The product page's quantity box: it starts at 1, minus never goes below
 * 1, plus stops at the stock, and adding a related product first resets it to 1. The text field
 * may hold a half-typed value (`draft`); `quantity` is always a valid number to add to the cart.
 */
export type QuantityState = {
  quantity: number;
  draft: string;
  /** The spec's message when a rule changed what was asked for. */
  info: string | null;
};

export type QuantityAction =
  { type: "step"; by: 1 | -1 } | { type: "type"; text: string } | { type: "commit" } | { type: "reset" };

type QuantityLimits = { stock: number; name: string };

export const INITIAL_QUANTITY: QuantityState = { quantity: 1, draft: "1", info: null };

const WHOLE = /^\s*\d+\s*$/;

function settled(requested: number, { stock, name }: QuantityLimits): QuantityState {
  const { quantity, info } = clampQuantity(requested, stock, name);
  return { quantity, draft: String(quantity), info };
}

export function reduceQuantity(state: QuantityState, action: QuantityAction, limits: QuantityLimits): QuantityState {
  switch (action.type) {
    case "step":
      return settled(state.quantity + action.by, limits);
    case "type": {
      // Keep what is typed; only a whole number in range becomes the quantity at once.
      const value = WHOLE.test(action.text) ? Number(action.text) : Number.NaN;
      const valid = value >= 1 && value <= limits.stock;
      return { quantity: valid ? value : state.quantity, draft: action.text, info: null };
    }
    case "commit":
      return WHOLE.test(state.draft)
        ? settled(Number(state.draft), limits)
        : { ...state, draft: String(state.quantity) };
    case "reset":
      return INITIAL_QUANTITY;
  }
}
