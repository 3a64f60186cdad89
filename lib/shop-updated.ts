/**
 * The id of the shell's "the shop was just updated" notice: a page reached at `#shop-updated` shows it (CSS
 * :target), after a form posted to a Server Action the new deploy does not have.
 */
export const SHOP_UPDATED_ID = "shop-updated";
