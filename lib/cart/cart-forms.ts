/** What the product page's Add to cart form shows after its Server Action (app/[site]/(shop)/product/[uuid]/actions.ts). */
export type AddToCartState = {
  outcome: "idle" | "added" | "updated" | "invalid" | "refused" | "signed-out" | "failed";
  /** The toast's words after an add; what went wrong otherwise. */
  message: string;
  /** The quantity added. */
  quantity: number;
  /** Counts the answers, so each one is acted on once (toast, popup, resync). */
  round: number;
};

export const INITIAL_ADD_TO_CART: AddToCartState = { outcome: "idle", message: "", quantity: 0, round: 0 };
