/**
 * What the header shows of this browser's state: the wishlist's count, the cart's (null until the cart has been
 * read: the server cannot know it) and which account actions apply, with the sign-in link's path.
 */
export type HeaderStateView = {
  wishlist: number;
  cart: number | null;
  signedIn: boolean;
  signInHref: string;
};

/** The attribute that marks each element of the header's markup that shows a part of the state, by its value. */
export const HEADER_STATE = "data-header-state";

type HeaderStatePart = "wishlist-name" | "wishlist-count" | "cart-name" | "cart-count" | "signed-in" | "signed-out";

/** `{ "data-header-state": part }`, for the components that render the same markup. */
export const statePart = (part: HeaderStatePart) => ({ [HEADER_STATE]: part });

export const wishlistName = (count: number) =>
  `Wishlist${count > 0 ? `, ${count} ${count === 1 ? "product" : "products"}` : ""}`;

export const cartName = (count: number | null) => `Cart${count === null ? "" : `, ${count} items`}`;

/**
 * Writes `state` into the server's markup of the header while it sleeps (docs/adr/0015-wake-on-use.md), as the
 * header's components render it once awake: the same text, the same elements hidden, the same link.
 */
export function showHeaderState(elements: Iterable<HTMLElement>, state: HeaderStateView): void {
  for (const element of elements) {
    switch (element.getAttribute(HEADER_STATE) as HeaderStatePart) {
      case "wishlist-name":
        setText(element, wishlistName(state.wishlist));
        break;
      case "wishlist-count":
        setText(element, state.wishlist > 0 ? String(state.wishlist) : "");
        element.hidden = state.wishlist === 0;
        break;
      case "cart-name":
        setText(element, cartName(state.cart));
        break;
      case "cart-count":
        setText(element, state.cart === null ? "" : String(state.cart));
        element.hidden = state.cart === null;
        break;
      case "signed-in":
        element.hidden = !state.signedIn;
        break;
      case "signed-out":
        element.hidden = state.signedIn;
        if (element instanceof HTMLAnchorElement && element.getAttribute("href") !== state.signInHref)
          element.setAttribute("href", state.signInHref);
        break;
    }
  }
}

/** Only when it differs: a write would replace the text node under an assistive technology that reads it. */
function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
