/**
 * Sent (bubbling) by a card's 'add to cart' in a static region before it adds: the product page's
 * quantity goes back to 1 when a related product is added.
 */
export const CARD_ADD_EVENT = "storefront:card-add";
