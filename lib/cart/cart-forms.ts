/**
 * What the product page's Add to cart form shows after its Server Action (app/[site]/product/[uuid]/actions.ts),
 * which only a post without JavaScript calls: with scripts the cart store adds (docs/adr/0016-one-cart-write-path.md).
 */
export type AddToCartState = {
  outcome: "idle" | "added" | "updated" | "invalid" | "refused" | "signed-out" | "failed";
  /** The toast's words after an add; what went wrong otherwise. */
  message: string;
};

export const INITIAL_ADD_TO_CART: AddToCartState = { outcome: "idle", message: "" };
