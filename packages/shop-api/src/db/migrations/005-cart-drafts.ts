/** Marks a draft made from the customer's cart for a payment, so an unpaid one can give its lines back to the cart. */
export const cartDrafts = `
ALTER TABLE sale_orders ADD COLUMN from_cart INTEGER NOT NULL DEFAULT 0;
`;
